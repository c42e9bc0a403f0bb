import { randomInt } from 'node:crypto';
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
 * A live job stays on the board (ADR 0092) while its recruiter's edit awaits review; the administrator
 * approves the edit on /admin/jobs, and the job seeker then sees the new version.
 */

const TEXT = {
  zh: {
    edit: '编辑',
    title: '职位名称',
    liveNote: '该职位正在展示。修改提交后需管理员审核，审核通过前求职者看到的仍是当前版本。',
    submit: '提交审核',
    saved: '职位已提交审核',
    editPending: '修改审核中',
    queueHeading: '职位审核',
    kindEdit: '修改已上线职位',
    review: /^审\s?核$/,
    liveVersion: '当前上线版本',
    editVersion: '待审核的修改',
    approve: /^通\s?过$/,
    approved: '已通过，职位已上线',
  },
  en: {
    edit: 'Edit',
    title: 'Job title',
    liveNote:
      'This job is live. Your changes are reviewed by an administrator; until they are approved, job seekers see the current version.',
    submit: 'Submit for review',
    saved: 'Job submitted for review',
    editPending: 'Changes under review',
    queueHeading: 'Job review',
    kindEdit: 'Changes to a live job',
    review: /^Review$/,
    liveVersion: 'Live version',
    editVersion: 'Changes awaiting review',
    approve: /^Approve$/,
    approved: 'Approved; the job is live',
  },
} as const;
type Lang = keyof typeof TEXT;

let h: Harness;
beforeAll(async () => {
  h = await openBrowser();
});
afterAll(() => h.close());

/** A recruiter's job, posted and approved through the API. */
async function liveJob(title: string) {
  const hr = await registerViaApi({ role: '2' });
  const job = await callApi('/u/v1/hr/add/job', hr.token, {
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
  });
  const admin = await loginViaApi(DEMO.admin);
  await callApi('/u/v1/admin/review/job', admin.token, { id: job.id, decision: 'approve', revision: job.revision });
  return { hr, admin, id: job.id as number };
}

describe.each(['zh', 'en'] as const)('review of a live job edit (%s)', (lang: Lang) => {
  const t = TEXT[lang];

  it('keeps the live version for seekers while the edit awaits review; the admin approves it and the seeker sees it', async () => {
    const n = randomInt(1000, 9999);
    const oldTitle = `${lang === 'zh' ? '桥梁结构工程师' : 'Bridge Structural Engineer'} ${n}`;
    const newTitle = `${lang === 'zh' ? '桥梁结构高级工程师' : 'Senior Bridge Structural Engineer'} ${n}`;
    const { hr, admin, id } = await liveJob(oldTitle);

    // The recruiter edits the live job: the form says it stays live, the list shows the edit under review.
    const hrPage = await h.newPage(lang);
    await loginAs(hrPage, hr);
    await hrPage.goto(h.url('/user/job-post'));
    const row = hrPage.locator('tr', { hasText: oldTitle });
    await row.getByRole('button', { name: t.edit }).click();
    await hrPage.getByText(t.liveNote).waitFor();
    await hrPage.getByLabel(t.title, { exact: true }).fill(newTitle);
    await hrPage.getByRole('button', { name: t.submit }).click();
    await toast(hrPage, t.saved);
    await row.getByText(t.editPending).waitFor();

    // The seeker still sees the approved version.
    const seeker = await registerViaApi({ role: '3' });
    const seekerPage = await h.newPage(lang);
    await loginAs(seekerPage, seeker);
    await seekerPage.goto(h.url(`/job/${id}`));
    await seekerPage.getByRole('heading', { name: oldTitle }).waitFor();

    // The administrator sees the edit against the live version in the queue and approves it.
    const adminPage = await h.newPage(lang);
    await loginAs(adminPage, admin);
    await adminPage.goto(h.url('/admin/jobs'));
    await adminPage.getByRole('heading', { name: t.queueHeading }).waitFor();
    const queued = adminPage.locator('tr', { hasText: oldTitle });
    await queued.getByText(t.kindEdit).waitFor();
    await queued.getByRole('button', { name: t.review }).click();
    const drawer = adminPage.getByRole('dialog');
    await drawer.getByRole('columnheader', { name: t.liveVersion }).waitFor();
    await drawer.getByRole('columnheader', { name: t.editVersion }).waitFor();
    await drawer.getByText(newTitle).first().waitFor();
    await h.screenshot(adminPage, `admin-${lang}-job-review`);
    await drawer.getByRole('button', { name: t.approve }).click();
    await toast(adminPage, t.approved);
    await queued.waitFor({ state: 'detached' });

    // The seeker now sees the new version.
    await seekerPage.reload();
    await seekerPage.getByRole('heading', { name: newTitle }).waitFor();
    await expect.poll(() => seekerPage.title(), POLL).toContain(newTitle);
  });
});
