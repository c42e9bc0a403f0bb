import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  DEMO,
  type Harness,
  loginAs,
  loginViaApi,
  openBrowser,
  POLL,
  registerViaApi,
  toast,
} from '../src/harness.ts';

/** Saved jobs and saved searches with alerts (ADR 0094), in zh and en. */

const TEXT = {
  zh: {
    save: /收\s?藏$/,
    savedToast: '已收藏该职位',
    savedTab: '收藏的职位',
    saveSearch: '保存搜索',
    name: '名称',
    ok: /^保\s?存$/,
    searchSaved: '搜索已保存，可在“投递记录 › 保存的搜索”中管理',
    searchesTab: '保存的搜索',
    bell: '消息通知',
    alert: (name: string) => `有新职位符合您保存的搜索「${name}」`,
  },
  en: {
    save: 'Save',
    savedToast: 'Job saved',
    savedTab: 'Saved jobs',
    saveSearch: 'Save search',
    name: 'Name',
    ok: 'Save',
    searchSaved: 'Search saved; find it in the saved searches of your applications page',
    searchesTab: 'Saved searches',
    bell: 'Notifications',
    alert: (name: string) => `New jobs match your saved search "${name}"`,
  },
} as const;

let h: Harness;
beforeAll(async () => {
  h = await openBrowser();
});
afterAll(() => h.close());

/** A job with `title`, posted by a new recruiter and approved by the demo administrator through the API. */
async function approvedJob(title: string) {
  const hr = await registerViaApi({ role: '2' });
  const job = await callApi('/u/v1/hr/add/job', hr.token, {
    title,
    city: 'shanghai',
    address: '上海市浦东新区世纪大道 100 号',
    company: '华东建筑设计院',
    description: '负责高层建筑结构设计与计算。',
    publisher_name: '王敏',
    phone: '021-12345678',
    email: 'hr@example.com',
    job_type: 'full_time',
    experience: '3-5',
    salary: '20-40',
  });
  const admin = await loginViaApi(DEMO.admin);
  await callApi('/u/v1/admin/review/job', admin.token, { id: job.id, decision: 'approve', revision: job.revision });
  return job.id as number;
}

describe.each(['zh', 'en'] as const)('saved jobs and searches (%s)', (lang) => {
  const t = TEXT[lang];

  it('saves a job from the list and finds it under saved jobs', async () => {
    const word = `收藏${randomBytes(3).toString('hex')}`;
    await approvedJob(`${word} 结构工程师`);
    const seeker = await registerViaApi({ role: '3' });
    const page = await h.newPage(lang);
    await loginAs(page, seeker);
    await page.goto(h.url(`/jobs?key_word=${word}`));
    const card = page.getByTestId('job-card').filter({ hasText: word });
    await card.getByRole('button', { name: t.save }).click();
    await toast(page, t.savedToast);

    await page.goto(h.url('/user/job-seek'));
    await page.getByRole('tab', { name: t.savedTab }).click();
    await page.getByTestId('saved-job').filter({ hasText: word }).waitFor();
    expect(page.url()).toContain('tab=saved');
    await page.close();
  });

  it('saves a search; a matching job approved through the API brings an alert message', async () => {
    const word = `提醒${randomBytes(3).toString('hex')}`;
    const seeker = await registerViaApi({ role: '3' });
    const page = await h.newPage(lang);
    await loginAs(page, seeker);
    await page.goto(h.url(`/jobs?key_word=${word}`));
    await page.getByRole('button', { name: t.saveSearch }).click();
    const name = `${word} search`;
    await page.getByLabel(t.name).fill(name);
    await page.locator('.ant-modal').getByRole('button', { name: t.ok }).click();
    await toast(page, t.searchSaved);

    await approvedJob(`${word} 桥梁工程师`);
    // The E2E server checks saved searches every 2 s (SAVED_SEARCH_ALERTS_MS).
    await expect
      .poll(
        async () => {
          const messages = (await callApi('/u/v1/user/get/messages?pn=1&p_size=10', seeker.token)) as unknown as {
            content: string;
          }[];
          return messages.some((m) => m.content.includes(word));
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    await page.goto(h.url('/user/job-seek?tab=searches'));
    await page.getByText(name).waitFor();
    await page.getByRole('button', { name: t.bell }).click();
    await page.getByText(t.alert(name)).first().waitFor();
    await expect.poll(() => page.getByText(`${word} 桥梁工程师`).count(), POLL).toBeGreaterThan(0);
    await page.close();
  });
});
