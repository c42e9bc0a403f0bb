import { DOCUMENT_COOKIES, SERVER_STATE_ID } from '@app/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, loginAs, loginViaApi, openBrowser, POLL } from '../src/harness.ts';

/**
 * Signed-in light pages drawn by the server (ADR 0097): the document carries the page, the app draws over it and
 * works as usual, in both languages; the cookies follow the login.
 */
let h: Harness;
beforeAll(async () => {
  h = await openBrowser();
});
afterAll(() => h.close());

async function documentCookies(page: Page) {
  const cookies = await page.context().cookies(h.url('/'));
  return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
}

/** The page's errors and failed scripts, as a user's console would show them. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('pageerror', (error) => found.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(message.text());
  });
  return found;
}

describe('a light page drawn by the server', () => {
  it('/jobs: drawn from the login the app keeps in cookies, then the app takes over and searches (zh, en)', async () => {
    const seeker = await loginViaApi(DEMO.seeker);
    const page = await h.newPage('zh');
    const errors = problems(page);
    await loginAs(page, seeker);

    // The first visit after a login written before the cookies existed: the app writes them.
    await page.goto(h.url('/jobs'));
    await page.getByRole('heading', { name: '找工作' }).waitFor();
    const cookies = await documentCookies(page);
    expect(decodeURIComponent(cookies[DOCUMENT_COOKIES.token]?.value ?? '')).toBe(seeker.token);
    expect(cookies[DOCUMENT_COOKIES.token]?.sameSite).toBe('Strict');
    expect(cookies[DOCUMENT_COOKIES.language]?.value).toBe('zh');

    // Now the document itself carries the page and its data; the app's entry waits for its first paint.
    const response = await page.goto(h.url('/jobs'));
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-drawn="/assets/');
    expect(html).toContain(`id="${SERVER_STATE_ID}"`);
    expect(html).toMatch(/共 \d+ 个职位/);
    expect(response?.headers()['cache-control']).toBe('no-store');

    // The app draws over it (the drawn copy was inert) and works: a keyword search.
    await expect.poll(() => page.locator('[inert]').count(), POLL).toBe(0);
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
    await page.getByRole('heading', { name: 'Find a job' }).waitFor();
    await expect.poll(() => page.locator('[inert]').count(), POLL).toBe(0);
    expect(errors).toEqual([]);
  });

  it('/talent/{id}: a resume drawn with its antd styles, then the app takes over (en)', async () => {
    const hr = await loginViaApi(DEMO.hr);
    // A seeded talent with an open resume, not whichever talent another test file created last.
    const { id } = await loginViaApi(DEMO.seeker);
    const page = await h.newPage('en');
    const errors = problems(page);
    await loginAs(page, hr);
    await page.goto(h.url(`/talent/${id}`));
    await page.getByRole('button', { name: 'Export PDF' }).waitFor();

    const html = (await (await page.goto(h.url(`/talent/${id}`)))?.text()) ?? '';
    expect(html).toContain('<title>Talent resume - EngiTalent</title>');
    expect(html).toMatch(/<style>[^<]*\.ant-descriptions/);
    await expect.poll(() => page.locator('[inert]').count(), POLL).toBe(0);
    await page.getByRole('button', { name: 'Export PDF' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('logging out ends the cookie: the next document is the plain app, which sends the visitor to log in', async () => {
    const seeker = await loginViaApi(DEMO.seeker);
    const page = await h.newPage('zh');
    await loginAs(page, seeker);
    await page.goto(h.url('/jobs'));
    await page.getByRole('heading', { name: '找工作' }).waitFor();
    expect((await documentCookies(page))[DOCUMENT_COOKIES.token]).toBeDefined();

    await page.getByRole('button', { name: '个人中心' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await documentCookies(page))[DOCUMENT_COOKIES.token]).toBeUndefined();

    const response = await page.goto(h.url('/jobs'));
    expect((await response?.text()) ?? '').not.toContain('data-drawn');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
