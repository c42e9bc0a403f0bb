import { randomBytes } from 'node:crypto';
import { ROLES } from '@app/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  type Harness,
  loginAs,
  openBrowser,
  POLL,
  registerViaApi,
  type TestUser,
  toast,
} from '../src/harness.ts';

/**
 * The talent pool and resume view permissions end to end, in zh and en: an HR finds a closed talent by a Chinese
 * certificate name and asks to view the resume; the seeker's bell counts the request at once (the message stream, no
 * reload); the seeker allows it on /user/messages; the HR opens the resume and marks the answer and everything else
 * read in one go.
 */

const TEXT = {
  zh: {
    keyword: '姓名、专业或证书',
    nickName: '昵称',
    search: '搜索',
    dialog: '申请查看简历',
    message: '申请留言',
    send: '发送申请',
    sent: '申请已发送，请等待对方同意',
    bell: /^消息通知/,
    allow: '同意查看',
    allowed: '已同意对方查看您的简历',
    markAll: '全部已读',
    allRead: '已全部标为已读',
  },
  en: {
    keyword: 'Name, major or certificate',
    nickName: 'Nickname',
    search: 'Search',
    dialog: 'Request to view the resume',
    message: 'Message',
    send: 'Send request',
    sent: 'Request sent; waiting for the job seeker to answer',
    bell: /^Notifications/,
    allow: 'Allow view',
    allowed: 'They can now view your resume',
    markAll: 'Mark all as read',
    allRead: 'All marked as read',
  },
} as const;

type Certificate = { id: number; name: string };

/** A job seeker with a complete resume that is closed, holding `cert`, under a name no other test uses. */
async function closedTalent(cert: Certificate): Promise<TestUser & { name: string; intro: string }> {
  const seeker = await registerViaApi({ role: ROLES.seeker });
  const [major] = (await callApi('/u/v1/user/get/major/list', seeker.token)) as unknown as { id: number }[];
  const name = `桥梁工程师${randomBytes(3).toString('hex')}`;
  const intro = `十年桥梁结构设计经验，${name}。`;
  await callApi('/u/v1/hunter/save/resume', seeker.token, {
    ...{ nick_name: name, chinese_name: '', birthday: '1990-03-01', email: `${seeker.phone}@example.com` },
    ...{ address: '上海市浦东新区', gender: 'male', status: 2, experience: 10, degree: 2, enable_resume: 0 },
    self_desc: intro,
    major_ids: major ? [major.id] : [],
    cert_ids: [cert.id],
    projects: [
      {
        project_name: '跨江大桥',
        position: '结构工程师',
        description: '主桥结构计算与施工图设计',
        start_time: '2018-01-01',
        end_time: '2021-06-30',
      },
    ],
  });
  return { ...seeker, name, intro };
}

const unreadOn = async (page: Page, bell: RegExp) =>
  Number((await page.getByRole('button', { name: bell }).first().textContent())?.replace(/\D/g, '') || 0);

describe.each(['zh', 'en'] as const)('talent pool, view permission and live messages (%s)', (language) => {
  const t = TEXT[language];
  let h: Harness;
  beforeAll(async () => {
    h = await openBrowser();
  });
  afterAll(() => h.close());

  it('an HR finds a closed talent by certificate, asks; the seeker is told at once, allows; the HR reads it', async () => {
    const hr = await registerViaApi({ role: ROLES.hr });
    const certs = (await callApi('/u/v1/user/get/cert/list', hr.token)) as unknown as Certificate[];
    const cert = certs.find((c) => /[\u4e00-\u9fff]/.test(c.name));
    if (!cert) throw new Error('the demo catalogue has no certificate with a Chinese name');
    const seeker = await closedTalent(cert);

    const seekerPage = await h.newPage(language);
    await loginAs(seekerPage, seeker);
    await seekerPage.goto(h.url('/home'));
    await seekerPage.getByRole('button', { name: t.bell }).first().waitFor();
    const before = await unreadOn(seekerPage, t.bell);

    const hrPage = await h.newPage(language);
    await loginAs(hrPage, hr);
    await hrPage.goto(h.url('/talents'));
    await hrPage.getByPlaceholder(t.keyword).fill(cert.name);
    await hrPage.getByLabel(t.nickName, { exact: true }).fill(seeker.name);
    await hrPage.getByRole('button', { name: t.search, exact: true }).first().click();
    const card = hrPage.getByTestId('talent-card').filter({ hasText: seeker.name });
    await card.click();
    const dialog = hrPage.getByRole('dialog', { name: t.dialog });
    await dialog.getByLabel(t.message).fill('我们有一个桥梁设计岗位，想看看您的简历。');
    await dialog.getByRole('button', { name: t.send }).click();
    await toast(hrPage, t.sent);
    await h.screenshot(hrPage, `talents-requested-${language}`);

    // The seeker's page was not reloaded: the count comes over the message stream (polling is every 20 s).
    await expect.poll(() => unreadOn(seekerPage, t.bell), { timeout: 8_000 }).toBe(before + 1);

    await seekerPage.goto(h.url('/user/messages'));
    await seekerPage.getByRole('button', { name: t.allow }).first().click();
    await toast(seekerPage, t.allowed);
    await h.screenshot(seekerPage, `messages-allowed-${language}`);

    // With the permission granted, the same card now opens the resume.
    await card.click();
    await hrPage.waitForURL(`**/talent/${seeker.id}`);
    await hrPage.getByText(seeker.intro).first().waitFor();
    await h.screenshot(hrPage, `talent-detail-${language}`);

    // The HR was told of the answer (unread); one call marks all their messages read.
    await expect.poll(() => unreadOn(hrPage, t.bell), POLL).toBeGreaterThan(0);
    await hrPage.getByRole('button', { name: t.bell }).first().click();
    await hrPage.getByRole('button', { name: t.markAll }).first().click();
    await toast(hrPage, t.allRead);
    await expect.poll(() => unreadOn(hrPage, t.bell), POLL).toBe(0);
  });
});
