import { randomBytes } from 'node:crypto';
import { ROLES } from '@app/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, type Harness, openBrowser, POLL, uniquePhone } from '../src/harness.ts';
import { ADMIN, type ApiUser, apiOn, type Instances, reachablePostgres, startInstances } from '../src/instances.ts';

/**
 * Two server processes on one PostgreSQL behave as one (docs/reliability.md#5-two-instances-one-postgresql). The happy
 * paths alternate between them: a captcha shown by A is accepted by B; a message written through A is pushed live to a
 * browser connected to B; a job approved on A is found by a search on B; a logout on A ends the session on B, its page
 * and its live stream. Needs PostgreSQL on 127.0.0.1:5432 (or E2E_POSTGRES_URL); skips without it (CI has it).
 */

const postgres = await reachablePostgres();
if (!postgres) console.warn('two-instances.e2e.ts skipped: no PostgreSQL reachable on 127.0.0.1:5432');

const TEXT = {
  zh: {
    phone: '手机号',
    password: '密码',
    confirm: '确认密码',
    captcha: '验证码',
    login: '登录',
    register: '注册',
    bell: /^消息通知/,
  },
  en: {
    phone: 'Phone number',
    password: 'Password',
    confirm: 'Confirm password',
    captcha: 'Captcha',
    login: 'Log in',
    register: 'Sign up',
    bell: /^Notifications/,
  },
} as const;
type Lang = keyof typeof TEXT;

