import { LOGIN_FAILURES_PER_PHONE, LOGIN_FAILURES_PER_PHONE_AND_IP } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoInstances, TEST_CAPTCHA, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, getCaptchaId, nextPhone, registerUser } from '../../test/factories.ts';

// Two server processes on one PostgreSQL must behave as one (docs/architecture.md#several-instances). PGlite is one
// process's database, so this only means something on PostgreSQL: CI runs it there.
describe.skipIf(!onPostgres())('two server instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof buildTwoInstances>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    instances = await buildTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  it('accepts on one instance a captcha fetched from the other', async () => {
    const res = await b.inject({
      method: 'POST',
      url: '/u/v1/user/register',
      payload: {
        mobile: nextPhone(),
        password: 'long-enough-1',
        captcha: TEST_CAPTCHA,
        captcha_id: await getCaptchaId(a),
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('honours a login made on one instance on the other, and a logout everywhere', async () => {
    const user = await registerUser(a);
    const profile = () =>
      b.inject({ method: 'GET', url: '/u/v1/user/get/crude/and/profile', headers: authHeader(user.token) });
    expect((await profile()).statusCode).toBe(200);
    await a.inject({ method: 'POST', url: '/u/v1/user/logout', headers: authHeader(user.token) });
    expect((await profile()).statusCode).toBe(401);
  });

  it('counts failed logins across both instances', async () => {
    const user = await registerUser(a);
    const attempt = async (app: TestApp) =>
      app.inject({
        method: 'POST',
        url: '/u/v1/user/passwd_login',
        payload: {
          mobile: user.phone,
          password: 'wrong-password-1',
          captcha: TEST_CAPTCHA,
          captcha_id: await getCaptchaId(app),
        },
      });
    for (const app of [a, b, a, b, a]) expect((await attempt(app)).statusCode).toBe(400);
    expect((await attempt(b)).statusCode).toBe(429);
  });

  const guessInParallel = async (phone: string, guesses: number, address: (i: number) => string) => {
    const captchaIds = await Promise.all(Array.from({ length: guesses }, (_, i) => getCaptchaId(i % 2 ? a : b)));
    const results = await Promise.all(
      captchaIds.map((captchaId, i) =>
        (i % 2 ? b : a).inject({
          method: 'POST',
          url: '/u/v1/user/passwd_login',
          remoteAddress: address(i),
          payload: { mobile: phone, password: 'wrong-password-1', captcha: TEST_CAPTCHA, captcha_id: captchaId },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    // 400 "wrong phone or password" is only ever answered after the password was verified.
    return { checked: codes.filter((c) => c === 400).length, refused: results.filter((r) => r.statusCode === 429) };
  };

  it('lets exactly 5 of 20 parallel wrong guesses from one address on one phone reach the password check', async () => {
    const user = await registerUser(a);
    const { checked, refused } = await guessInParallel(user.phone, 20, () => '198.18.1.1');
    expect(checked).toBe(LOGIN_FAILURES_PER_PHONE_AND_IP);
    expect(refused).toHaveLength(20 - LOGIN_FAILURES_PER_PHONE_AND_IP);
    expect(refused[0]?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('lets exactly 50 of 60 parallel wrong guesses on one phone from 60 new addresses reach the password check', async () => {
    const user = await registerUser(a);
    // From 60 addresses, as a botnet would guess: only the count per phone can stop them.
    const guesses = LOGIN_FAILURES_PER_PHONE + 10;
    const { checked, refused } = await guessInParallel(user.phone, guesses, (i) => `198.18.2.${i + 1}`);
    expect(checked).toBe(LOGIN_FAILURES_PER_PHONE);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.json().msg_en).toMatch(/on this phone number/);
  });

  it('lets a captcha be used once even when both instances race for it', async () => {
    const captchaId = await getCaptchaId(a);
    const payload = () => ({
      mobile: nextPhone(),
      password: 'long-enough-1',
      captcha: TEST_CAPTCHA,
      captcha_id: captchaId,
    });
    const results = await Promise.all([
      a.inject({ method: 'POST', url: '/u/v1/user/register', payload: payload() }),
      b.inject({ method: 'POST', url: '/u/v1/user/register', payload: payload() }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('registers a phone once even when two instances race', async () => {
    const mobile = nextPhone();
    const register = async (app: TestApp) =>
      app.inject({
        method: 'POST',
        url: '/u/v1/user/register',
        payload: { mobile, password: 'long-enough-1', captcha: TEST_CAPTCHA, captcha_id: await getCaptchaId(app) },
      });
    const results = await Promise.all([register(a), register(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
