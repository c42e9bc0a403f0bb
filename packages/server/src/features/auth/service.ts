import { randomUUID } from 'node:crypto';
import {
  CAPTCHA_TTL_SECONDS,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_PHONE,
  LOGIN_FAILURES_PER_PHONE_AND_IP,
  LOGIN_KNOWN_ADDRESS_DAYS,
  type LoginBody,
  type LoginResult,
  type RegisterBody,
} from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error.ts';
import { transactional } from '../../lib/transactional.ts';
import type { Counters, Hit } from '../../plugins/counters.ts';
import type { Account, AccountsService } from '../accounts/index.ts';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';
import { createAuthRepository } from './repository.ts';

export type AuthDeps = {
  db: Db;
  accounts: AccountsService;
  /** Password guesses are counted here, per (phone, address), per phone and per address, across every instance. */
  counters: Counters;
  captchaTestAnswer?: string | undefined;
  /** Runs in the registration's transaction once the account exists (the oil area's sign-up grant). */
  onRegistered?: (tx: Db, userId: number) => Promise<unknown>;
};

/** How a reserved password guess ended: a wrong password keeps its count, a right one clears its pair. */
type GuessOutcome = 'wrong' | 'right' | 'void';

/** Captchas, registration, login and logout; accounts and sessions themselves belong to the accounts area. */
export function createAuthService(deps: AuthDeps) {
  return transactional(deps.db, (db) => buildAuthService(deps, db));
}

/**
 * The counters of a password guess. An IPv6 address counts per /64 (as the general limits do): one machine
 * commonly holds a whole /64, and counting each address apart would give it 2^64 pairs.
 */
function guessKeys(phone: string, ip: string) {
  // A client gone before its request was handled has no address: counted as one unknown, as the general limits do.
  const address = normalizeIP(ip || 'unknown');
  return {
    pair: `login-pair:${phone}|${address}`,
    phone: `login-phone:${phone}`,
    ip: `login-ip:${address}`,
    known: `login-known:${phone}|${address}`,
  };
}

