import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, loginAs, loginViaApi, openBrowser, POLL } from '../src/harness.ts';

/** The main path by keyboard alone: no trap in the multiple choices, a skip link, the focus on each new page. */

const TEXT = {
  zh: { skip: '跳到主要内容', title: '找工作', search: '搜索', major: '土木工程', apply: '投递简历' },
  en: { skip: 'Skip to main content', title: 'Find a job', search: 'Search', major: 'Civil', apply: 'Submit resume' },
} as const;

/** What has the focus: its tag, id, text and link target, read in the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      id: active?.id ?? '',
      text: active?.textContent?.trim() ?? '',
      href: active?.getAttribute('href') ?? '',
      clear: Boolean(active?.classList.contains('ant-select-clear')),
    };
  });

type Focused = Awaited<ReturnType<typeof focused>>;

/** Presses `key` until the focus is on what `reached` accepts (at most `limit` presses), and answers it. */
async function pressUntil(page: Page, key: string, reached: (f: Focused) => boolean, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (reached(now)) return now;
  }
  throw new Error(`${key} never reached the wanted control; last: ${JSON.stringify(await focused(page))}`);
}

const openLists = (page: Page) => page.locator('.ant-select-dropdown:visible').count();

let h: Harness;
beforeAll(async () => {
  h = await openBrowser();
});
afterAll(async () => {
  await h?.close();
});

describe.each(['zh', 'en'] as const)('keyboard only (%s)', (lang) => {
  const text = TEXT[lang];

  async function openJobs(): Promise<Page> {
    const page = await h.newPage(lang);
    await loginAs(page, await loginViaApi(DEMO.seeker));
    await page.goto(h.url('/jobs'));
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    return page;
  }

  it('the skip link is the first Tab stop, and it moves the focus to the page', async () => {
    const page = await openJobs();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: text.skip });
    // Shown while it has the focus.
    expect((await page.getByRole('link', { name: text.skip }).boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).id, POLL).toBe('main');
    // The next Tab stop is inside the page, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
  });

  it('Tab and Shift+Tab leave the major filter, and a job is found, opened and reached to apply to by keyboard', async () => {
    const page = await openJobs();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).id, POLL).toBe('main');

    // Tab into the major filter: it takes the focus without opening its list.
    await pressUntil(page, 'Tab', (f) => f.id === 'jobs-major');
    await expect.poll(async () => focused(page), POLL).toMatchObject({ tag: 'input', id: 'jobs-major' });
    expect(await openLists(page)).toBe(0);
    // Typing opens and filters the list; Enter chooses the first match.
    await page.keyboard.type(text.major);
    await expect.poll(() => openLists(page), POLL).toBe(1);
    // The list has filtered by what was typed: its first match is the active option Enter chooses.
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: text.major })
      .waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('major'), POLL).toMatch(/^\d+$/);
    const chosen = new URL(page.url()).searchParams.get('major');

    // Tab leaves the field (by its clear button, when shown) for the next one, closing the list and choosing nothing
    // more; Shift+Tab leaves it backwards the same way.
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatchObject({ tag: 'input', id: 'jobs-major' });
    await expect.poll(() => openLists(page), POLL).toBe(0);
    if ((await focused(page)).clear) await page.keyboard.press('Tab');
    // The certificate filter takes the focus in its turn, its list not opened.
    await expect.poll(async () => focused(page), POLL).toMatchObject({ tag: 'input', id: 'jobs-cert' });
    expect(await openLists(page)).toBe(0);
    expect(new URL(page.url()).searchParams.get('major')).toBe(chosen);
    await pressUntil(page, 'Shift+Tab', (f) => f.tag === 'input' && f.id === 'jobs-major', 3);
    await pressUntil(page, 'Shift+Tab', (f) => f.id === 'jobs-salary', 3);
    expect(new URL(page.url()).searchParams.get('major')).toBe(chosen);

    // Search, then open a job of the results with Enter.
    await pressUntil(page, 'Shift+Tab', (f) => f.tag === 'button' && f.text === text.search);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="job-card"]').first().waitFor();
    await pressUntil(page, 'Tab', (f) => f.tag === 'a' && /^\/job\/\d+$/.test(f.href));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/job\/\d+$/);

    // The focus starts at the new page's heading, and Tab reaches the apply button.
    await expect.poll(async () => (await focused(page)).tag, POLL).toBe('h1');
    await pressUntil(page, 'Tab', (f) => f.tag === 'button' && f.text === text.apply);
  });
});
