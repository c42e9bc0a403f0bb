// @vitest-environment happy-dom
import { type JobDetail, MESSAGES } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, fakeApi } from '../../../test/fake-api.ts';
import { hrJob } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { AdminJobsPage } from './admin-jobs-page.tsx';

const { applicant_count: _a, new_applicant_count: _n, ...live } = hrJob;
/** A live job whose recruiter changed the title and the salary. */
const edited: JobDetail = {
  ...live,
  pending_edit: {
    ...live,
    title: '桥梁结构高级工程师',
    salary: '20-40',
    review_status: 'under_review',
    reject_reason: '',
    update_time: '2025-03-02T08:00:00.000Z',
  },
};
const fresh: JobDetail = { ...live, id: 52, title: '暖通设计师', review_status: 'under_review', pending_edit: null };

function serve(list: () => JobDetail[] = () => [edited, fresh], review = () => ({ data: live }) as Answer) {
  return fakeApi({
    'GET /u/v1/admin/get/job/list': () => ({ data: list(), total: list().length }),
    'GET /u/v1/user/get/major/list': () => ({ data: [] }),
    'GET /u/v1/user/get/cert/list': () => ({ data: [] }),
    'POST /u/v1/admin/review/job': review,
    'POST /u/v1/admin/end/job': () => ({ data: { ...live, status: 2 } }),
    'POST /u/v1/admin/delete/job': () => ({ data: null }),
  });
}

const reviews = (calls: ReturnType<typeof serve>) =>
  calls.filter((c) => c.path === '/u/v1/admin/review/job').map((c) => c.body);

// antd tables, drawers and forms in happy-dom take seconds on a loaded machine.
describe('the admin review queue (/admin/jobs)', { timeout: 30_000 }, () => {
  it('lists the jobs under review, new ones and edits of live ones, and approves an edit shown against the live version', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminJobsPage />, { path: '/admin/jobs' });

    expect(await screen.findByText('修改已上线职位')).toBeTruthy();
    expect(screen.getByText('新职位')).toBeTruthy();
    expect(calls.find((c) => c.path === '/u/v1/admin/get/job/list')?.query.get('review_status')).toBe('under_review');

    fireEvent.click(screen.getAllByRole('button', { name: /^审\s?核$/ })[0] as HTMLElement);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('当前上线版本')).toBeTruthy();
    expect(within(drawer).getByText('待审核的修改')).toBeTruthy();
    expect(within(drawer).getByText('桥梁结构高级工程师')).toBeTruthy();
    expect(within(drawer).getAllByText('已修改')).toHaveLength(2);

    fireEvent.click(within(drawer).getByRole('button', { name: /^通\s?过$/ }));
    await waitFor(() =>
      expect(reviews(calls)).toEqual([{ id: hrJob.id, decision: 'approve', reason: '', revision: 1 }]),
    );
  });

  it('when the recruiter changed the job since it was opened, says so, shows the latest version and reviews that', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const stale = MESSAGES.jobReviewStale;
    const newer: JobDetail = {
      ...edited,
      revision: 2,
      pending_edit: { ...(edited.pending_edit as NonNullable<JobDetail['pending_edit']>), title: '桥梁设计总工' },
    };
    let current = edited;
    const calls = serve(
      () => [current],
      () => {
        if (current === edited) {
          current = newer;
          return { status: 409, msg: stale.zh, msg_en: stale.en };
        }
        return { data: live };
      },
    );
    await renderInApp(<AdminJobsPage />, { path: '/admin/jobs', language: 'en' });

    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    expect(await within(drawer).findByText(stale.en)).toBeTruthy();
    expect(await within(drawer).findByText('桥梁设计总工')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/u/v1/admin/get/job/list').length).toBeGreaterThan(1);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(reviews(calls)).toEqual([
        { id: hrJob.id, decision: 'approve', reason: '', revision: 1 },
        { id: hrJob.id, decision: 'approve', reason: '', revision: 2 },
      ]),
    );
  });

  it('rejects only with a reason, which is sent with the decision', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const calls = serve();
    await renderInApp(<AdminJobsPage />, { path: '/admin/jobs', language: 'en' });

    fireEvent.click((await screen.findAllByRole('button', { name: 'Review' }))[1] as HTMLElement);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    const modal = (await screen.findByText('Reject "暖通设计师"')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByText('Please give a reason for the rejection')).toBeTruthy();
    expect(reviews(calls)).toEqual([]);

    fireEvent.change(within(modal).getByLabelText('Reason for rejection'), { target: { value: ' 联系方式不全 ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(reviews(calls)).toEqual([{ id: 52, decision: 'reject', reason: '联系方式不全', revision: 1 }]),
    );
  });

  it('filters every job by company and publisher, sorts by posting time, and ends a job after confirming', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const calls = serve();
    await renderInApp(<AdminJobsPage />, { path: '/admin/jobs', language: 'en' });
    const lastList = () => calls.filter((c) => c.path === '/u/v1/admin/get/job/list').at(-1)?.query;

    fireEvent.click(await screen.findByText('All'));
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: ' 华东院 ' } });
    fireEvent.keyDown(screen.getByLabelText('Company'), { key: 'Enter', keyCode: 13 });
    fireEvent.change(screen.getByLabelText('Publisher (recruiter user ID or contact)'), { target: { value: '42' } });
    fireEvent.keyDown(screen.getByLabelText('Publisher (recruiter user ID or contact)'), { key: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('columnheader', { name: /Posted/ }));
    await waitFor(() => {
      const query = lastList();
      expect(query?.get('review_status')).toBeNull();
      expect(query?.get('company')).toBe('华东院');
      expect(query?.get('publisher')).toBe('42');
      expect([query?.get('sort'), query?.get('order')]).toEqual(['created', 'desc']);
    });

    const row = (await screen.findByText('暖通设计师')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'End' }));
    const confirm = await screen.findByText('End recruiting for "暖通设计师"?');
    expect(calls.some((c) => c.path === '/u/v1/admin/end/job')).toBe(false);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'End' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/u/v1/admin/end/job').map((c) => c.body)).toEqual([{ id: 52 }]),
    );
  });
});
