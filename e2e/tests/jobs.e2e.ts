import { randomInt } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  choose,
  DEMO,
  type Harness,
  loginAs,
  loginViaApi,
  openBrowser,
  POLL,
  registerSeekerWithResume,
  registerViaApi,
} from '../src/harness.ts';

/**
 * Jobs (docs/product/jobs.md): search, filter, apply, deliveries; HR posting, applicants with a match score, pipeline
 * moves.
 */

const TEXT = {
  zh: {
    search: '搜索',
    city: '城市',
    wuhan: '武汉',
    total: /共 \d+ 个职位/,
    apply: '投递简历',
    openDays: '简历开放天数',
    confirm: '确认投递',
    applied: '投递成功',
    submitted: '已投递',
    interviewing: '面试中',
    post: '发布职位',
    form: {
      title: '职位名称',
      jobType: '工作类型',
      experience: '经验要求',
      salary: '薪资范围（月薪）',
      city: '城市',
      address: '详细地址',
      company: '公司名称',
      description: '职位描述',
      contact: '联系人',
      phone: '联系电话',
      email: '联系邮箱',
    },
    options: { jobType: '全职', experience: '3-5年', salary: '20-40K', city: '南通' },
    submitForReview: '提交审核',
    saved: '职位已提交审核',
    underReview: '审核中',
    approved: '已通过',
    applicants: /投递者/,
    match: /匹配度 \d+%/,
    moveTo: '更新进度',
    moved: '进度已更新',
    titleRequired: '请输入职位名称',
    site: '工程人才网',
    back: '返回职位列表',
    seekerOnly: '此页面仅对求职者开放',
    hrOnly: '此页面仅对招聘方开放',
    adminOnly: '此页面仅对管理员开放',
    end: '结束招聘',
    endConfirm: '确定结束招聘吗？',
    ok: '确定',
    ended: '已结束招聘',
  },
  en: {
    search: 'Search',
    city: 'City',
    wuhan: 'Wuhan',
    total: /\d+ jobs/,
    apply: 'Submit resume',
    openDays: 'Days the resume stays open',
    confirm: 'Submit',
    applied: 'Application submitted',
    submitted: 'Submitted',
    interviewing: 'Interviewing',
    post: 'Post a job',
    form: {
      title: 'Job title',
      jobType: 'Job type',
      experience: 'Experience',
      salary: 'Salary (monthly)',
      city: 'City',
      address: 'Address',
      company: 'Company name',
      description: 'Job description',
      contact: 'Contact person',
      phone: 'Contact phone',
      email: 'Contact email',
    },
    options: { jobType: 'Full-time', experience: '3-5 yrs', salary: '20-40K', city: 'Nantong' },
    submitForReview: 'Submit for review',
    saved: 'Job submitted for review',
    underReview: 'Under review',
    approved: 'Approved',
    applicants: /Applicants/,
    match: /\d+% match/,
    moveTo: 'Move to',
    moved: 'Status updated',
    titleRequired: 'Please enter the job title',
    site: 'EngiTalent',
    back: 'Back to jobs',
    seekerOnly: 'This page is for job seekers only',
    hrOnly: 'This page is for recruiters only',
    adminOnly: 'This page is for administrators only',
    end: 'End recruiting',
    endConfirm: 'End recruiting for this job?',
    ok: 'OK',
    ended: 'Recruiting ended',
  },
} as const;
type Lang = keyof typeof TEXT;

let h: Harness;
beforeAll(async () => {
  h = await openBrowser();
});
afterAll(() => h.close());

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first().waitFor();

