import {
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_PHONE,
  LOGIN_FAILURES_PER_PHONE_AND_IP,
  OIL_SIGNUP_GRANT,
  ROLES,
} from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchas, sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, TEST_CAPTCHA, type TestApp } from '../../test/app.ts';
import {
  authHeader,
  createAdmin,
  getCaptchaId,
  login,
  nextPhone,
  registerUser,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { expectBilingualError, multipart } from '../../test/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const userCount = async () => (await app.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

async function registerPayload(overrides: Record<string, unknown> = {}) {
  return {
    mobile: nextPhone(),
    password: TEST_PASSWORD,
    captcha: TEST_CAPTCHA,
    captcha_id: await getCaptchaId(app),
    role: ROLES.seeker,
    ...overrides,
  };
}

describe('captcha', () => {
  it('returns a raster PNG image and an id', async () => {
    const res = await app.inject({ method: 'GET', url: '/u/v1/base/captcha' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.picPath).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(data.picPath.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is compared case-insensitively and is single use', async () => {
    const captchaId = await getCaptchaId(app);
    const [row] = await app.database.db.select().from(captchas).where(eq(captchas.id, captchaId));
    const payload = await registerPayload({ captcha_id: captchaId, captcha: row?.answer.toUpperCase() });
    const first = await app.inject({ method: 'POST', url: '/u/v1/user/register', payload });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/u/v1/user/register',
      payload: { ...payload, mobile: nextPhone() },
    });
    expect(expectBilingualError(again, 400).msg_en).toBe('Wrong or expired captcha');
  });

  it('refuses an expired captcha', async () => {
    const captchaId = await getCaptchaId(app);
    await app.database.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.id, captchaId));
    const before = await userCount();
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/register',
      payload: await registerPayload({ captcha_id: captchaId }),
    });
    expectBilingualError(res, 400);
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong answer and consumes the captcha', async () => {
    const payload = await registerPayload({ captcha: 'WRONG1' });
    const res = await app.inject({ method: 'POST', url: '/u/v1/user/register', payload });
    expect(expectBilingualError(res, 400).msg).toBe('验证码错误或已过期');
    const [row] = await app.database.db.select().from(captchas).where(eq(captchas.id, payload.captcha_id));
    expect(row).toBeUndefined();
  });
});

describe('register', () => {
  it('registers a job seeker by default and returns the login result', async () => {
    const { role: _role, ...payload } = await registerPayload();
    const res = await app.inject({ method: 'POST', url: '/u/v1/user/register', payload });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ role: '3', nick_name: expect.any(String) });
    expect(data.token).toHaveLength(43);
    expect(data.expired_at).toBeGreaterThan(Date.now() / 1000);
    expect(data.expired_at).toBeLessThan(Date.now() / 1000 + 8 * 24 * 3600);
  });

  it('names the account after the last four digits of its phone, in the language it registers in', async () => {
    const cases = [
      [{}, {}, '用户'],
      [{ language: 'en' }, {}, 'User'],
      [{ language: 'zh' }, { 'accept-language': 'en-US,en;q=0.9' }, '用户'],
      [{}, { 'accept-language': 'en-GB,en;q=0.9,zh-CN;q=0.8' }, 'User'],
      [{}, { 'accept-language': 'fr-FR, zh;q=0.5, en;q=0.7' }, 'User'],
      [{}, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }, '用户'],
      [{ language: 'fr' }, { 'accept-language': 'de' }, '用户'],
    ] as const;
    for (const [fields, headers, prefix] of cases) {
      const payload = await registerPayload(fields);
      const form = multipart(payload as Record<string, string>);
      const res = await app.inject({
        method: 'POST',
        url: '/u/v1/user/register',
        headers: { ...form.headers, ...headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.nick_name, JSON.stringify([fields, headers])).toBe(`${prefix}${payload.mobile.slice(-4)}`);
    }
  });

  it('accepts multipart form data as the web sends it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/register',
      ...multipart((await registerPayload({ role: ROLES.hr })) as Record<string, string>),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('2');
  });

  it('accepts urlencoded bodies', async () => {
    const payload = await registerPayload();
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(payload as Record<string, string>).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('stores the password as an argon2id hash', async () => {
    const user = await registerUser(app);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['missing phone', { mobile: undefined }, 'Please enter your phone number'],
    ['empty phone', { mobile: '' }, 'Please enter your phone number'],
    ['phone of the wrong type', { mobile: 13812345678 }, 'Please enter your phone number'],
    ['phone not starting with 1[3-9]', { mobile: '12812345678' }, 'Please enter a valid phone number'],
    ['10,000-character phone', { mobile: '1'.repeat(10_000) }, 'Please enter a valid phone number'],
    ['missing password', { password: undefined }, 'Please enter your password'],
    ['9-character password', { password: '123456789' }, 'Password must be at least 10 characters'],
    ['missing captcha', { captcha: undefined }, 'Please enter the captcha'],
    ['4-character captcha', { captcha: 'abcd' }, 'Captcha must be at least 5 characters'],
    ['missing captcha id', { captcha_id: undefined }, 'The captcha has expired, please refresh it'],
    ['role 1 (administrator)', { role: '1' }, 'You can only register as a recruiter or a job seeker'],
    ['unknown role', { role: '9' }, 'You can only register as a recruiter or a job seeker'],
    ['role of the wrong type', { role: 3 }, 'You can only register as a recruiter or a job seeker'],
  ];
  it.each(badInputs)('refuses %s with a bilingual 400 and writes nothing', async (_name, overrides, messageEn) => {
    const before = await userCount();
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/register',
      payload: await registerPayload(overrides),
    });
    expect(expectBilingualError(res, 400).msg_en).toBe(messageEn);
    expect(await userCount()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": ',
    });
    expectBilingualError(res, 400);
  });

  it('refuses a phone that is already registered', async () => {
    const user = await registerUser(app);
    const before = await userCount();
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/register',
      payload: await registerPayload({ mobile: user.phone }),
    });
    expect(expectBilingualError(res, 409).msg).toBe('该手机号已注册');
    expect(await userCount()).toBe(before);
  });
});