describe.skipIf(!postgres)('two server processes on one PostgreSQL', () => {
  let run: Instances;
  let h: Harness;
  let A: ReturnType<typeof apiOn>;
  let B: ReturnType<typeof apiOn>;

  beforeAll(async () => {
    [run, h] = await Promise.all([startInstances(postgres as string, 2), openBrowser()]);
    const [a, b] = run.servers;
    if (!a || !b) throw new Error('two instances expected');
    A = apiOn(a.url);
    B = apiOn(b.url);
  });
  afterAll(async () => {
    await h?.close();
    await run?.close();
  });

  const on = (api: ReturnType<typeof apiOn>, pathname: string) => new URL(pathname, api.base).toString();
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  /** The page's own calls to `pathname` are sent to `target` instead (the rest stays on the page's instance). */
  async function sendTo(page: Page, pathname: string, target: ReturnType<typeof apiOn>) {
    const forwarded: string[] = [];
    await page.route(`**${pathname}`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: on(target, url.pathname + url.search) });
      forwarded.push(`${response.status()} ${new URL(response.url()).origin}`);
      await route.fulfill({ response });
    });
    return forwarded;
  }

  /** Stores a login in a page served by `api`'s instance, as the login page does. */
  async function signIn(page: Page, api: ReturnType<typeof apiOn>, user: ApiUser) {
    const { storedLoginEntries } = await import('@app/shared');
    await page.goto(on(api, '/healthz'));
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, storedLoginEntries(user));
  }

  const unreadOn = async (page: Page, bell: RegExp) =>
    Number((await page.getByRole('button', { name: bell }).first().textContent())?.replace(/\D/g, '') || 0);

  it.each([
    ['zh', 'register'],
    ['en', 'login'],
  ] as const)(
    '(%s) the login page and its captcha come from A; the %s is posted to B and accepted',
    async (lang, mode) => {
      const t = TEXT[lang as Lang];
      const password = 'two-instances-1';
      const phone = uniquePhone();
      const existing = mode === 'login' ? await registerWithPassword(phone, password) : null;

      const page = await h.newPage(lang);
      const captchas: string[] = [];
      page.on('response', (res) => {
        if (res.url().includes('/u/v1/base/captcha')) captchas.push(new URL(res.url()).origin);
      });
      const forwarded = await sendTo(page, mode === 'register' ? '/u/v1/user/register' : '/u/v1/user/passwd_login', B);
      await page.goto(on(A, '/login'));
      await page.locator('[data-testid="captcha-image"] img').waitFor();
      if (mode === 'register') {
        await page.getByText(t.register, { exact: true }).click();
        await page.getByLabel(t.confirm).waitFor();
      }
      await page.getByLabel(t.phone).fill(phone);
      await page.getByLabel(t.password, { exact: true }).fill(password);
      if (mode === 'register') await page.getByLabel(t.confirm).fill(password);
      await page.getByLabel(t.captcha, { exact: true }).fill(CAPTCHA);
      await page.getByRole('button', { name: t[mode], exact: true }).click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/home');

      expect(captchas.length).toBeGreaterThan(0);
      expect(new Set(captchas)).toEqual(new Set([new URL(A.base).origin]));
      expect(forwarded).toEqual([`200 ${new URL(B.base).origin}`]);
      // The session B issued is valid on both instances.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).toBeTruthy();
      if (existing) expect(token).not.toBe(existing.token);
      for (const api of [A, B]) expect(await api.status('/u/v1/user/get/crude/and/profile', token as string)).toBe(200);
    },
  );

  /** A job seeker registered through A with `password`, its captcha fetched from B. */
  async function registerWithPassword(phone: string, password: string) {
    return A.post('/u/v1/user/register', {
      mobile: phone,
      password,
      captcha: CAPTCHA,
      captcha_id: await B.captchaId(),
      role: ROLES.seeker,
    }) as Promise<{ token: string }>;
  }

  it('pushes a message written through A to the bell of a browser connected to B, without a reload', async () => {
    const seeker = await B.register(ROLES.seeker);
    await A.post(
      '/u/v1/hunter/save/resume',
      {
        ...{ nick_name: `两实例${randomBytes(3).toString('hex')}`, chinese_name: '', birthday: '1990-03-01' },
        ...{ email: `${seeker.phone}@example.com`, address: '上海市浦东新区', gender: 'male', status: 2 },
        ...{ experience: 10, degree: 2, enable_resume: 0, self_desc: '十年桥梁结构设计经验。' },
        major_ids: [],
        cert_ids: [],
        projects: [
          {
            project_name: '跨江大桥',
            position: '结构工程师',
            description: '主桥结构计算与施工图设计',
            start_time: '2018-01-01',
            end_time: '2021-06-30',
          },
        ],
      },
      seeker.token,
    );
    const hr = await A.register(ROLES.hr);

    const page = await h.newPage('zh');
    const streams: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/u/v1/user/messages/stream')) streams.push(new URL(req.url()).origin);
    });
    await signIn(page, B, seeker);
    await page.goto(on(B, '/home'));
    await page.getByRole('button', { name: TEXT.zh.bell }).first().waitFor();
    await expect.poll(() => streams.length, POLL).toBeGreaterThan(0);
    const before = await unreadOn(page, TEXT.zh.bell);

    await A.post('/u/v1/hr/apply/user/resume', { hunter_id: seeker.id, message: '想看看您的简历。' }, hr.token);

    // Polling is every 20 s: within 8 s the count can only have come over B's stream, notified through PostgreSQL.
    await expect.poll(() => unreadOn(page, TEXT.zh.bell), { timeout: 8_000 }).toBe(before + 1);
    expect(new Set(streams)).toEqual(new Set([new URL(B.base).origin]));
  });

  it('finds on B, in the browser, a job approved on A', async () => {
    const title = `双实例桥梁工程师${randomBytes(3).toString('hex')}`;
    const hr = await B.register(ROLES.hr);
    const job = (await B.post(
      '/u/v1/hr/add/job',
      {
        title,
        city: 'nantong',
        address: '南通市崇川区工农路 8 号',
        company: '江海桥梁工程有限公司',
        description: '负责跨江大桥的结构设计与施工配合。',
        publisher_name: '李工',
        phone: '0513-86123456',
        email: 'hr@jianghai.example.cn',
        job_type: 'full_time',
        experience: '3-5',
        salary: '20-40',
      },
      hr.token,
    )) as { id: number; revision: number };
    const seeker = await A.register(ROLES.seeker);
    const page = await h.newPage('en');
    await signIn(page, B, seeker);
    const search = `/jobs?key_word=${encodeURIComponent(title)}`;
    await page.goto(on(B, search));
    await page.getByPlaceholder(/Job, company/).waitFor();
    expect(await page.getByText(title).count()).toBe(0);

    const admin = await A.login(ADMIN.phone, ADMIN.password);
    await A.post('/u/v1/admin/review/job', { id: job.id, decision: 'approve', revision: job.revision }, admin.token);

    await page.goto(on(B, search));
    await page.getByText(title).first().waitFor();
  });

  it('ends on B, at once, the session logged out on A: its pages and its live stream', async () => {
    const seeker = await B.register(ROLES.seeker);
    const page = await h.newPage('en');
    await signIn(page, B, seeker);
    await page.goto(on(B, '/user/messages'));
    await page.getByRole('button', { name: TEXT.en.bell }).first().waitFor();

    // A live stream of the same session, open on B.
    const stream = await fetch(on(B, '/u/v1/user/messages/stream'), { headers: { 'x-token': seeker.token } });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    let ended = false;
    void (async () => {
      while (!(await reader.read().catch(() => ({ done: true }))).done);
      ended = true;
    })();

    await A.post('/u/v1/user/logout', {}, seeker.token);

    expect(await B.status('/u/v1/user/get/crude/and/profile', seeker.token)).toBe(401);
    try {
      await expect.poll(() => ended, POLL).toBe(true);
    } finally {
      await reader.cancel().catch(() => {});
    }
    await page.goto(on(B, '/user/messages'));
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/login');
  });
});
