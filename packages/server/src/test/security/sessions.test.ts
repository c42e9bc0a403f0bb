import { createHash } from 'node:crypto';
import {
  BID_CODE_ALPHABET,
  CAPTCHA_TTL_SECONDS,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_PHONE_AND_IP,
  SESSION_TTL_SECONDS,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, sessions } from '../../db/schema/index.ts';
import { buildTestApp, buildTwoInstances, TEST_CAPTCHA, type TestApp } from '../app.ts';
import { onPostgres } from '../database.ts';
import { authHeader, createAdmin, getCaptchaId, login, nextPhone, registerUser, TEST_PASSWORD } from '../factories.ts';
import { expectBilingualError, multipart } from '../http.ts';
import { drawImage } from '../media.ts';

/*
 * Sessions and abuse (docs/reliability.md#4-sessions-and-abuse). Already proven in the areas, and not repeated here:
 * - only the token's hash in the sessions row: features/auth/auth.test.ts ("stores only the token hash");
 * - logout revokes the session: features/auth/auth.test.ts ("logout revokes the session"), on every instance:
 *   features/auth/multi-instance.test.ts ("a logout everywhere");
 * - disabling ends every session at once: features/accounts/accounts.test.ts, through the admin call:
 *   features/accounts/admin-users.test.ts ("ends every session at once and refuses the login");
 * - an expired session answers 401: features/auth/auth.test.ts ("an expired session answers 401");
 * - a captcha is single use, an expired or wrong one refused and consumed: features/auth/auth.test.ts; used once
 *   when two instances race for it: features/auth/multi-instance.test.ts;
 * - login brute force per phone and per address: features/auth/auth.test.ts; per phone across two instances and
 *   50 parallel guesses: features/auth/multi-instance.test.ts;
 * - bid-code brute force per address, per link, per hour, strangers never shutting out the client, unknown links
 *   answering as real ones (also racing on PostgreSQL): features/bids/bids.test.ts.
 * What follows adds: entropy over many logins, the raw token nowhere in the database, revocation and expiry on
 * writes and uploads too, the captcha's 60 s lifetime at its edges and its use by a failed login, and the login
 * and bid-code limits holding across two instances on one PostgreSQL.
 */

let app: TestApp;
// Opening a worker's first database and migrating it can take a minute on a busy machine.
beforeAll(async () => {
  app = await buildTestApp();
}, 180_000);
afterAll(() => app?.close());

