import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  choose,
  DEMO,
  type Harness,
  loginAs,
  loginViaApi,
  openBrowser,
  POLL,
  registerSeekerWithResume,
  SHOTS_DIR,
  type TestUser,
  writeDocumentCookies,
} from '../src/harness.ts';

/** The job board on a phone (390 x 844), in zh and en. */

const PHONE = { width: 390, height: 844 };

const TEXT = {
  zh: {
    bell: /^消息通知/,
    previous: '上一张',
    next: '下一张',
    allJobs: '查看全部职位',
    hotLead: '近期投递最多的职位',
    filters: /筛选/,
    search: '搜索',
    city: '城市',
    shanghai: '上海',
    edit: '编辑',
    delete: '删除',
    withdraw: '撤回',
    post: '发布职位',
    jobSeekMenu: '投递记录',
    jobPostMenu: '职位管理',
    jobTitle: '职位名称',
  },
  en: {
    bell: /^Notifications/,
    previous: 'Previous slide',
    next: 'Next slide',
    allJobs: 'All jobs',
    hotLead: 'Jobs with the most applications lately',
    filters: /Filters/,
    search: 'Search',
    city: 'City',
    shanghai: 'Shanghai',
    edit: 'Edit',
    delete: 'Delete',
    withdraw: 'Withdraw',
    post: 'Post a job',
    jobSeekMenu: 'My applications',
    jobPostMenu: 'My job posts',
    jobTitle: 'Job title',
  },
} as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator}`);
  return box;
}

/** The element lies inside the viewport's width (and, when asked, its height). */
async function expectInViewport(locator: Locator, vertically = false) {
  const box = await boxOf(locator);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  if (vertically) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  }
}

/**
 * Waits for the antd panel around `locator` (a drawer) to finish opening, as the user sees it come to rest: no
 * ancestor in an appear or enter motion (antd sets those classes from the panel's first paint to the motion's end).
 */
async function motionEnded(locator: Locator) {
  const moving = () =>
    locator.evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (/-(appear|enter)(-prepare|-start|-active)?(\s|$)/.test(node.getAttribute('class') ?? '')) return true;
      return false;
    });
  await expect.poll(moving, POLL).toBe(false);
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** The placeholders on screen that do not fit their field (measured in the field's own font). */
function truncatedPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return [];
    return [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'),
    ]
      .filter((field) => field.offsetParent !== null && !(field instanceof HTMLTextAreaElement))
      .filter((field) => {
        const style = getComputedStyle(field);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return context.measureText(field.placeholder).width > room + 1;
      })
      .map((field) => field.placeholder);
  });
}

/** The first screen only, as a person sees it. */
async function firstScreen(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

let h: Harness;
let seeker: TestUser;
let hr: TestUser;

beforeAll(async () => {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  h = await openBrowser();
  hr = await loginViaApi(DEMO.hr);
  // A fresh seeker with one application still withdrawable, to one of the demo HR's jobs.
  seeker = await registerSeekerWithResume();
  const jobs = (await callApi('/u/v1/hr/get/job/list?pn=1&p_size=10', hr.token)) as unknown as {
    id: number;
    review_status: string;
    status: number;
  }[];
  const live = jobs.find((job) => job.review_status === 'approved' && job.status === 1);
  if (!live) throw new Error('the demo HR has no live job');
  await callApi('/u/v1/hunter/submit/resume', seeker.token, { job_id: live.id, open_days: 7 });
});

afterAll(async () => {
  await h?.close();
});

describe.each(['zh', 'en'] as const)('on a phone, in %s', (language) => {
  const t = TEXT[language];

  async function phonePage(user: TestUser, pathname: string) {
    const page = await h.newPage(language, PHONE);
    await loginAs(page, user);
    await page.goto(h.url(pathname));
    return page;
  }

  it('home: the carousel arrows keep off the headline, the hot-jobs lead off its link, the bell panel on screen', async () => {
    const page = await phonePage(seeker, '/home');
    // As a returning visitor finds it: drawn by the server, then taken over.
    await writeDocumentCookies(page, '/home');
    await page.goto(h.url('/home'));
    expect(await page.evaluate(() => document.documentElement.dataset.drawn)).toBeTruthy();
    const headline = page.locator('h2').first();
    const title = await boxOf(headline);
    const arrows: Box[] = [];
    for (const arrow of [t.previous, t.next]) {
      const box = await boxOf(page.getByRole('button', { name: arrow, exact: true }));
      expect(overlap(box, title), `${arrow} covers the headline`).toBe(false);
      arrows.push(box);
    }
    // One in each bottom corner (antd's own button rule once put both in the left one, one over the other).
    const [previous, next] = arrows as [Box, Box];
    expect(overlap(previous, next)).toBe(false);
    expect(previous.x + previous.width).toBeLessThan(PHONE.width / 2);
    expect(next.x).toBeGreaterThan(PHONE.width / 2);
    const link = await boxOf(page.getByRole('button', { name: t.allJobs }));
    const lead = await boxOf(page.getByText(t.hotLead, { exact: true }));
    expect(overlap(link, lead)).toBe(false);
    await expectInViewport(page.getByText(t.hotLead, { exact: true }));
    await expectInViewport(page.getByRole('button', { name: t.allJobs }));
    await expectNoSidewaysScroll(page);
    await h.screenshot(page, `phone-home-${language}`);

    await page.getByRole('button', { name: t.bell }).click();
    const list = page.getByTestId('notification-list');
    await expectInViewport(list);
    await motionEnded(list);
    await expectInViewport(list);
    await h.screenshot(page, `phone-bell-${language}`);
  });

  it('/jobs: the filters wait behind a Filters button that counts the active ones', async () => {
    const page = await phonePage(seeker, '/jobs');
    const search = page.getByRole('searchbox', { name: t.search });
    await expectInViewport(search, true);
    const city = page.getByLabel(t.city, { exact: true });
    await expect.poll(() => city.isVisible(), POLL).toBe(false);
    await expectNoSidewaysScroll(page);
    expect(await truncatedPlaceholders(page)).toEqual([]);
    await firstScreen(page, `phone-jobs-${language}`);

    const filters = page.getByRole('button', { name: t.filters });
    await expectInViewport(filters, true);
    await filters.click();
    await expect.poll(() => city.isVisible(), POLL).toBe(true);
    await choose(page, t.city, t.shanghai);
    await expect.poll(() => page.url(), POLL).toContain('address=shanghai');
    await expect.poll(async () => (await filters.textContent())?.replace(/\D/g, ''), POLL).toBe('1');
    await expectNoSidewaysScroll(page);
    expect(await truncatedPlaceholders(page)).toEqual([]);
    await firstScreen(page, `phone-jobs-filters-${language}`);
  });

  it('/user/job-post: each job shows its actions without sideways scrolling', async () => {
    const page = await phonePage(hr, '/user/job-post');
    const edit = page.getByRole('button', { name: t.edit, exact: true }).first();
    await expectInViewport(edit);
    await expectInViewport(page.getByRole('button', { name: t.delete, exact: true }).first());
    // The user centre's menu keeps the current page in sight (not under "...").
    await expectInViewport(page.getByRole('menuitem', { name: t.jobPostMenu }));
    await expectNoSidewaysScroll(page);
    await h.screenshot(page, `phone-job-post-${language}`);

    await page.getByRole('button', { name: t.bell }).click();
    await page.getByTestId('notification-list').getByRole('button').first().waitFor();
    await expectInViewport(page.getByTestId('notification-list'));
    await firstScreen(page, `phone-bell-hr-${language}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: t.post }).click();
    await motionEnded(page.getByLabel(t.jobTitle, { exact: true }));
    expect(await truncatedPlaceholders(page)).toEqual([]);
    await firstScreen(page, `phone-job-form-${language}`);
  });

  it('a desktop keeps the filters in sight, the tables as tables and the bell as a popover', async () => {
    const page = await h.newPage(language);
    await loginAs(page, hr);
    await page.goto(h.url('/jobs'));
    await page.getByLabel(t.city, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: t.filters }).count()).toBe(0);
    await firstScreen(page, `desktop-jobs-${language}`);
    await page.goto(h.url('/user/job-post'));
    await page.locator('.ant-table-thead').waitFor();
    await page.getByRole('button', { name: t.bell }).click();
    await page.getByTestId('notification-list').getByRole('button').first().waitFor();
    expect(await page.locator('.ant-drawer-open').count()).toBe(0);
    await firstScreen(page, `desktop-job-post-${language}`);
    const home = await h.newPage(language);
    await loginAs(home, seeker);
    await home.goto(h.url('/home'));
    await home.getByRole('button', { name: t.allJobs }).waitFor();
    await firstScreen(home, `desktop-home-${language}`);
  });

  it('placeholders fit their fields on the sign-in and resume forms', async () => {
    const page = await h.newPage(language, PHONE);
    await page.goto(h.url('/login'));
    await page.locator('input[placeholder]').first().waitFor();
    expect(await truncatedPlaceholders(page)).toEqual([]);
    await loginAs(page, seeker);
    await page.goto(h.url('/user/resume'));
    await expect.poll(() => page.locator('input[placeholder]').count(), POLL).toBeGreaterThan(3);
    expect(await truncatedPlaceholders(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
  });

  it('/user/job-seek: each application shows its actions without sideways scrolling', async () => {
    const page = await phonePage(seeker, '/user/job-seek');
    await expectInViewport(page.getByRole('button', { name: t.withdraw, exact: true }).first());
    await expectInViewport(page.getByRole('menuitem', { name: t.jobSeekMenu }));
    await expectNoSidewaysScroll(page);
    await h.screenshot(page, `phone-job-seek-${language}`);
  });
});