function buildAuthService(deps: AuthDeps, db: Db) {
  const { accounts, counters, captchaTestAnswer } = deps;
  const repo = createAuthRepository(db);

  async function issueSession(user: Account): Promise<LoginResult> {
    const { token, expiresAt } = await accounts.issueSession(user.id);
    return {
      id: user.id,
      token,
      nick_name: user.nickName,
      expired_at: Math.floor(expiresAt.getTime() / 1000),
      role: user.role,
      ...(user.profilePicUrl ? { profile: user.profilePicUrl } : {}),
    };
  }

  async function checkCaptcha(captchaId: string, answer: string) {
    const expected = await repo.takeCaptcha(captchaId);
    const given = answer.trim().toLowerCase();
    if (captchaTestAnswer && expected !== null && given === captchaTestAnswer.toLowerCase()) return;
    if (expected === null || expected.toLowerCase() !== given) throw badRequest('captchaWrong');
  }

  /**
   * Reserves one password guess BEFORE the password is checked (docs/decisions/0118-sessions-captchas-and-limits.md):
   * one atomic hit each on the (phone, address) pair, the phone and the address, so parallel guesses cannot all
   * pass a count that none of them has written yet. Refused with 429, its hits taken back (a refused guess was
   * never checked), when the pair is past its limit, or when the phone or the address is past its own and this
   * address has not signed in to this phone before. The caller settles the reservation once it knows: a wrong
   * password keeps its hits; a right one clears the pair, gives the phone and the address their hit back and
   * remembers the pair; `void` (a wrong captcha, a failure) gives all three back.
   */
  async function reservePasswordGuess(phone: string, ip: string) {
    const keys = guessKeys(phone, ip);
    const windowMs = LOGIN_FAILURE_WINDOW_SECONDS * 1000;
    const [pair, byPhone, byIp] = await Promise.all([
      counters.hit(keys.pair, windowMs),
      counters.hit(keys.phone, windowMs),
      counters.hit(keys.ip, windowMs),
    ]);
    const giveBack = async () => {
      await Promise.all([counters.refund(keys.pair), counters.refund(keys.phone), counters.refund(keys.ip)]);
    };
    let refusal: Awaited<ReturnType<typeof refusalOf>>;
    try {
      refusal = await refusalOf(keys, pair, byPhone, byIp);
    } catch (error) {
      await giveBack();
      throw error;
    }
    if (refusal) {
      await giveBack();
      throw tooManyRequests(refusal.key, Math.max(1, Math.ceil(refusal.ttlMs / 1000)));
    }
    return async function settle(outcome: GuessOutcome) {
      if (outcome === 'void') await giveBack();
      if (outcome === 'right') {
        await Promise.all([
          counters.clear(keys.pair),
          counters.refund(keys.phone),
          counters.refund(keys.ip),
          rememberAddress(phone, ip),
        ]);
      }
    };
  }

  /** Why a reserved guess is refused (the message and the window that refuses it), or null when it may be checked. */
  async function refusalOf(keys: ReturnType<typeof guessKeys>, pair: Hit, byPhone: Hit, byIp: Hit) {
    if (pair.count > LOGIN_FAILURES_PER_PHONE_AND_IP) return { key: 'tooManyAttempts' as const, ttlMs: pair.ttlMs };
    const phonePast = byPhone.count > LOGIN_FAILURES_PER_PHONE;
    if (!phonePast && byIp.count <= LOGIN_FAILURES_PER_IP) return null;
    if ((await counters.peek(keys.known)) > 0) return null;
    return phonePast
      ? { key: 'loginPhoneBusy' as const, ttlMs: byPhone.ttlMs }
      : { key: 'loginAddressBusy' as const, ttlMs: byIp.ttlMs };
  }

  /** A pair that signed in (or registered) may still try its phone while the phone or the address is past its limit. */
  const rememberAddress = (phone: string, ip: string) =>
    counters.touch(guessKeys(phone, ip).known, LOGIN_KNOWN_ADDRESS_DAYS * 24 * 3600 * 1000);

  return {
    async createCaptcha() {
      const text = randomCaptchaText();
      const id = randomUUID();
      await repo.insertCaptcha(id, text, new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000));
      return { captchaId: id, picPath: `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}` };
    },

    async register(body: RegisterBody, ip: string): Promise<LoginResult> {
      await checkCaptcha(body.captcha_id, body.captcha);
      const { onRegistered } = deps;
      const user = await accounts.create(
        { phone: body.mobile, password: body.password, role: body.role, language: body.language },
        onRegistered && ((tx, account) => onRegistered(tx, account.id)),
      );
      if (!user) throw conflict('phoneTaken');
      await rememberAddress(user.phone, ip);
      return issueSession(user);
    },

    /** A password typed anywhere (login, password change) is a guess under the same limits. */
    reservePasswordGuess,

    async login(body: LoginBody, ip: string): Promise<LoginResult> {
      const settle = await reservePasswordGuess(body.mobile, ip);
      let outcome: GuessOutcome = 'void';
      try {
        await checkCaptcha(body.captcha_id, body.captcha);
        const { account, valid } = await accounts.checkPassword({ phone: body.mobile }, body.password);
        if (!account || !valid) {
          outcome = 'wrong';
          throw new AppError(400, 'loginFailed');
        }
        if (account.disabled) {
          // Only someone who knows the password learns this, and it costs a guess like a wrong one (ADR 0118).
          outcome = 'wrong';
          throw new AppError(403, 'accountDisabled');
        }
        outcome = 'right';
        return await issueSession(account);
      } finally {
        await settle(outcome);
      }
    },

    logout: (sessionId: number) => accounts.revokeSession(sessionId),

    /** For the periodic cleanup: up to `limit` expired captchas. */
    purgeExpiredCaptchas: (limit: number) => repo.purgeExpiredCaptchas(limit),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
