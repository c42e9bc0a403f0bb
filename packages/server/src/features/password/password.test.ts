import { LOGIN_FAILURES_PER_PHONE_AND_IP } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_CAPTCHA, type TestApp } from '../../test/app.ts';
import { authHeader, getCaptchaId, login, registerUser } from '../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const change = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/u/v1/user/edit/password', payload, headers: authHeader(token) });

describe('password change (/user/password)', () => {
  it.each([
    ['a wrong current password', { old_password: 'not-my-password' }, 'The current password is wrong'],
    [
      'a new password under 10 characters',
      { new_password: 'short', confirm_password: 'short' },
      'Password must be at least 10 characters',
    ],
    ['a confirmation that does not match', { confirm_password: 'something-else-1' }, 'The two passwords do not match'],
    ['a missing confirmation', { confirm_password: undefined }, 'Please confirm your password'],
    ['an old password under 10 characters', { old_password: 'short' }, 'Password must be at least 10 characters'],
  ])('refuses %s and keeps the password', async (_name, override, msgEn) => {
    const user = await registerUser(app);
    const res = await change(user.token, {
      old_password: user.password,
      new_password: 'brand-new-password-1',
      confirm_password: 'brand-new-password-1',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg_en).toBe(msgEn);
    expect(res.json().msg).toBeTruthy();
    await expect(login(app, user.phone, user.password)).resolves.toBeTruthy();
  });

  it('changes the password and logs out every other session', async () => {
    const user = await registerUser(app);
    const otherDevice = await login(app, user.phone, user.password);
    const res = await change(user.token, {
      old_password: user.password,
      new_password: 'brand-new-password-1',
      confirm_password: 'brand-new-password-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = (token: string) =>
      app.inject({ method: 'GET', url: '/u/v1/user/get/crude/and/profile', headers: authHeader(token) });
    expect((await profile(user.token)).statusCode).toBe(200);
    expect((await profile(otherDevice.token)).statusCode).toBe(401);
    await expect(login(app, user.phone, user.password)).rejects.toThrow();
    await expect(login(app, user.phone, 'brand-new-password-1')).resolves.toBeTruthy();
  });

  it('limits wrong current passwords like failed logins', async () => {
    const user = await registerUser(app);
    const attempt = (old_password: string) =>
      change(user.token, {
        old_password,
        new_password: 'brand-new-password-1',
        confirm_password: 'brand-new-password-1',
      });
    for (let i = 0; i < 5; i++) expect((await attempt('not-my-password')).statusCode).toBe(400);
    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 429,
      msg: expect.any(String),
      msg_en: expect.stringMatching(/Too many/),
    });
    await expect(login(app, user.phone, 'brand-new-password-1')).rejects.toThrow();
  });

  it('a stolen session guessing the current password from one address does not stop the owner signing in from another', async () => {
    const user = await registerUser(app);
    const guess = () =>
      app.inject({
        method: 'POST',
        url: '/u/v1/user/edit/password',
        remoteAddress: '198.51.100.41',
        headers: authHeader(user.token),
        payload: {
          old_password: 'not-my-password',
          new_password: 'stolen-password-1',
          confirm_password: 'stolen-password-1',
        },
      });
    for (let i = 0; i < LOGIN_FAILURES_PER_PHONE_AND_IP; i++) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
    const owner = await app.inject({
      method: 'POST',
      url: '/u/v1/user/passwd_login',
      remoteAddress: '198.51.100.42',
      payload: {
        mobile: user.phone,
        password: user.password,
        captcha: TEST_CAPTCHA,
        captcha_id: await getCaptchaId(app),
      },
    });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/u/v1/user/edit/password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
