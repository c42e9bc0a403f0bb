import { DOCUMENT_COOKIES, type Language, SERVER_STATE_ID } from '@app/shared';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  type Harness,
  hydrated,
  inFlight,
  loginAs,
  loginViaApi,
  openBrowser,
  POLL,
  writeDocumentCookies,
} from '../src/harness.ts';
import {
  demoIds,
  type Ids,
  LOGINS,
  type PageRoute,
  storeLanguage,
  VISITS,
  type Visit,
  type VisitRole,
} from '../src/page-visits.ts';

/**
 * Every page is drawn by the server and hydrated in the browser (ADR 0126). One walk over every route of the route
 * table (src/page-visits.ts), as the role it is for, in Chinese and in English: the document holds the page, its title
 * and the state the browser hydrates from, and once the app has hydrated it nothing went wrong (no console error, no
 * hydration warning, no page error). One browser; one context per role and language, logged in once, the two
 * languages walked side by side.
 */

const LANGUAGES: Language[] = ['zh', 'en'];
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };
const SITE: Record<Language, string> = { zh: '工程人才网', en: 'EngiTalent' };
/** A signed-out /login is the prerendered login screen of the app shell, never drawn per request (ADR 0070). */
const SHELL: PageRoute[] = ['/login'];
/** A page has loaded, hydrated and stopped calling within this (a cold page on a busy machine takes seconds). */
const SETTLE_MS = 60_000;
/**
 * Visits whose page asks for what the API refuses by design (a closed resume answers 403 to the HR): the browser's
 * console notes the refused answer.
 */
const REFUSED = new Set(['/talent/:id (a closed resume)']);
const REFUSED_ANSWER = /^error: Failed to load resource: the server responded with a status of 403\b/;

let h: Harness;
let ids: Ids;
beforeAll(async () => {
  [h, ids] = await Promise.all([openBrowser(), demoIds()]);
});
afterAll(async () => {
  await h?.close();
});

/** What a user's console would show: errors, warnings about hydration, uncaught errors. */
function problemsOf(page: Page): string[] {
  const found: string[] = [];
  page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const hydration = message.type() === 'warning' && /hydrat/i.test(message.text());
    if (message.type() === 'error' || hydration) found.push(`${message.type()}: ${message.text()}`);
  });
  return found;
}

