import {
  type Captcha,
  CaptchaSchema,
  type LoginBody,
  type LoginResult,
  LoginResultSchema,
  type RegisterBody,
} from '@app/shared';
import { api } from '../../lib/api-client.ts';
import { toast } from '../../lib/feedback.ts';
import { i18n } from '../../lib/i18n.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { endSession } from '../../lib/session-expiry.ts';

export function fetchCaptcha(): Promise<Captcha> {
  return api.get('/u/v1/base/captcha', { schema: CaptchaSchema, anonymous: true });
}

/** SPEC §7: multipart with mobile, password, captcha, captcha_id. */
export function login(body: LoginBody): Promise<LoginResult> {
  return api.post('/u/v1/user/passwd_login', { form: body, schema: LoginResultSchema, anonymous: true });
}

/** SPEC §7: multipart with mobile, password, captcha, captcha_id, role. */
export function register(body: RegisterBody): Promise<LoginResult> {
  return api.post('/u/v1/user/register', { form: body, schema: LoginResultSchema, anonymous: true });
}

/**
 * Revokes the session on the server (best effort: an already expired token changes nothing), clears
 * the stored login, says 'logout successful' and goes to /login.
 */
export async function logout(): Promise<void> {
  try {
    await api.post('/u/v1/user/logout', { ignoreUnauthorized: true });
  } catch {
    // The stored login is cleared either way.
  }
  endSession();
  toast.success(i18n.t('layout:header.logoutSuccess'), 'logout');
  navigateTo('/login', { replace: true });
}
