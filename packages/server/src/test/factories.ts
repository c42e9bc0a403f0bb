import { type LoginResult, ROLES, type Role } from '@app/shared';
import type { TestApp } from './app.ts';
import { TEST_CAPTCHA } from './app.ts';

let phoneCounter = 0;
/** A unique valid mainland mobile number per call within a test file. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `135${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export const TEST_PASSWORD = 'correct-horse-42';

export async function getCaptchaId(app: TestApp): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/u/v1/base/captcha' });
  return res.json().data.captchaId as string;
}

/** Registers through the API, as a person would; returns the login result. */
export async function registerUser(
  app: TestApp,
  options: { role?: Role; phone?: string; password?: string } = {},
): Promise<LoginResult & { phone: string; password: string }> {
  const phone = options.phone ?? nextPhone();
  const password = options.password ?? TEST_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/u/v1/user/register',
    payload: {
      mobile: phone,
      password,
      captcha: TEST_CAPTCHA,
      captcha_id: await getCaptchaId(app),
      role: options.role ?? ROLES.seeker,
    },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return { ...(res.json().data as LoginResult), phone, password };
}

/** An administrator cannot register; tests create one the way the CLI does. */
export async function createAdmin(app: TestApp): Promise<LoginResult & { phone: string; password: string }> {
  const phone = nextPhone();
  await app.services.accounts.create({ phone, password: TEST_PASSWORD, role: ROLES.admin });
  return login(app, phone, TEST_PASSWORD);
}

export async function login(app: TestApp, phone: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/u/v1/user/passwd_login',
    payload: { mobile: phone, password, captcha: TEST_CAPTCHA, captcha_id: await getCaptchaId(app) },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { ...(res.json().data as LoginResult), phone, password };
}

export const authHeader = (token: string) => ({ 'x-token': token });
