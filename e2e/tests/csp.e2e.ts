import { bidToday } from '@app/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  DEMO,
  type Harness,
  hydrated,
  loginAs,
  loginViaApi,
  openBrowser,
  POLL,
  registerSeekerWithResume,
  type TestUser,
  writeDocumentCookies,
} from '../src/harness.ts';

/**
 * The pages run under the server's Content-Security-Policy without breaking it (docs/decisions/0070-web-delivery-and-first-visit.md):
 * no script probes `new Function` or `eval` (zod's JIT check did on every page but /login), no inline script.
 */
let h: Harness;
beforeAll(async () => {
  h = await openBrowser();
});
afterAll(() => h.close());

/** Marks the end of a page's violations: an inline script the policy refuses, added by the test itself. */
const SENTINEL = 'csp-sentinel';

type Watch = { events: () => Promise<string[]>; console: string[] };

/**
 * Records every `securitypolicyviolation` event of the page's documents, and every line the browser's console shows
 * about the policy (Chromium writes those to its log, which Playwright's console events leave out).
 */
async function watchPolicy(page: Page): Promise<Watch> {
  const console: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Log.entryAdded', ({ entry }) => {
    if (/content.security.policy/i.test(entry.text)) console.push(entry.text);
  });
  await cdp.send('Log.enable');
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      true,
    );
  });
  return {
    console,
    events: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

/**
 * Once the page is drawn, a refused inline script of the test's own: the browser reports violations in order, so when
 * its event and its console line have come, every earlier one has too. Answers the others.
 */
async function violationsBefore(page: Page, watch: Watch): Promise<{ events: string[]; console: string[] }> {
  await page.evaluate((text) => {
    const script = document.createElement('script');
    script.textContent = `/* ${text} */`;
    document.head.append(script);
  }, SENTINEL);
  const isSentinel = (line: string) => /inline/i.test(line);
  await expect.poll(async () => (await watch.events()).some(isSentinel), POLL).toBe(true);
  await expect.poll(() => watch.console.some(isSentinel), POLL).toBe(true);
  return {
    events: (await watch.events()).filter((line) => !isSentinel(line)),
    console: watch.console.filter((line) => !isSentinel(line)),
  };
}

/** Whether the page has loaded zod's chunk (every page but the signed-out /login does: its schemas check answers). */
const loadedZod = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/zod-/.test(entry.name)));

async function visit(
  pathname: string,
  user: TestUser | null,
  ready: (page: Page) => Promise<unknown>,
  { zod = true } = {},
) {
  const page = await h.newPage('zh');
  const watch = await watchPolicy(page);
  if (user) {
    await loginAs(page, user);
    await writeDocumentCookies(page, pathname);
  }
  await page.goto(h.url(pathname));
  await ready(page);
  // The check is about what zod does when it loads: it has loaded before the violations are read.
  await expect.poll(() => loadedZod(page), POLL).toBe(zod);
  return violationsBefore(page, watch);
}

describe('the Content-Security-Policy holds on every kind of page', () => {
  it('/login signed out: no violation', async () => {
    const found = await visit('/login', null, (page) => page.getByRole('button', { name: '登录' }).first().waitFor(), {
      zod: false,
    });
    expect(found).toEqual({ events: [], console: [] });
  });

  it('/home signed in (the app with its zod schemas): no violation', async () => {
    const seeker = await loginViaApi(DEMO.seeker);
    const found = await visit('/home', seeker, async (page) => {
      await page.getByRole('button', { name: '语言' }).waitFor();
      await hydrated(page);
    });
    expect(found).toEqual({ events: [], console: [] });
  });

  it('/jobs drawn by the server, then hydrated: no violation', async () => {
    const seeker = await loginViaApi(DEMO.seeker);
    const found = await visit('/jobs', seeker, async (page) => {
      await page.getByRole('heading', { name: '找工作' }).waitFor();
      await hydrated(page);
    });
    expect(found).toEqual({ events: [], console: [] });
  });

  it('/talents for an HR, drawn then hydrated: no violation', async () => {
    const hr = await loginViaApi(DEMO.hr);
    const found = await visit('/talents', hr, async (page) => {
      await page.getByRole('heading', { name: '人才库' }).waitFor();
      await hydrated(page);
    });
    expect(found).toEqual({ events: [], console: [] });
  });

  it('/bid/info/{slug} without a login: no violation', async () => {
    const admin = await loginViaApi(DEMO.admin);
    const engineer = await registerSeekerWithResume();
    const bid = (await callApi('/u/v1/admin/add/bid', admin.token, {
      title: `CSP bid ${Date.now()}`,
      client_name: 'E2E client',
      note: '',
      expires_at: bidToday(new Date(Date.now() + 7 * 86_400_000)),
    })) as { id: number; link: string };
    await callApi('/u/v1/admin/set/bid/engineers', admin.token, {
      bid_id: bid.id,
      engineers: [{ user_id: engineer.id, position: '结构负责人' }],
    });
    const found = await visit(bid.link, null, (page) => page.getByLabel('验证码', { exact: true }).waitFor());
    expect(found).toEqual({ events: [], console: [] });
  });
});