describe('login', () => {
  it('logs in with phone and password', async () => {
    const user = await registerUser(app, { role: ROLES.hr });
    const result = await login(app, user.phone, user.password);
    expect(result).toMatchObject({ id: user.id, role: '2' });
    expect(result.token).not.toBe(user.token);
  });

  it('gives the same answer for a wrong password and an unknown phone', async () => {
    const user = await registerUser(app);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/u/v1/user/passwd_login',
      payload: {
        mobile: user.phone,
        password: 'wrong-password-1',
        captcha: TEST_CAPTCHA,
        captcha_id: await getCaptchaId(app),
      },
    });
    const unknownPhone = await app.inject({
      method: 'POST',
      url: '/u/v1/user/passwd_login',
      payload: {
        mobile: nextPhone(),
        password: 'wrong-password-1',
        captcha: TEST_CAPTCHA,
        captcha_id: await getCaptchaId(app),
      },
    });
    expect(wrongPassword.statusCode).toBe(unknownPhone.statusCode);
    expect(wrongPassword.json()).toEqual(unknownPhone.json());
    expect(expectBilingualError(wrongPassword, 400).msg).toBe('手机号或密码错误');
  });

  it('rate limits failed logins per phone', async () => {
    const user = await registerUser(app);
    const attempt = async (password: string) =>
      app.inject({
        method: 'POST',
        url: '/u/v1/user/passwd_login',
        payload: { mobile: user.phone, password, captcha: TEST_CAPTCHA, captcha_id: await getCaptchaId(app) },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password-1')).statusCode).toBe(400);
    const blocked = await attempt(user.password);
    expect(expectBilingualError(blocked, 429).msg_en).toMatch(/Too many failed logins/);
  });

  it('rate limits failed logins per IP across phones', async () => {
    const attempt = async () =>
      app.inject({
        method: 'POST',
        url: '/u/v1/user/passwd_login',
        remoteAddress: '203.0.113.9',
        payload: {
          mobile: nextPhone(),
          password: 'wrong-password-1',
          captcha: TEST_CAPTCHA,
          captcha_id: await getCaptchaId(app),
        },
      });
    for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('lets an administrator log in with role 1', async () => {
    const admin = await createAdmin(app);
    expect(admin.role).toBe('1');
  });
});

// The limits slow guessing without refusing the person who knows the password (docs/decisions/0118-sessions-captchas-and-limits.md).
describe('login limits', () => {
  const WRONG = 'wrong-password-1';
  const loginFrom = async (address: string, mobile: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/u/v1/user/passwd_login',
      remoteAddress: address,
      headers,
      payload: { mobile, password, captcha: TEST_CAPTCHA, captcha_id: await getCaptchaId(app) },
    });
  const wrongFrom = async (address: string, mobile: string, times: number) => {
    for (let i = 0; i < times; i++) {
      const res = await loginFrom(address, mobile, WRONG);
      expect(res.statusCode, res.body).toBe(400);
    }
  };

  it('stops one address guessing one phone after 5 failures, even when it then sends the right password', async () => {
    const user = await registerUser(app);
    await wrongFrom('198.51.100.1', user.phone, LOGIN_FAILURES_PER_PHONE_AND_IP);
    const refused = await loginFrom('198.51.100.1', user.phone, user.password);
    expect(expectBilingualError(refused, 429).msg_en).toMatch(/Too many failed logins/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the right password in from another address while one address keeps guessing the same phone', async () => {
    const user = await registerUser(app);
    await wrongFrom('198.51.100.11', user.phone, LOGIN_FAILURES_PER_PHONE_AND_IP);
    for (let i = 0; i < 3; i++) expectBilingualError(await loginFrom('198.51.100.11', user.phone, WRONG), 429);
    const fromB = await loginFrom('198.51.100.12', user.phone, user.password);
    expect(fromB.statusCode, fromB.body).toBe(200);
    expect(fromB.json().data).toMatchObject({ id: user.id });
  });

  it('bounds guessing one phone from many addresses: past the phone limit only an address that signed in to it before may try', async () => {
    const user = await registerUser(app);
    expect((await loginFrom('192.0.2.200', user.phone, user.password)).statusCode).toBe(200);
    const guessers = Math.ceil(LOGIN_FAILURES_PER_PHONE / LOGIN_FAILURES_PER_PHONE_AND_IP);
    for (let a = 1; a <= guessers; a++) await wrongFrom(`192.0.2.${a}`, user.phone, LOGIN_FAILURES_PER_PHONE_AND_IP);
    const newGuesser = await loginFrom('192.0.2.100', user.phone, WRONG);
    expect(expectBilingualError(newGuesser, 429).msg_en).toBe(
      'Too many failed logins on this phone number; try again in 15 minutes, or from a network you have signed in from before',
    );
    expect(Number(newGuesser.headers['retry-after'])).toBeGreaterThan(0);
    // The price of the bound: the owner on a network never used before waits too...
    expectBilingualError(await loginFrom('192.0.2.101', user.phone, user.password), 429);
    // ...but from where they signed in before, the right password gets in.
    const known = await loginFrom('192.0.2.200', user.phone, user.password);
    expect(known.statusCode, known.body).toBe(200);
  });

  it('after one address made 30+ wrong guesses on many phones (its target among them), the user signs in from another address', async () => {
    const user = await registerUser(app);
    const guesser = '198.51.100.21';
    await wrongFrom(guesser, user.phone, LOGIN_FAILURES_PER_PHONE_AND_IP);
    for (let i = LOGIN_FAILURES_PER_PHONE_AND_IP; i < LOGIN_FAILURES_PER_IP; i++)
      await wrongFrom(guesser, nextPhone(), 1);
    const more = await loginFrom(guesser, nextPhone(), WRONG);
    expect(expectBilingualError(more, 429).msg_en).toBe(
      'Too many failed logins from your network, please try again in 15 minutes',
    );
    const fromB = await loginFrom('198.51.100.22', user.phone, user.password);
    expect(fromB.statusCode, fromB.body).toBe(200);
  });

  it('behind one shared address (no TRUST_PROXY), a guesser on many phones does not stop the users who signed in from it before', async () => {
    const proxy = '10.20.0.1';
    const regular = await registerUser(app);
    expect((await loginFrom(proxy, regular.phone, regular.password)).statusCode).toBe(200);
    const newcomer = { mobile: nextPhone(), password: TEST_PASSWORD };
    const registered = await app.inject({
      method: 'POST',
      url: '/u/v1/user/register',
      remoteAddress: proxy,
      payload: { ...newcomer, captcha: TEST_CAPTCHA, captcha_id: await getCaptchaId(app), role: ROLES.seeker },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // Every request comes from the proxy; the clients it names are not believed without TRUST_PROXY.
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
      const res = await loginFrom(proxy, nextPhone(), WRONG, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      expect(res.statusCode).toBe(400);
    }
    expectBilingualError(await loginFrom(proxy, nextPhone(), WRONG, { 'x-forwarded-for': '203.0.113.99' }), 429);
    expect((await loginFrom(proxy, regular.phone, regular.password)).statusCode).toBe(200);
    expect((await loginFrom(proxy, newcomer.mobile, newcomer.password)).statusCode).toBe(200);
    // What the design cannot tell apart: a user who never signed in through this address waits (README: TRUST_PROXY).
    const stranger = await registerUser(app);
    expectBilingualError(await loginFrom(proxy, stranger.phone, stranger.password), 429);
  });

  it("tells a disabled account's right password that the account is disabled, a wrong one only that it is wrong, and counts both", async () => {
    const user = await registerUser(app);
    await app.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const address = '198.51.100.31';
    const wrong = await loginFrom(address, user.phone, WRONG);
    const unknown = await loginFrom('198.51.100.32', nextPhone(), WRONG);
    expect(wrong.json()).toEqual(unknown.json());
    expect(expectBilingualError(wrong, 400).msg_en).toBe('Wrong phone number or password');
    for (let i = 1; i < LOGIN_FAILURES_PER_PHONE_AND_IP; i++) {
      expect(expectBilingualError(await loginFrom(address, user.phone, user.password), 403).msg_en).toBe(
        'This account has been disabled',
      );
    }
    expectBilingualError(await loginFrom(address, user.phone, user.password), 429);
  });
});

describe('an X-Forwarded-For that TRUST_PROXY does not cover', () => {
  const spies: ReturnType<typeof vi.spyOn>[] = [];
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (const env of [{}, { TRUST_PROXY: '10.30.0.0/16' }] as Record<string, string>[]) {
      apps.push(await buildTestApp(env, (built) => void spies.push(vi.spyOn(built.log, 'warn'))));
    }
  });
  afterAll(() => Promise.all(apps.map((built) => built.close())));

  it('is warned of once, naming TRUST_PROXY; one from a trusted proxy is not', async () => {
    const [unset, proxied] = apps as [TestApp, TestApp];
    const call = (target: TestApp, remoteAddress: string, forwarded?: string) =>
      target.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      });
    await call(unset, '10.30.0.5');
    await call(proxied, '10.30.0.5', '203.0.113.4');
    for (const warnings of spies) expect(warnings).not.toHaveBeenCalled();
    for (const forwarded of ['203.0.113.5', '203.0.113.6']) {
      await call(unset, '10.30.0.5', forwarded);
      await call(proxied, '198.51.100.50', forwarded);
    }
    for (const warnings of spies) {
      expect(warnings).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(warnings.mock.calls[0])).toContain('TRUST_PROXY');
    }
  });
});

