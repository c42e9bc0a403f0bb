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
  registerSeekerWithResume,
  registerViaApi,
} from '../src/harness.ts';

/**
 * The certificate and major pages and the hot majors end to end, in zh and en: a job seeker opens a certificate's page
 * from a job's certificate tag, reads its description and counts, follows a recruiting job back to /job/{id}; from the
 * home page reaches the hot majors and opens a major.
 */

const CERT = { name: '一级建造师', en: 'Class 1 Registered Constructor' };

const TEXT = {
  zh: {
    certName: CERT.name,
    description: /建设工程项目经理的执业资格/,
    talents: '持有人才',
    jobs: '招聘中职位',
    hotEntry: /看看哪些专业最抢手/,
    hotTitle: '热门专业',
    back: '返回热门专业',
    standards: '相关标准',
  },
  en: {
    certName: CERT.en,
    description: /The licence to manage construction projects/,
    talents: 'Talents holding it',
    jobs: 'Recruiting jobs',
    hotEntry: /See which majors are in demand/,
    hotTitle: 'Hot majors',
    back: 'Back to hot majors',
    standards: 'Related standards',
  },
} as const;

/** A recruiting job requiring the certificate, posted by a new recruiter and approved by the demo administrator. */
async function jobRequiring(certId: number, title: string) {
  const hr = await registerViaApi({ role: '2' });
  const job = await callApi('/u/v1/hr/add/job', hr.token, {
    title,
    city: 'shanghai',
    address: '上海市浦东新区世纪大道 100 号',
    company: '华东机电安装有限公司',
    description: '负责机电安装项目的进度、质量与安全管理。',
    publisher_name: '陈工',
    phone: '021-68881234',
    email: 'hr@huadong-mep.example.cn',
    job_type: 'full_time',
    experience: '5-10',
    salary: '20-40',
    cert_ids: [certId],
  });
  const admin = await loginViaApi(DEMO.admin);
  await callApi('/u/v1/admin/review/job', admin.token, { id: job.id, decision: 'approve', revision: job.revision });
  return job.id as number;
}

describe.each(['zh', 'en'] as const)('certificate and major pages (%s)', (language) => {
  const t = TEXT[language];
  let h: Harness;
  beforeAll(async () => {
    h = await openBrowser();
  });
  afterAll(() => h.close());

  it("opens a certificate from a job's tag, sees its description and counts, and follows a recruiting job", async () => {
    const seeker = await registerSeekerWithResume();
    const certs = (await callApi('/u/v1/user/get/cert/list', seeker.token)) as unknown as {
      id: number;
      name: string;
    }[];
    const cert = certs.find((c) => c.name === CERT.name);
    if (!cert) throw new Error('the demo catalogue lacks 一级建造师');
    const title = `机电项目经理 ${randomBytes(3).toString('hex')}`;
    const jobId = await jobRequiring(cert.id, title);
    const figures = await callApi(`/u/v1/user/get/certificate?id=${cert.id}`, seeker.token);

    const page = await h.newPage(language);
    await loginAs(page, seeker);
    await page.goto(h.url(`/job/${jobId}`));
    await page.getByRole('link', { name: t.certName, exact: true }).click();
    await page.waitForURL(`**/certificate/${cert.id}`);
    await page.getByRole('heading', { name: t.certName, exact: true }).waitFor();
    await page.getByText(t.description).waitFor();
    await page.getByText(t.talents, { exact: true }).waitFor();
    const jobsFigure = page.locator('.ant-statistic').filter({ hasText: t.jobs });
    await expect
      .poll(() => jobsFigure.locator('.ant-statistic-content').textContent(), POLL)
      .toBe(String(figures.job_count));
    const talentsFigure = page.locator('.ant-statistic').filter({ hasText: t.talents });
    expect(await talentsFigure.locator('.ant-statistic-content').textContent()).toBe(String(figures.talent_count));
    // Courses linked to the certificate (the demo seed links some), newest first.
    const courses = (await callApi(
      `/u/v1/user/get/course/list?cert=${cert.id}&pn=1&p_size=10`,
      seeker.token,
    )) as unknown as {
      title: string;
      en_title: string;
    }[];
    const course = courses[0];
    if (course) {
      const name = language === 'en' ? course.en_title || course.title : course.title;
      await page.getByRole('link', { name }).first().waitFor();
    }
    // Related standards come from the standards search: an answer (a list or "none"), never a refusal.
    const standards = page.locator('.ant-card').filter({ hasText: t.standards });
    await standards.locator('.ant-empty, .ant-list').first().waitFor();
    expect(await standards.locator('.ant-alert').count()).toBe(0);
    await h.screenshot(page, `certificate-page-${language}`);

    // The newest recruiting jobs requiring it: ours is the newest.
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/job/${jobId}`);
    await page.getByRole('heading', { name: title }).waitFor();
  });

  it('reaches the hot majors from home and opens a major', async () => {
    const seeker = await registerSeekerWithResume();
    const page = await h.newPage(language);
    await loginAs(page, seeker);
    await page.goto(h.url('/home'));
    await page.getByRole('link', { name: t.hotEntry }).click();
    await page.waitForURL('**/hot-majors');
    await page.getByRole('heading', { name: t.hotTitle, exact: true }).waitFor();
    const first = page.locator('.ant-table-row').first().getByRole('link');
    await first.waitFor();
    await h.screenshot(page, `hot-majors-${language}`);
    await first.click();
    await page.waitForURL(/\/major\/\d+$/);
    await page.getByRole('link', { name: t.back }).waitFor();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
  });
});
