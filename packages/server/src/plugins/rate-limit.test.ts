import { ROLES } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildTestApp, buildTwoInstances, TEST_CAPTCHA, type TestApp } from '../test/app.ts';
import { onPostgres } from '../test/database.ts';
import { authHeader, nextPhone, TEST_PASSWORD } from '../test/factories.ts';
import { expectBilingualError } from '../test/http.ts';
import { createCounters } from './counters.ts';

const LOW = {
  RATE_LIMIT_ANONYMOUS_PER_IP: '3',
  RATE_LIMIT_CAPTCHAS_PER_IP: '2',
  RATE_LIMIT_WRITES_PER_ACCOUNT: '4',
  RATE_LIMIT_WRITES_PER_IP: '6',
};
const TOO_MANY = 'Too many requests, please try again later';

const majors = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/u/v1/user/get/major/list', remoteAddress, headers });

/** A signed-in job seeker, registered from an address of its own so setup spends no other address's calls. */
async function registerFrom(app: TestApp, remoteAddress: string) {
  const captcha = await app.inject({ method: 'GET', url: '/u/v1/base/captcha', remoteAddress });
  const res = await app.inject({
    method: 'POST',
    url: '/u/v1/user/register',
    remoteAddress,
    payload: {
      mobile: nextPhone(),
      password: TEST_PASSWORD,
      captcha: TEST_CAPTCHA,
      captcha_id: captcha.json().data.captchaId,
      role: ROLES.seeker,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const markRead = (app: TestApp, token: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/u/v1/user/batch/read/messages',
    remoteAddress,
    headers: authHeader(token),
    payload: { msg_id_list: [1] },
  });

function expectLimited(res: Awaited<ReturnType<TestApp['inject']>>) {
  expectBilingualError(res, 429, TOO_MANY);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('general limits (low values configured)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(LOW);
  });
  afterAll(() => app.close());

  it('limits anonymous calls per address, with a bilingual 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await majors(app, '198.51.100.1')).statusCode).toBe(200);
    expectLimited(await majors(app, '198.51.100.1'));
    expect((await majors(app, '198.51.100.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For by default: a forged header does not choose the counted address', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await majors(app, '198.51.100.3', { 'x-forwarded-for': `192.0.2.${i}` });
      expect(res.statusCode).toBe(200);
    }
    expectLimited(await majors(app, '198.51.100.3', { 'x-forwarded-for': '192.0.2.99' }));
  });

  it('bounds captcha fetches per address below the anonymous limit', async () => {
    const captcha = () => app.inject({ method: 'GET', url: '/u/v1/base/captcha', remoteAddress: '198.51.100.4' });
    expect((await captcha()).statusCode).toBe(200);
    expect((await captcha()).statusCode).toBe(200);
    expectLimited(await captcha());
  });

  it('leaves signed-in reads and the health check out of the anonymous count', async () => {
    const token = await registerFrom(app, '198.51.100.5');
    for (let i = 0; i < 5; i++) expect((await majors(app, '198.51.100.5', authHeader(token))).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.51.100.1' })).statusCode).toBe(
        200,
      );
    }
  });

  it('limits the writes of one account whichever address they come from', async () => {
    const token = await registerFrom(app, '198.51.100.6');
    for (let i = 0; i < 4; i++) expect((await markRead(app, token, `203.0.113.${10 + i}`)).statusCode).toBe(200);
    expectLimited(await markRead(app, token, '203.0.113.99'));
  });

  it('limits the writes of one address whichever accounts make them', async () => {
    const [first, second] = [await registerFrom(app, '198.51.100.7'), await registerFrom(app, '198.51.100.8')];
    // The registrations were writes from their own addresses; these six are the shared address's, and
    // neither account reaches its own limit of four.
    for (const token of [first, first, first, first, second, second]) {
      expect((await markRead(app, token, '203.0.113.50')).statusCode).toBe(200);
    }
    expectLimited(await markRead(app, second, '203.0.113.50'));
    expect((await markRead(app, second, '203.0.113.51')).statusCode).toBe(200);
  });
});

describe('reads sent as POST (default limits: 300 writes per address, 60 per account)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_WRITES_PER_IP: '300', RATE_LIMIT_WRITES_PER_ACCOUNT: '60' });
  });
  afterAll(() => app.close());

  it('leaves the standards list and search out of the write limits, which still hold for writes', {
    timeout: 120_000,
  }, async () => {
    const address = '198.51.100.60';
    const token = await registerFrom(app, address);
    const read = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, remoteAddress: address, headers: authHeader(token), payload });
    for (let i = 0; i < 302; i++) {
      const res =
        i % 2 === 0
          ? await read('/u/v1/user/get/standard/list', { pn: 1, psize: 10 })
          : await read('/u/v1/user/search/standard', { ch_name: 'x' });
      expect(res.statusCode, `read ${i + 1}: ${res.body}`).toBe(200);
    }
    // The account's 60 writes pass (its registration was anonymous), the 61st does not.
    for (let i = 0; i < 60; i++) expect((await markRead(app, token, address)).statusCode).toBe(200);
    expectLimited(await markRead(app, token, address));
  });
});

