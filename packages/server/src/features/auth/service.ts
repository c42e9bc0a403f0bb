import { randomUUID } from 'node:crypto';
import {
  CAPTCHA_TTL_SECONDS,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_PHONE,
  type LoginBody,
  type LoginResult,
  type RegisterBody,
  type Role,
  SESSION_TTL_SECONDS,
} from '@app/shared';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error.ts';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import type { AuthRepository, UserRow } from './repository.ts';
import { hashToken, newToken } from './tokens.ts';

export type AuthServiceOptions = { captchaTestAnswer?: string | undefined };

const defaultNickName = (phone: string) => `用户${phone.slice(-4)}`;

export function createAuthService(repo: AuthRepository, options: AuthServiceOptions = {}) {
  async function issueSession(user: UserRow): Promise<LoginResult> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    await repo.insertSession(user.id, hashToken(token), expiresAt);
    return {
      id: user.id,
      token,
      nick_name: user.nickName,
      expired_at: Math.floor(expiresAt.getTime() / 1000),
      role: user.role as Role,
      ...(user.profilePicUrl ? { profile: user.profilePicUrl } : {}),
    };
  }

  async function checkCaptcha(captchaId: string, answer: string) {
    const expected = await repo.takeCaptcha(captchaId);
    const given = answer.trim().toLowerCase();
    if (options.captchaTestAnswer && expected !== null && given === options.captchaTestAnswer.toLowerCase()) return;
    if (expected === null || expected.toLowerCase() !== given) throw badRequest('captchaWrong');
  }

  /** 429 once the phone or the IP has too many recent wrong passwords. */
  async function assertPasswordGuessAllowed(phone: string, ip: string) {
    const failures = await repo.countRecentFailures(phone, ip, LOGIN_FAILURE_WINDOW_SECONDS);
    if (failures.byPhone >= LOGIN_FAILURES_PER_PHONE || failures.byIp >= LOGIN_FAILURES_PER_IP) {
      throw tooManyRequests('tooManyAttempts');
    }
  }

  return {
    async createCaptcha() {
      const text = randomCaptchaText();
      const id = randomUUID();
      await repo.insertCaptcha(id, text, new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000));
      // Expired rows are swept now and then rather than by a timer, so no instance owns the cleanup.
      if (Math.random() < 0.05) await repo.deleteExpiredCaptchas();
      return { captchaId: id, picPath: `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}` };
    },

    async register(body: RegisterBody): Promise<LoginResult> {
      await checkCaptcha(body.captcha_id, body.captcha);
      const user = await repo.insertUser({
        phone: body.mobile,
        passwordHash: await hashPassword(body.password),
        role: body.role,
        nickName: defaultNickName(body.mobile),
      });
      if (!user) throw conflict('phoneTaken');
      return issueSession(user);
    },

    assertPasswordGuessAllowed,
    /** A wrong password typed anywhere (login, password change) counts towards the same limit. */
    recordPasswordFailure: (phone: string, ip: string) => repo.recordLoginFailure(phone, ip),

    async login(body: LoginBody, ip: string): Promise<LoginResult> {
      await assertPasswordGuessAllowed(body.mobile, ip);
      await checkCaptcha(body.captcha_id, body.captcha);
      const user = await repo.findUserByPhone(body.mobile);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
      if (!user || !valid) {
        await repo.recordLoginFailure(body.mobile, ip);
        throw new AppError(400, 'loginFailed');
      }
      if (user.disabled) throw new AppError(403, 'accountDisabled');
      await repo.clearFailuresForPhone(body.mobile);
      return issueSession(user);
    },

    /** Creates an account without a captcha: demo seed and the admin CLI. Null when the phone is taken. */
    async createAccount(input: { phone: string; password: string; role: Role; nickName?: string }) {
      return repo.insertUser({
        phone: input.phone,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        nickName: input.nickName ?? defaultNickName(input.phone),
      });
    },

    logout: (sessionId: number) => repo.revokeSession(sessionId),
    findSession: (token: string) => repo.findActiveSession(hashToken(token)),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