/** One query over every table: how many rows hold `text` in any column (the row cast to text). */
async function rowsHolding(text: string): Promise<number> {
  const { rows: tables } = (await app.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  expect(tables.length).toBeGreaterThan(20);
  const union = tables.map(
    ({ tablename }) =>
      sql`select count(*)::int as n from ${sql.identifier(tablename)} as t where t::text like ${`%${text}%`}`,
  );
  const { rows } = (await app.database.db.execute(sql.join(union, sql` union all `))) as unknown as {
    rows: { n: number }[];
  };
  return rows.reduce((sum, row) => sum + Number(row.n), 0);
}

const profile = (target: TestApp, token: string) =>
  target.inject({ method: 'GET', url: '/u/v1/user/get/crude/and/profile', headers: authHeader(token) });

/** A read, a JSON write and a multipart upload as the holder of `token`: their statuses. */
async function callsAs(token: string): Promise<number[]> {
  const upload = multipart({}, { filename: 'a.png', data: await drawImage('png') });
  const answers = await Promise.all([
    profile(app, token),
    app.inject({
      method: 'POST',
      url: '/u/v1/user/read/all/messages',
      headers: authHeader(token),
      payload: {},
    }),
    app.inject({
      method: 'POST',
      url: '/u/v1/user/upload/avatar',
      headers: { ...upload.headers, ...authHeader(token) },
      payload: upload.payload,
    }),
  ]);
  for (const res of answers) if (res.statusCode === 401) expectBilingualError(res, 401);
  return answers.map((res) => res.statusCode);
}

describe('session tokens', () => {
  it('are 256 random bits, unique over many logins, and stored only as their SHA-256', async () => {
    const user = await registerUser(app);
    const tokens = [user.token];
    for (let i = 0; i < 31; i += 1) tokens.push((await login(app, user.phone, user.password)).token);
    expect(new Set(tokens).size).toBe(tokens.length);
    const bytes = tokens.map((token) => {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      return Buffer.from(token, 'base64url');
    });
    for (const b of bytes) expect(b).toHaveLength(32);
    // 32 x 256 bits: a fair source sets half of them, within six standard deviations (sd = 45).
    let ones = 0;
    for (const b of bytes) for (const byte of b) for (let bit = 0; bit < 8; bit += 1) ones += (byte >> bit) & 1;
    expect(Math.abs(ones - 4096)).toBeLessThan(6 * 45);

    const rows = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(
      tokens.map((token) => createHash('sha256').update(token).digest('hex')).sort(),
    );
    // The raw token is in no column of any table (sessions, audit entries, messages, counters...).
    for (const token of tokens.slice(0, 4)) expect(await rowsHolding(token)).toBe(0);
    // The scan does find what is there: the hash, in the sessions table.
    expect(await rowsHolding(rows[0]?.tokenHash as string)).toBe(1);
  });

  it('expire on the server: the answer names the stored expiry, and a passed one refuses reads, writes and uploads', async () => {
    const user = await registerUser(app);
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(user.expired_at).toBe(Math.floor((row?.expiresAt.getTime() ?? 0) / 1000));
    expect(user.expired_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(SESSION_TTL_SECONDS);
    expect(await callsAs(user.token)).toEqual([200, 200, 200]);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect(await callsAs(user.token)).toEqual([401, 401, 401]);
  });

  it('logout ends that session at once for reads, writes and uploads, and only that one', async () => {
    const user = await registerUser(app);
    const other = await login(app, user.phone, user.password);
    const out = await app.inject({ method: 'POST', url: '/u/v1/user/logout', headers: authHeader(user.token) });
    expect(out.statusCode).toBe(200);
    expect(await callsAs(user.token)).toEqual([401, 401, 401]);
    expect((await profile(app, other.token)).statusCode).toBe(200);
  });

  it('disabling through the admin call ends every session of the account at once, uploads included', async () => {
    const admin = await createAdmin(app);
    const user = await registerUser(app);
    const second = await login(app, user.phone, user.password);
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/admin/update/user/disabled',
      headers: authHeader(admin.token),
      payload: { user_id: user.id, disabled: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await callsAs(user.token)).toEqual([401, 401, 401]);
    expect(await callsAs(second.token)).toEqual([401, 401, 401]);
  });
});

describe('captchas', () => {
  const loginWith = async (phone: string, password: string, captchaId: string) =>
    app.inject({
      method: 'POST',
      url: '/u/v1/user/passwd_login',
      payload: { mobile: phone, password, captcha: TEST_CAPTCHA, captcha_id: captchaId },
    });
  const captchaAged = async (seconds: number) => {
    const id = await getCaptchaId(app);
    await app.database.db
      .update(captchas)
      .set({ expiresAt: sql`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS - seconds})` })
      .where(eq(captchas.id, id));
    return id;
  };

  it(`live ${CAPTCHA_TTL_SECONDS} s from their issue: accepted at 59 s, refused at 61 s`, async () => {
    const user = await registerUser(app);
    const before = Date.now();
    const id = await getCaptchaId(app);
    const after = Date.now();
    const [row] = await app.database.db.select().from(captchas).where(eq(captchas.id, id));
    const expires = row?.expiresAt.getTime() ?? 0;
    expect(expires).toBeGreaterThanOrEqual(before + CAPTCHA_TTL_SECONDS * 1000 - 1);
    expect(expires).toBeLessThanOrEqual(after + CAPTCHA_TTL_SECONDS * 1000 + 1);

    expect((await loginWith(user.phone, user.password, await captchaAged(59))).statusCode).toBe(200);
    const late = await loginWith(user.phone, user.password, await captchaAged(61));
    expect(expectBilingualError(late, 400).msg_en).toBe('Wrong or expired captcha');
  });

  it('are used up by a failed login: the right password cannot reuse it', async () => {
    const user = await registerUser(app);
    const id = await getCaptchaId(app);
    expectBilingualError(await loginWith(user.phone, 'wrong-password-1', id), 400);
    const again = await loginWith(user.phone, user.password, id);
    expect(expectBilingualError(again, 400).msg_en).toBe('Wrong or expired captcha');
    // And a successful one cannot be replayed either.
    const fresh = await getCaptchaId(app);
    expect((await loginWith(user.phone, user.password, fresh)).statusCode).toBe(200);
    expectBilingualError(await loginWith(user.phone, user.password, fresh), 400);
  });
});

// Two processes on one PostgreSQL must count as one (docs/architecture.md#several-instances); PGlite is one process's
// database.
describe.skipIf(!onPostgres())('brute force across two instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof buildTwoInstances>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    instances = await buildTwoInstances();
    ({ a, b } = instances);
  }, 180_000);
  afterAll(() => instances?.close());

  it('counts failed logins from one address over both instances and many phones', async () => {
    const attempt = async (target: TestApp) =>
      target.inject({
        method: 'POST',
        url: '/u/v1/user/passwd_login',
        remoteAddress: '203.0.113.77',
        payload: {
          mobile: nextPhone(),
          password: 'wrong-password-1',
          captcha: TEST_CAPTCHA,
          captcha_id: await getCaptchaId(target),
        },
      });
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i += 1) expect((await attempt(i % 2 ? a : b)).statusCode).toBe(400);
    expectBilingualError(await attempt(a), 429);
    expectBilingualError(await attempt(b), 429);
    // A user who has not failed, from another address, still signs in on either.
    const user = await registerUser(a, { password: TEST_PASSWORD });
    expect((await login(b, user.phone, TEST_PASSWORD)).token).toBeTruthy();
    expect(LOGIN_FAILURES_PER_PHONE_AND_IP).toBeLessThan(LOGIN_FAILURES_PER_IP);
  });

  it("slows one guessing address on either instance, and counts a link's window exactly racing on both", async () => {
    const admin = await createAdmin(a);
    const created = await a.inject({
      method: 'POST',
      url: '/u/v1/admin/add/bid',
      headers: authHeader(admin.token),
      payload: { title: '投标', client_name: '业主', note: '', expires_at: '2099-12-31' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const bid = created.json().data as { link: string; code: string };
    const letters = BID_CODE_ALPHABET.split('').filter((c) => c !== bid.code[0]);
    const wrong = (n: number) => `${letters[n % letters.length]}${bid.code.slice(1)}`;
    const verify = (target: TestApp, code: string, address: string) =>
      target.inject({
        method: 'POST',
        url: `/u/v1/client/get${bid.link}`,
        payload: { verify_code: code },
        remoteAddress: address,
      });
    // The client opens the link once.
    expect((await verify(a, bid.code, '198.51.100.9')).statusCode).toBe(200);

    // One address, alternating instances: the per-address limit (5 a minute) holds over both.
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1) answers.push((await verify(i % 2 ? a : b, wrong(i), '192.0.2.50')).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429, 429]);

    // Many addresses racing on both instances: the link's window (20 failures an hour) fills exactly.
    const racing = await Promise.all(
      Array.from({ length: 24 }, (_, i) => verify(i % 2 ? a : b, wrong(100 + i), `198.18.1.${i + 1}`)),
    );
    const codes = racing.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(20 - 5);
    expect(codes.filter((c) => c === 429)).toHaveLength(24 - (20 - 5));
    // Full for a stranger on both instances, never for the client's address.
    expectBilingualError(await verify(a, bid.code, '198.18.2.1'), 429);
    expectBilingualError(await verify(b, bid.code, '198.18.2.2'), 429);
    expect((await verify(b, bid.code, '198.51.100.9')).statusCode).toBe(200);
  });
});
