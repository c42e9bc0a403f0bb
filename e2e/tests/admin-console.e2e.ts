import { randomInt } from 'node:crypto';
import { drawAvatar } from '@app/server/src/db/seed/resume-images.ts';
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

/**
 * The admin console (docs/product/admin.md): the demo administrator approves a job under review and the job seeker
 * finds it on /jobs, adds a major a job is then filtered by, adds a home carousel slide the home page shows, disables a
 * user whose session ends at once, and reads those actions in the audit log.
 */

const TEXT = {
  zh: {
    addMajor: '新增专业',
    chineseName: '中文名称',
    englishName: '英文名称',
    save: /^保\s?存$/,
    added: '已新增',
    catalogSearch: '搜索中文或英文名称',
    queueHeading: '职位审核',
    review: /^审\s?核$/,
    approve: /^通\s?过$/,
    approved: '已通过，职位已上线',
    addSlide: '新增轮播图',
    slideTitle: '中文标题',
    slideEnTitle: '英文标题',
    slideAdded: '已新增轮播图',
    usersHeading: '用户管理',
    userSearch: '手机号开头几位或昵称',
    disable: /^禁\s?用$/,
    ok: /^确\s?定$/,
    disabled: '已禁用，该用户已被强制退出登录',
    auditHeading: '操作日志',
    actions: ['职位审核通过', '新增专业', '新增轮播图', '禁用用户'],
  },
  en: {
    addMajor: 'Add major',
    chineseName: 'Chinese name',
    englishName: 'English name',
    save: /^Save$/,
    added: 'Added',
    catalogSearch: 'Search Chinese or English names',
    queueHeading: 'Job review',
    review: /^Review$/,
    approve: /^Approve$/,
    approved: 'Approved; the job is live',
    addSlide: 'Add slide',
    slideTitle: 'Chinese title',
    slideEnTitle: 'English title',
    slideAdded: 'Slide added',
    usersHeading: 'Users',
    userSearch: 'First digits of the phone number, or nickname',
    disable: /^Disable$/,
    ok: /^OK$/,
    disabled: 'Disabled; the user has been signed out',
    auditHeading: 'Audit log',
    actions: ['Approve job', 'Add major', 'Add slide', 'Disable user'],
  },
} as const;
type Lang = keyof typeof TEXT;

let h: Harness;
beforeAll(async () => {
  h = await openBrowser();
});
afterAll(() => h.close());

/** A recruiter's new job with `majorId`, posted through the API: it waits in the review queue. */
async function jobUnderReview(title: string, majorId: number) {
  const hr = await registerViaApi({ role: '2' });
  await callApi('/u/v1/hr/add/job', hr.token, {
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
    major_ids: [majorId],
  });
}

describe.each(['zh', 'en'] as const)('the admin console (%s)', (lang: Lang) => {
  const t = TEXT[lang];

  it('approves a job, adds a major and a slide, disables a user, and reads it all in the audit log', async () => {
    const n = randomInt(1000, 9999);
    const majorName = `智能建造 ${n}`;
    const majorEn = `Intelligent Construction ${n}`;
    const jobTitle = `${lang === 'zh' ? '智能建造工程师' : 'Intelligent Construction Engineer'} ${n}`;
    const slideTitle = `校园招聘季 ${n}`;
    const slideEn = `Campus hiring ${n}`;
    const admin = await loginViaApi(DEMO.admin);
    const page = await h.newPage(lang);
    await loginAs(page, admin);

    // A major, added on /admin/majors, is at once one a job can carry and a seeker can filter by.
    await page.goto(h.url('/admin/majors'));
    await page.getByRole('button', { name: t.addMajor }).click();
    const majorDialog = page.getByRole('dialog');
    await majorDialog.getByLabel(t.chineseName, { exact: true }).fill(majorName);
    await majorDialog.getByLabel(t.englishName, { exact: true }).fill(majorEn);
    await majorDialog.getByRole('button', { name: t.save }).click();
    await toast(page, t.added);
    await page.getByPlaceholder(t.catalogSearch).fill(majorName);
    await page.getByPlaceholder(t.catalogSearch).press('Enter');
    await page.locator('tr', { hasText: majorName }).waitFor();
    const majors = (await callApi('/u/v1/user/get/major/list', admin.token)) as unknown as {
      id: number;
      name: string;
    }[];
    const major = majors.find((m) => m.name === majorName);
    expect(major).toBeDefined();

    // The recruiter's job waits for review; the administrator approves it on /admin/jobs.
    await jobUnderReview(jobTitle, major?.id as number);
    await page.goto(h.url('/admin/jobs'));
    await page.getByRole('heading', { name: t.queueHeading }).waitFor();
    const queued = page.locator('tr', { hasText: jobTitle });
    await queued.getByRole('button', { name: t.review }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.approve }).click();
    await toast(page, t.approved);
    await queued.waitFor({ state: 'detached' });

    // A job seeker finds it on /jobs filtered by the new major.
    const seeker = await registerViaApi({ role: '3' });
    const seekerPage = await h.newPage(lang);
    await loginAs(seekerPage, seeker);
    await seekerPage.goto(h.url(`/jobs?major=${major?.id}`));
    await seekerPage.getByRole('heading', { name: jobTitle }).waitFor();
    await seekerPage
      .getByText(lang === 'zh' ? majorName : majorEn)
      .first()
      .waitFor();

    // A slide added on /admin/carousel is on the home page at once.
    await page.goto(h.url('/admin/carousel'));
    await page.getByRole('button', { name: t.addSlide }).first().click();
    const slideDialog = page.getByRole('dialog');
    await slideDialog.getByLabel(t.slideTitle, { exact: true }).fill(slideTitle);
    await slideDialog.getByLabel(t.slideEnTitle, { exact: true }).fill(slideEn);
    await slideDialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: drawAvatar('校园', 2) });
    await slideDialog.getByRole('button', { name: t.save }).click();
    await toast(page, t.slideAdded);
    await seekerPage.goto(h.url('/home'));
    await seekerPage
      .getByText(lang === 'zh' ? slideTitle : slideEn)
      .first()
      .waitFor();

    // Disabling the seeker on /admin/users ends their session: their next page load goes to /login.
    await page.goto(h.url('/admin/users'));
    await page.getByRole('heading', { name: t.usersHeading }).waitFor();
    await page.getByPlaceholder(t.userSearch).fill(seeker.phone);
    await page.getByPlaceholder(t.userSearch).press('Enter');
    const row = page.locator('tr', { hasText: seeker.phone });
    await row.getByRole('button', { name: t.disable }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: t.ok }).click();
    await toast(page, t.disabled);
    await seekerPage.goto(h.url('/jobs'));
    await expect.poll(() => new URL(seekerPage.url()).pathname, POLL).toBe('/login');

    // The audit log lists the four writes, newest first, with what they were about.
    await page.goto(h.url('/admin/audit'));
    await page.getByRole('heading', { name: t.auditHeading }).waitFor();
    for (const [action, summary] of [
      [t.actions[0], jobTitle],
      [t.actions[1], majorName],
      [t.actions[2], slideTitle],
      [t.actions[3], seeker.phone],
    ] as const) {
      await page.locator('tr', { hasText: summary }).filter({ hasText: action }).first().waitFor();
    }
    await h.screenshot(page, `admin-console-${lang}-audit`);
  });
});
