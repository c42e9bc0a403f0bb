import { randomUUID } from 'node:crypto';
import {
  CAPTCHA_TTL_SECONDS,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_PHONE,
  type LoginBody,
  type LoginResult,
  type RegisterBody,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error.ts';
import { transactional } from '../../lib/transactional.ts';
import type { Counters } from '../../plugins/counters.ts';
import type { Account, AccountsService } from '../accounts/index.ts';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';
import { createAuthRepository } from './repository.ts';

export type AuthDeps = {
  db: Db;
  accounts: AccountsService;
  /** Password guesses are counted here, per phone and per address, across every instance. */
  counters: Counters;
  captchaTestAnswer?: string | undefined;
};

/** How a reserved password guess ended: a wrong password keeps its count, a right one clears the phone. */
export type GuessOutcome = 'wrong' | 'right' | 'void';

/** Captchas, registration, login and logout; accounts and sessions themselves belong to the accounts area. */
export function createAuthService(deps: AuthDeps) {
  return transactional(deps.db, (db) => buildAuthService(deps, db));
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
   * Reserves one password guess BEFORE the password is checked: an atomic hit per phone and per address, so
   * parallel guesses cannot all pass a count that none of them has written yet. Past either limit: 429, and the
   * hits are taken back (a refused guess was never checked). The caller settles the reservation once it knows:
   * a wrong password keeps its hits; a right one clears the phone and gives the address its hit back; `void`
   * (a wrong captcha, a disabled account, a failure) gives both back.
   */
  async function reservePasswordGuess(phone: string, ip: string) {
    const keys = { phone: `login-phone:${phone}`, ip: `login-ip:${ip}` };
    const windowMs = LOGIN_FAILURE_WINDOW_SECONDS * 1000;
    const [byPhone, byIp] = await Promise.all([counters.hit(keys.phone, windowMs), counters.hit(keys.ip, windowMs)]);
    const giveBack = async () => {
      await Promise.all([counters.refund(keys.phone), counters.refund(keys.ip)]);
    };
    if (byPhone.count > LOGIN_FAILURES_PER_PHONE || byIp.count > LOGIN_FAILURES_PER_IP) {
      await giveBack();
      throw tooManyRequests('tooManyAttempts', Math.ceil(Math.max(byPhone.ttlMs, byIp.ttlMs) / 1000));
    }
    return async function settle(outcome: GuessOutcome) {
      if (outcome === 'void') await giveBack();
      if (outcome === 'right') await Promise.all([counters.clear(keys.phone), counters.refund(keys.ip)]);
    };
  }

  return {
    async createCaptcha() {
      const text = randomCaptchaText();
      const id = randomUUID();
      await repo.insertCaptcha(id, text, new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000));
      return { captchaId: id, picPath: `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}` };
    },

    async register(body: RegisterBody): Promise<LoginResult> {
      await checkCaptcha(body.captcha_id, body.captcha);
      const user = await accounts.create({ phone: body.mobile, password: body.password, role: body.role });
      if (!user) throw conflict('phoneTaken');
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
        if (account.disabled) throw new AppError(403, 'accountDisabled');
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