/** Waits until the page has called everything it calls (its lazy parts, its data) and stays so for a few frames. */
async function quiet(page: Page, pending: Set<Request>) {
  const deadline = Date.now() + SETTLE_MS;
  let calm = 0;
  while (calm < 3) {
    if (Date.now() > deadline) throw new Error(`${page.url()} kept calling: ${[...pending].map((r) => r.url())}`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    calm = pending.size === 0 ? calm + 1 : 0;
  }
}

async function documentCookies(page: Page) {
  const cookies = await page.context().cookies(h.url('/'));
  return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/**
 * A role's visits that open a document of their own: a visit that only brings the page to another state once it has
 * loaded opens the same document as the visit of its route before it.
 */
function documents(role: VisitRole): Visit[] {
  return VISITS[role].filter(
    (visit, at, all) => !visit.prepare || !all.slice(0, at).some((v) => v.route === visit.route),
  );
}

/** One language's tab of a role: its page, the requests it waits for, what its console showed since it was cleared. */
type Tab = { page: Page; pending: Set<Request>; problems: string[]; language: Language };

/** A context of its own for the language, logged in as the role (null: signed out) with the cookies the server reads. */
async function openTab(phone: string | null, language: Language): Promise<Tab> {
  const page = await h.newPage(language);
  const tab = { page, pending: inFlight(page), problems: problemsOf(page), language };
  if (phone) await loginAs(page, await loginViaApi(phone));
  else await page.goto(h.url('/healthz'));
  await storeLanguage(page, language);
  if (phone) await writeDocumentCookies(page, '/user/password');
  return tab;
}

/** Opens one page and answers what is wrong with its document, its hydration or its console. */
async function visit(tab: Tab, address: string, route: PageRoute, refused: boolean): Promise<string[]> {
  const { page, language } = tab;
  tab.problems.length = 0;
  const found: string[] = [];
  const response = await page.goto(h.url(address));
  const html = (await response?.text()) ?? '';
  if (response?.status() !== 200) found.push(`status ${response?.status()}`);
  if (!SHELL.includes(route)) {
    if (!html.includes(`<html lang="${HTML_LANG[language]}" data-drawn=`)) found.push('not drawn in its language');
    if (!html.includes(`id="${SERVER_STATE_ID}"`)) found.push('no server state');
    if (!/<div id="root"><[a-z]/.test(html)) found.push('an empty root');
    const title = titleOf(html);
    if (!title.endsWith(` - ${SITE[language]}`) || title === ` - ${SITE[language]}`) found.push(`title "${title}"`);
    await hydrated(page, SETTLE_MS);
  }
  await quiet(page, tab.pending);
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(h.url(address)).pathname) found.push(`went on to ${landed}`);
  const shown = tab.problems.filter((line) => !(refused && REFUSED_ANSWER.test(line)));
  return [...found, ...shown].map((line) => `[${language}] ${line}`);
}

// Both languages side by side: one tab draws while the other hydrates.
describe.each(Object.keys(VISITS) as VisitRole[])('drawn and hydrated: %s', (role) => {
  let tabs: Tab[] = [];
  beforeAll(async () => {
    tabs = await Promise.all(LANGUAGES.map((language) => openTab(LOGINS[role], language)));
  });
  afterAll(() => Promise.all(tabs.map((tab) => tab.page.context().close())));

  it.each(documents(role).map((visit) => [`${visit.route}${visit.state ? ` (${visit.state})` : ''}`, visit] as const))(
    '%s',
    async (name, { route, path }) => {
      const address = path?.(ids) ?? route;
      const found = await Promise.all(tabs.map((tab) => visit(tab, address, route, REFUSED.has(name))));
      expect(found.flat()).toEqual([]);
    },
    120_000,
  );
});

describe('after hydration', () => {
  it('/jobs: the app writes the login into cookies, the page is drawn with its data, then searches (zh, en)', async () => {
    const seeker = await loginViaApi(DEMO.seeker);
    const page = await h.newPage('zh');
    const problems = problemsOf(page);
    await loginAs(page, seeker);

    // The first visit after a login written before the cookies existed: the app writes them.
    await page.goto(h.url('/jobs'));
    await page.getByRole('heading', { name: '找工作' }).waitFor();
    const cookies = await documentCookies(page);
    expect(decodeURIComponent(cookies[DOCUMENT_COOKIES.token]?.value ?? '')).toBe(seeker.token);
    expect(cookies[DOCUMENT_COOKIES.token]?.sameSite).toBe('Strict');
    expect(cookies[DOCUMENT_COOKIES.language]?.value).toBe('zh');

    // Now the document itself carries the page and its data, kept by no cache.
    const response = await page.goto(h.url('/jobs'));
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`id="${SERVER_STATE_ID}"`);
    expect(html).toMatch(/共 \d+ 个职位/);
    expect(response?.headers()['cache-control']).toBe('no-store');

    // The hydrated page works: a keyword search.
    await hydrated(page);
    const total = page.getByText(/共 \d+ 个职位/).first();
    const everyJob = await total.textContent();
    await page.getByRole('searchbox').or(page.getByPlaceholder('职位、公司、专业或证书')).first().fill('桥梁');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('key_word'), POLL).toBe('桥梁');
    await expect.poll(() => total.textContent(), POLL).not.toBe(everyJob);

    // A language switch is kept in the cookie too: the next document is drawn in English.
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Find a job' }).waitFor();
    expect((await documentCookies(page))[DOCUMENT_COOKIES.language]?.value).toBe('en');
    const english = await page.goto(h.url('/jobs'));
    const englishHtml = (await english?.text()) ?? '';
    expect(englishHtml).toContain('<html lang="en"');
    expect(englishHtml).toContain('<title>Find a job - EngiTalent</title>');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Find a job' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('/talent/{id}: a resume drawn with its antd styles (en)', async () => {
    const hr = await loginViaApi(DEMO.hr);
    const page = await h.newPage('en');
    await loginAs(page, hr);
    await page.goto(h.url(`/talent/${ids.talent}`));
    await page.getByRole('button', { name: 'Export PDF' }).waitFor();

    const html = (await (await page.goto(h.url(`/talent/${ids.talent}`)))?.text()) ?? '';
    expect(html).toContain('<title>Talent resume - EngiTalent</title>');
    expect(html).toMatch(/<style>[^<]*\.ant-descriptions/);
  });
});

describe('a browser that keeps another language than its cookie says', () => {
  it('gets the page drawn again in its language from the same data, with no hydration error (/company)', async () => {
    const page = await h.newPage('en');
    const problems = problemsOf(page);
    await page.goto(h.url('/healthz'));
    await page
      .context()
      .addCookies([{ name: DOCUMENT_COOKIES.language, value: 'zh', url: h.url('/'), sameSite: 'Strict' }]);
    const response = await page.goto(h.url('/company'));
    expect((await response?.text()) ?? '').toContain('<html lang="zh-CN" data-drawn=');
    await expect.poll(() => page.title(), POLL).toMatch(/ - EngiTalent$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // The app wrote its language into the cookie: the next document is drawn in it.
    expect((await documentCookies(page))[DOCUMENT_COOKIES.language]?.value).toBe('en');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('signed out', () => {
  it.each(['/jobs', '/user/resume', '/admin/dashboard'])(
    '%s: the app shell, which sends the visitor to log in',
    async (path) => {
      const page = await h.newPage('zh');
      const response = await page.goto(h.url(path));
      expect((await response?.text()) ?? '').not.toContain(`id="${SERVER_STATE_ID}"`);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe(path);
      await page.context().close();
    },
  );

  it('logging out ends the cookie: the next document is not drawn, and the app sends the visitor to log in', async () => {
    const page = await h.newPage('zh');
    await loginAs(page, await loginViaApi(DEMO.seeker));
    await page.goto(h.url('/jobs'));
    await page.getByRole('heading', { name: '找工作' }).waitFor();
    expect((await documentCookies(page))[DOCUMENT_COOKIES.token]).toBeDefined();

    await page.getByRole('button', { name: '个人中心' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    // Polled, so a failure says where the app went instead.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/login');
    expect((await documentCookies(page))[DOCUMENT_COOKIES.token]).toBeUndefined();

    const response = await page.goto(h.url('/jobs'));
    expect((await response?.text()) ?? '').not.toContain(`id="${SERVER_STATE_ID}"`);
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
