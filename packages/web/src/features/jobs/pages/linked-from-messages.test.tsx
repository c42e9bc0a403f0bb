// @vitest-environment happy-dom
import type { MyApplication } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { hrJob } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobPostPage } from './job-post-page.tsx';
import { JobSeekPage } from './job-seek-page.tsx';

// The pages a notification leads to open what it is about.

const at = '2026-11-20T08:00:00.000Z';
const application = (id: number, title: string): MyApplication => ({
  ...{ id, job_id: 100 + id, status: 'rejected', open_days: 7, opened_until: at, create_time: at, update_time: at },
  ...{ viewed_time: at, interviewing_time: null, offered_time: null, rejected_time: at, withdrawn_time: null },
  ...{ job_title: title, company: '华东建筑设计院', city: 'shanghai', address: '世纪大道 100 号', salary: '20-40' },
  ...{ job_status: 1, job_removed: false },
});

// antd tables and drawers in happy-dom take seconds on a loaded machine.
describe('pages opened from a notification', { timeout: 30_000 }, () => {
  it("/user/job-post?applicants=<job> opens that job's applicants", async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const calls = fakeApi({
      'GET /u/v1/hr/get/job/list': () => ({ data: [hrJob], total: 1 }),
      'GET /u/v1/hr/get/job/applicants': () => ({ data: [], total: 0 }),
      'GET /u/v1/hr/get/job/applicant/counts': () => ({ data: { all: 0, by_status: {} } }),
    });
    await renderInApp(<JobPostPage />, { path: `/user/job-post?applicants=${hrJob.id}` });

    expect(await screen.findByText(`“${hrJob.title}”的投递者`)).toBeTruthy();
    const listed = calls.filter((c) => c.path === '/u/v1/hr/get/job/applicants');
    expect(listed[0]?.query.get('job_id')).toBe(String(hrJob.id));
  });

  it('/user/job-seek?application=<id> highlights that application', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    fakeApi({
      'GET /u/v1/hunter/get/applications': () => ({
        data: [application(1, '结构设计工程师'), application(2, '桥梁工程师')],
        total: 2,
      }),
    });
    await renderInApp(<JobSeekPage />, { path: '/user/job-seek?application=2' });

    await screen.findByText('桥梁工程师');
    await waitFor(() => {
      const current = document.querySelector('tr[aria-current="true"]');
      expect(current?.textContent).toContain('桥梁工程师');
    });
    expect(document.querySelectorAll('tr[aria-current="true"]')).toHaveLength(1);
  });
});
