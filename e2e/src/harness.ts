/**
 * E2E harness. The global setup (global-setup.ts) starts ONE real server for the run: the built web app,
 * a fresh embedded database seeded with the demo data (logins in the README, password Demo@123456), and
 * CAPTCHA_TEST_ANSWER=TESTX so typing TESTX passes any captcha. Each test file opens its own browser:
 *
 *   const h = await openBrowser();            // in beforeAll; h.close() in afterAll
 *   const page = await h.newPage('en');       // fresh context, language preset ('zh' default)
 *   await page.goto(h.url('/login'));
 *   const user = await registerViaApi({ role: '3' });   // fast setup through the API
 *   await loginAs(page, user);                // stores the session like the login page does
 *
 * Drive screens by visible labels (getByRole, getByLabel, getByText), in zh and in en.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_COOKIES, type LoginResult, ROLES, type Role, STORAGE_KEYS, storedLoginEntries } from '@app/shared';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';

export const CAPTCHA = 'TESTX';
export const DEMO_PASSWORD = 'Demo@123456';
export const DEMO = {
  admin: '13800000000',
  hr: '13900000001',
  seeker: '13700000001',
} as const;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Pass to every expect.poll: vitest's default gives up after 1 s, shorter than a cold page on a busy machine.
 * Nothing waits on the wall clock for time to pass in the app; a test that needs time to pass controls the
 * page's clock (page.clock).
 */
export const POLL = { timeout: 10_000 } as const;

export const SHOTS_DIR = path.resolve(import.meta.dirname, '../.artifacts');

export function baseUrl(): string {
  return inject('baseUrl');
}

export type Harness = {
  browser: Browser;
  url(pathname: string): string;
  newPage(language?: 'zh' | 'en', viewport?: { width: number; height: number }): Promise<Page>;
  screenshot(page: Page, name: string): Promise<string>;
  close(): Promise<void>;
};

export async function openBrowser(): Promise<Harness> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    url: (pathname) => new URL(pathname, baseUrl()).toString(),
    async newPage(language = 'zh', viewport = { width: 1366, height: 860 }) {
      // In China, as the platform's users are, while the server runs in UTC: a page that showed a time in the
      // process's own zone would not hydrate.
      const locale = language === 'zh' ? 'zh-CN' : 'en-US';
      const context = await browser.newContext({ viewport, locale, timezoneId: 'Asia/Shanghai' });
      contexts.push(context);
      await context.addInitScript(
        ([key, value]) => {
          if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
        },
        [STORAGE_KEYS.language, language] as const,
      );
      return takingOver(await context.newPage());
    },
    async screenshot(page, name) {
      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      const file = path.join(SHOTS_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
    },
  };
}

/**
 * The page's `goto` answers once the app has taken over a page the server drew (ADR 0126), as a user finds it ready:
 * before that its forms and buttons are drawn but do nothing. A page of the app shell is the app's from the start.
 */
function takingOver(page: Page): Page {
  const goto = page.goto.bind(page);
  // What went wrong on the way, told when the app does not take over.
  const trouble: string[] = [];
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && trouble.push(`console: ${message.text()}`));
  page.on('requestfailed', (request) => trouble.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  const pending = inFlight(page);
  page.goto = async (url, options) => {
    trouble.length = 0;
    const response = await goto(url, options);
    await page
      .waitForFunction(
        () => {
          const root = document.documentElement;
          return !root.hasAttribute('data-drawn') || root.hasAttribute('data-hydrated');
        },
        null,
        { timeout: 60_000 },
      )
      .catch(async (error: Error) => {
        const waiting = [...pending].map((request) => request.url());
        throw new Error(
          `${error.message}\nthe app did not take over ${url}: ${await stateOf(page)}\nstill loading: ${waiting}\n${trouble.join('\n')}`,
        );
      });
    return response;
  };
  return page;
}