async function call(path: string, token: string, body?: Record<string, unknown>) {
  const res = await fetch(new URL(path, baseUrl()), {
    method: body ? 'POST' : 'GET',
    headers: { 'x-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: unknown; msg: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.msg}`);
  return json.data as Record<string, unknown>;
}

describe.each(['zh', 'en'] as const)('jobs for a job seeker (%s)', (lang: Lang) => {
  const t = TEXT[lang];

  it('searches with a Chinese keyword from the URL, filters, applies with 30 open days and sees the delivery', async () => {
    const seeker = await registerSeekerWithResume();
    const page = await h.newPage(lang);
    await loginAs(page, seeker);

    await page.goto(h.url(`/jobs?key_word=${encodeURIComponent('桥梁')}`));
    await expect.poll(() => page.getByPlaceholder(/职位、公司|Job, company/).inputValue(), POLL).toBe('桥梁');
    await page.getByText(t.total).first().waitFor();
    const cards = page.getByTestId('job-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(3);
    await h.screenshot(page, `jobs-${lang}-search`);

    await choose(page, t.city, t.wuhan);
    await expect.poll(() => new URL(page.url()).searchParams.get('address'), POLL).toBe('wuhan');
    await expect
      .poll(async () => (await cards.allInnerTexts()).every((text) => text.includes(t.wuhan)), POLL)
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('key_word')).toBe('桥梁');

    const heading = cards.first().getByRole('heading');
    const title = ((await heading.textContent()) ?? '').trim();
    const listUrl = page.url();
    await heading.getByRole('link').click();
    await page.getByRole('heading', { level: 1 }).getByText(title).waitFor();
    // The tab is titled with the job.
    await expect.poll(() => page.title(), POLL).toBe(`${title} - ${t.site}`);

    await page.getByRole('button', { name: t.apply }).click();
    const days = page.getByLabel(t.openDays);
    await expect.poll(() => days.inputValue(), POLL).toBe('7');
    await days.fill('30');
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await toast(page, t.applied);
    await page.getByRole('button', { name: t.submitted }).waitFor();
    await h.screenshot(page, `jobs-${lang}-applied`);

    await page.reload();
    await page.getByRole('button', { name: t.submitted }).waitFor();
    expect(await page.getByRole('button', { name: t.submitted }).isDisabled()).toBe(true);

    // Back to the list with its keyword and filter (also after a reload of the job).
    await page.getByRole('button', { name: t.back }).click();
    await expect.poll(() => page.url(), POLL).toBe(listUrl);
    await expect.poll(() => page.getByPlaceholder(/职位、公司|Job, company/).inputValue(), POLL).toBe('桥梁');

    await page.goto(h.url('/user/job-seek'));
    const row = page.locator('tr', { hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain(t.submitted);
    // The table shows dates; the exact times are in their titles.
    const times = await row.locator('td span[title]').evaluateAll((spans) => spans.map((s) => s.getAttribute('title')));
    const [applied, until] = times.filter((text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text ?? ''));
    expect(Date.parse(`${until?.replace(' ', 'T')}`) - Date.parse(`${applied?.replace(' ', 'T')}`)).toBe(
      30 * 86_400_000,
    );
    await h.screenshot(page, `jobs-${lang}-job-seek`);
  });

  it('shows the server message when applying fails', async () => {
    const seeker = await registerSeekerWithResume();
    const page = await h.newPage(lang);
    await loginAs(page, seeker);
    const hot = (await call('/u/v1/hunter/get/hot/jobs', seeker.token)) as unknown as Array<{ id: number }>;
    const job = hot[0] as { id: number };
    await page.goto(h.url(`/job/${job.id}`));
    await page.getByRole('button', { name: t.apply }).waitFor();
    // Applied meanwhile from elsewhere (another tab): the server refuses the second one.
    await call('/u/v1/hunter/submit/resume', seeker.token, { job_id: job.id, open_days: 7 });
    await page.getByRole('button', { name: t.apply }).click();
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    const message = lang === 'zh' ? '您已投递过该职位，请勿重复投递' : 'You have already applied to this job';
    await page.locator('.ant-modal-confirm').getByText(message).waitFor();
  });
});

describe.each(['zh', 'en'] as const)('jobs for a recruiter (%s)', (lang: Lang) => {
  const t = TEXT[lang];

  it('posts a job, sees an applicant with a match score, moves them to interviewing; the seeker sees it', async () => {
    const hr = await registerViaApi({ role: '2' });
    const page = await h.newPage(lang);
    await loginAs(page, hr);
    // Submitting the empty form leaves no uncaught rejection.
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Uncaught')) uncaught.push(message.text());
    });
    await page.goto(h.url('/user/job-post'));
    await page.getByRole('button', { name: t.post }).click();

    await page.getByRole('button', { name: t.submitForReview }).click();
    await page.getByText(t.titleRequired).waitFor();
    expect(uncaught).toEqual([]);

    const title = `${lang === 'zh' ? '桥梁结构工程师' : 'Bridge Structural Engineer'} ${randomInt(1000, 9999)}`;
    const f = t.form;
    await page.getByLabel(f.title, { exact: true }).fill(title);
    await choose(page, f.jobType, t.options.jobType);
    await choose(page, f.experience, t.options.experience);
    await choose(page, f.salary, t.options.salary);
    await choose(page, f.city, t.options.city);
    await page.getByLabel(f.address, { exact: true }).fill('南通市崇川区工农路 8 号');
    await page.getByLabel(f.company, { exact: true }).fill('江海桥梁工程有限公司');
    await page.getByLabel(f.description, { exact: true }).fill('负责跨江大桥的结构设计与施工配合。');
    await page.getByLabel(f.contact, { exact: true }).fill('李工');
    await page.getByLabel(f.phone, { exact: true }).fill('0513-86123456');
    await page.getByLabel(f.email, { exact: true }).fill('hr@jianghai.example.cn');
    await h.screenshot(page, `jobs-${lang}-post-form`);
    await page.getByRole('button', { name: t.submitForReview }).click();
    await toast(page, t.saved);
    const row = page.locator('tr', { hasText: title });
    await row.getByText(t.underReview).waitFor();

    const jobId = Number(
      new URL((await row.locator('a').first().getAttribute('href')) ?? '', baseUrl()).pathname.split('/').pop(),
    );
    const admin = await loginViaApi(DEMO.admin);
    const { revision } = await call(`/u/v1/hunter/get/job?id=${jobId}`, admin.token);
    await call('/u/v1/admin/review/job', admin.token, { id: jobId, decision: 'approve', revision });
    const seeker = await registerSeekerWithResume();
    await call('/u/v1/hunter/submit/resume', seeker.token, { job_id: jobId, hr_id: hr.id, open_days: 14 });

    await page.reload();
    await row.getByText(t.approved).waitFor();
    await row.getByRole('button', { name: t.applicants }).click();
    const applicant = page.getByTestId('applicant').filter({ hasText: seeker.nick_name });
    await applicant.waitFor();
    expect(await applicant.textContent()).toMatch(t.match);
    await applicant.getByLabel(t.moveTo).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${t.interviewing}"]`).click();
    await toast(page, t.moved);
    await h.screenshot(page, `jobs-${lang}-applicants`);
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-content').waitFor({ state: 'hidden' });

    // Ending recruiting asks first, like Delete.
    await row.getByRole('button', { name: t.end }).click();
    const question = page.locator('.ant-popover:visible', { hasText: t.endConfirm });
    await question.waitFor();
    await question.getByRole('button', { name: t.ok }).click();
    await toast(page, t.ended);

    const seekerPage = await h.newPage(lang);
    await loginAs(seekerPage, seeker);
    await seekerPage.goto(h.url('/user/job-seek'));
    const delivery = seekerPage.locator('tr', { hasText: title });
    await delivery.getByText(t.interviewing).waitFor();
  });
});

describe.each(['zh', 'en'] as const)('pages of other roles (%s)', (lang: Lang) => {
  const t = TEXT[lang];

  it('show for whom they are, with no refused call and no console error', async () => {
    const visits = [
      { role: '2', path: '/user/certificate', message: t.seekerOnly },
      { role: '2', path: '/user/project-images', message: t.seekerOnly },
      { role: '1', path: '/user/certificate', message: t.seekerOnly },
      { role: '1', path: '/user/project-images', message: t.seekerOnly },
      { role: '3', path: '/user/job-post', message: t.hrOnly },
      { role: '3', path: '/admin/jobs', message: t.adminOnly },
    ] as const;
    const users = {
      '1': await loginViaApi(DEMO.admin),
      '2': await registerViaApi({ role: '2' }),
      '3': await registerViaApi({ role: '3' }),
    };
    for (const visit of visits) {
      const page = await h.newPage(lang);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() === 403) problems.push(`403 ${response.url()}`);
      });
      // The api calls under way; the live message stream stays open for good (no 'networkidle' while it does).
      const open = new Set<Request>();
      page.on('request', (request) => {
        if (request.url().includes('/u/v1/') && !request.url().includes('/messages/stream')) open.add(request);
      });
      page.on('requestfinished', (request) => open.delete(request));
      page.on('requestfailed', (request) => open.delete(request));
      await loginAs(page, users[visit.role]);
      await page.goto(h.url(visit.path));
      await page.getByText(visit.message).waitFor();
      // The layout's own calls (oil, notifications) have settled by then too.
      await expect.poll(() => open.size, POLL).toBe(0);
      expect(problems, `${visit.path} as role ${visit.role}`).toEqual([]);
      await page.context().close();
    }
  });
});
