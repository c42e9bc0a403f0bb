// @vitest-environment happy-dom
import type { Applicant, ApplicantCounts } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { hrJob, savedResume } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { ApplicantsDrawer } from './applicants-drawer.tsx';

const applicant = (id: number, overrides: Partial<Applicant> = {}): Applicant => ({
  id,
  job_id: hrJob.id,
  status: 'viewed',
  open_days: 7,
  opened_until: '2099-01-01T00:00:00.000Z',
  create_time: '2025-03-02T08:00:00.000Z',
  update_time: '2025-03-02T08:00:00.000Z',
  viewed_time: '2025-03-02T09:00:00.000Z',
  interviewing_time: null,
  offered_time: null,
  rejected_time: null,
  withdrawn_time: null,
  seeker_id: 100 + id,
  nick_name: `求职者${id}`,
  profile_pic_url: '',
  experience: 5,
  resume_open: true,
  match: {
    score: 80,
    cert_held: [],
    cert_missing: [],
    major_held: [],
    major_missing: [],
    experience_years: 5,
    required_years: 3,
    experience_ok: true,
  },
  reject_reason: '',
  hr_note: '',
  hr_note_time: null,
  ...overrides,
});

const counts: ApplicantCounts = {
  all: 3,
  by_status: { submitted: 0, viewed: 2, interviewing: 0, offered: 0, rejected: 1, withdrawn: 0 },
};

function serve() {
  const list = [applicant(1, { hr_note: '周三电话面试' }), applicant(2)];
  return fakeApi({
    'GET /u/v1/hr/get/job/applicants': ({ query }) => {
      const status = query.get('status');
      const rejected = [applicant(3, { status: 'rejected', reject_reason: '专业不符' })];
      return status === 'rejected' ? { data: rejected, total: 1 } : { data: list, total: 2 };
    },
    'GET /u/v1/hr/get/job/applicant/counts': () => ({ data: counts }),
    'POST /u/v1/hr/update/application/status': ({ body }) => ({ data: { ...applicant(2), ...(body as object) } }),
    'POST /u/v1/hr/update/application/note': ({ body }) => ({
      data: { ...(body as object), note_time: '2025-03-03T08:00:00.000Z' },
    }),
    'GET /u/v1/admin/download/hunter/resume/101': () => ({ data: savedResume }),
  });
}

const callsTo = (calls: ReturnType<typeof serve>, path: string) => calls.filter((c) => c.path === path);

// antd in happy-dom takes seconds on a loaded machine.
describe('the applicant drawer', { timeout: 30_000 }, () => {
  it('filters by pipeline state, each state with its count', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const calls = serve();
    await renderInApp(<ApplicantsDrawer job={hrJob} onClose={() => {}} />);

    expect(await screen.findByText('全部 3')).toBeTruthy();
    expect(screen.getByText('已查看 2')).toBeTruthy();
    expect(screen.getByText('面试中 0')).toBeTruthy();
    fireEvent.click(screen.getByText('不合适 1'));
    expect(await screen.findByText('不合适原因：专业不符')).toBeTruthy();
    const applicantCalls = callsTo(calls, '/u/v1/hr/get/job/applicants');
    expect(applicantCalls.at(-1)?.query.get('status')).toBe('rejected');
    expect(screen.getAllByTestId('applicant')).toHaveLength(1);
  });

  it('asks for a reason before rejecting and sends it with the move', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const calls = serve();
    await renderInApp(<ApplicantsDrawer job={hrJob} onClose={() => {}} />);

    const [, second] = await screen.findAllByTestId('applicant');
    fireEvent.mouseDown(within(second as HTMLElement).getByRole('combobox', { name: '更新进度' }));
    fireEvent.click(await screen.findByTitle('不合适'));
    const reason = await screen.findByRole('textbox', { name: '不合适原因' });
    expect(callsTo(calls, '/u/v1/hr/update/application/status')).toEqual([]);
    fireEvent.change(reason, { target: { value: '需要五年以上桥梁经验' } });
    fireEvent.click(screen.getByRole('button', { name: '标记为不合适' }));
    await waitFor(() =>
      expect(callsTo(calls, '/u/v1/hr/update/application/status').map((c) => c.body)).toEqual([
        { application_id: 2, status: 'rejected', reason: '需要五年以上桥梁经验' },
      ]),
    );
  });

  it('shows, edits and saves a private note', async () => {
    signIn({ id: 7, nickName: 'Li', role: '2' });
    const calls = serve();
    await renderInApp(<ApplicantsDrawer job={hrJob} onClose={() => {}} />, { language: 'en' });

    expect(await screen.findByText('周三电话面试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add a note/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Strong on site work' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(callsTo(calls, '/u/v1/hr/update/application/note').map((c) => c.body)).toEqual([
        { application_id: 2, note: 'Strong on site work' },
      ]),
    );
  });

  it("offers both PDF exports of the applicant's resume", async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    serve();
    await renderInApp(<ApplicantsDrawer job={hrJob} onClose={() => {}} />);

    const [first] = await screen.findAllByTestId('applicant');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: '查看简历' }));
    expect(await screen.findByRole('button', { name: /导出 PDF/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出 A4 打印版/ })).toBeTruthy();
  });
});