/** Where a page's start stands: its document's attributes, its scripts, what its root shows. */
function stateOf(page: Page): Promise<string> {
  return page
    .evaluate(() =>
      JSON.stringify({
        html: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`),
        scripts: [...document.scripts].map((script) => script.src || 'inline'),
        root: document.getElementById('root')?.textContent?.slice(0, 200),
      }),
    )
    .catch((error: Error) => error.message);
}

/** The requests the page is waiting for, kept up to date as it runs: every request but the live message stream. */
export function inFlight(page: Page): Set<Request> {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') pending.add(request);
  });
  // The live message stream answers at once and stays open: not something the page waits for.
  page.on('response', (response) => {
    if (response.headers()['content-type']?.startsWith('text/event-stream')) pending.delete(response.request());
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

/** Waits until React has hydrated the page the server drew (`data-hydrated` on <html>, set by app/full-app.tsx). */
export async function hydrated(page: Page, timeout: number = POLL.timeout): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, null, { timeout });
}

/**
 * Opens `pathname` after `loginAs`: the app's first load writes the stored login into the cookies the server draws
 * documents from (as a login on the login page does), so the next document is drawn signed in.
 */
export async function writeDocumentCookies(page: Page, pathname: string): Promise<void> {
  await page.goto(new URL(pathname, baseUrl()).toString());
  await page.waitForFunction(
    (name) => document.cookie.split('; ').some((cookie) => cookie.startsWith(`${name}=`)),
    DOCUMENT_COOKIES.token,
  );
}

/** A unique valid phone per call across the whole run. */
export function uniquePhone(): string {
  return `15${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

async function api<T>(pathname: string, body: Record<string, string>): Promise<T> {
  const res = await fetch(new URL(pathname, baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; msg: string };
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${json.msg}`);
  return json.data;
}

async function captchaId(): Promise<string> {
  const res = await fetch(new URL('/u/v1/base/captcha', baseUrl()));
  return ((await res.json()) as { data: { captchaId: string } }).data.captchaId;
}

export type TestUser = LoginResult & { phone: string; password: string };

export async function registerViaApi(
  options: { role?: Role; phone?: string; password?: string } = {},
): Promise<TestUser> {
  const phone = options.phone ?? uniquePhone();
  const password = options.password ?? 'e2e-password-1';
  const result = await api<LoginResult>('/u/v1/user/register', {
    mobile: phone,
    password,
    captcha: CAPTCHA,
    captcha_id: await captchaId(),
    role: options.role ?? ROLES.seeker,
  });
  return { ...result, phone, password };
}

export async function loginViaApi(phone: string, password = DEMO_PASSWORD): Promise<TestUser> {
  const result = await api<LoginResult>('/u/v1/user/passwd_login', {
    mobile: phone,
    password,
    captcha: CAPTCHA,
    captcha_id: await captchaId(),
  });
  return { ...result, phone, password };
}

/**
 * Stores a login result in the page's local storage under the stored login's keys (`STORAGE_KEYS`), as the login page
 * does.
 */
export async function loginAs(page: Page, user: LoginResult): Promise<void> {
  // Storage is written from a same-origin page without the app (/healthz), so no live app reacts to a
  // half-written login before the test navigates.
  if (page.url() === 'about:blank') await page.goto(new URL('/healthz', baseUrl()).toString());
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, storedLoginEntries(user));
}

/** Calls the API as a signed-in user (POST with a JSON body, else GET) and answers the envelope's data. */
export async function callApi(pathname: string, token: string, body?: Record<string, unknown>) {
  const res = await fetch(new URL(pathname, baseUrl()), {
    method: body ? 'POST' : 'GET',
    headers: { 'x-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: unknown; msg: string };
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${json.msg}`);
  return json.data as Record<string, unknown>;
}

/** A job seeker with a resume that has every part an application needs (ADR 0093), saved through the API. */
export async function registerSeekerWithResume(): Promise<TestUser> {
  const seeker = await registerViaApi({ role: ROLES.seeker });
  const [major] = (await callApi('/u/v1/user/get/major/list', seeker.token)) as unknown as { id: number }[];
  await callApi('/u/v1/hunter/save/resume', seeker.token, {
    ...{ nick_name: seeker.nick_name, chinese_name: '', birthday: '1995-05-01', email: `${seeker.phone}@example.com` },
    ...{ address: '上海市浦东新区', gender: 'male', status: 2, experience: 3, degree: 2 },
    self_desc: '三年结构设计经验。',
    major_ids: major ? [major.id] : [],
    cert_ids: [],
    projects: [
      {
        project_name: '测试项目',
        position: '结构工程师',
        description: '结构计算与施工图设计',
        start_time: '2022-01-01',
        end_time: '2023-01-01',
      },
    ],
  });
  return seeker;
}

/** Waits for an antd message (toast) saying `text`. */
export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first().waitFor();

/** Picks `option` in the antd Select labelled `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}