describe('sessions', () => {
  const profile = (token?: string) =>
    app.inject({ method: 'GET', url: '/u/v1/user/get/crude/and/profile', headers: token ? authHeader(token) : {} });

  it('serves the crude amount (the sign-up grant for a new account) and avatar to a signed-in user', async () => {
    const user = await registerUser(app);
    const res = await profile(user.token);
    expect(res.statusCode).toBe(200);
    const crude_num = OIL_SIGNUP_GRANT.default;
    expect(res.json()).toEqual({ code: 0, msg: 'ok', data: { profile_pic_url: '', crude_num } });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect(expectBilingualError(await profile(), 401).msg).toBe('登录已过期，请重新登录');
    expectBilingualError(await profile('not-a-token'), 401);
  });

  it('stores only the token hash', async () => {
    const user = await registerUser(app);
    const rows = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(user.token);
  });

  it('logout revokes the session', async () => {
    const user = await registerUser(app);
    const res = await app.inject({ method: 'POST', url: '/u/v1/user/logout', headers: authHeader(user.token) });
    expect(res.statusCode).toBe(200);
    expectBilingualError(await profile(user.token), 401);
  });

  it('an expired session answers 401', async () => {
    const user = await registerUser(app);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expectBilingualError(await profile(user.token), 401);
  });

  it('a disabled user is signed out', async () => {
    const user = await registerUser(app);
    await app.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expectBilingualError(await profile(user.token), 401);
  });
});