describe('counters', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  /** Ends `key`'s window now, as if its time had passed. */
  const endWindow = (key: string) =>
    app.database.db.execute(
      sql`update rate_limit_counters set reset_at = now() - interval '1 millisecond' where key = ${key}`,
    );

  it('start a new window once the old one has ended, and purge only ended windows', async () => {
    const counters = createCounters(app.database.db);
    const first = await counters.hit('test:short', 300);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(300);
    expect((await counters.hit('test:short', 300)).count).toBe(2);
    const live = await counters.hit('test:long', 60_000);
    expect(live).toMatchObject({ count: 1 });
    expect(live.ttlMs).toBeGreaterThan(59_000);
    await endWindow('test:short');
    expect(await counters.purgeExpired()).toBe(1);
    expect((await counters.hit('test:long', 60_000)).count).toBe(2);
    await counters.hit('test:short', 300);
    await counters.hit('test:short', 300);
    await endWindow('test:short');
    expect((await counters.hit('test:short', 300)).count).toBe(1);
  });
});

describe('behind a configured proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ ...LOW, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' });
  });
  afterAll(() => app.close());

  it('counts the client named by X-Forwarded-For when the proxy sends it', async () => {
    const viaProxy = (client: string) => majors(app, '10.0.0.1', { 'x-forwarded-for': client });
    for (let i = 0; i < 3; i++) expect((await viaProxy('198.51.100.20')).statusCode).toBe(200);
    expectLimited(await viaProxy('198.51.100.20'));
    expect((await viaProxy('198.51.100.21')).statusCode).toBe(200);
    expect((await majors(app, '10.1.2.3', { 'x-forwarded-for': '198.51.100.22' })).statusCode).toBe(200);
  });

  it('still ignores the header from anyone else', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await majors(app, '198.51.100.30', { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(200);
    }
    expectLimited(await majors(app, '198.51.100.30', { 'x-forwarded-for': '192.0.2.50' }));
  });

  it('refuses a TRUST_PROXY entry that is no address', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

// Counters live in PostgreSQL, so the limit holds across instances; PGlite is one process's database.
describe.skipIf(!onPostgres())('two instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof buildTwoInstances>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    instances = await buildTwoInstances(LOW);
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  it('counts one address across both', async () => {
    for (const app of [a, b, a]) expect((await majors(app, '198.51.100.40')).statusCode).toBe(200);
    expectLimited(await majors(b, '198.51.100.40'));
  });

  it('lets exactly the limit through when calls race on both', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => majors(i % 2 === 0 ? a : b, '198.51.100.41')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(17);
  });
});
