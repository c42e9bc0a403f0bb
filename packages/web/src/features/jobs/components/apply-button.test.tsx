// @vitest-environment happy-dom
import type { JobDetail } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { hrJob, savedResume } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { ApplyButton } from './apply-button.tsx';

const { applicant_count: _count, new_applicant_count: _new, ...detail } = hrJob;
const job: JobDetail = { ...detail, application: null };

// antd forms in happy-dom take seconds on a loaded machine.
describe('the Submit Resume popup', { timeout: 30_000 }, () => {
  it('with the open days cleared shows the rule and sends nothing, with no unhandled rejection', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const calls = fakeApi({});
    await renderInApp(<ApplyButton job={job} />, { path: `/job/${job.id}` });

    fireEvent.click(screen.getByRole('button', { name: '投递简历' }));
    const days = await screen.findByLabelText('简历开放天数');
    fireEvent.change(days, { target: { value: '' } });
    fireEvent.blur(days);
    fireEvent.click(screen.getByRole('button', { name: '确认投递' }));

    // Vitest fails the run on an unhandled rejection, which a bare validateFields() left here.
    expect(await screen.findByText('简历开放天数须为 1 到 365 之间的整数')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('names what the resume lacks, links to it and sends nothing', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const lacking = { ...savedResume, degree: null, self_desc: ' ', major_list: [], cert_list: [] };
    const calls = fakeApi({ 'GET /u/v1/hunter/get/resume': () => ({ data: lacking }) });
    await renderInApp(<ApplyButton job={job} />, { path: `/job/${job.id}` });

    fireEvent.click(screen.getByRole('button', { name: '投递简历' }));
    expect(await screen.findByText('简历还不完整，暂时不能投递')).toBeTruthy();
    expect(screen.getByText(/请先完善：学历、至少一个专业或证书、自我介绍/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去完善简历' }).getAttribute('href')).toBe('/user/resume');
    const ok = screen.getByRole('button', { name: '确认投递' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.click(ok);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('in English, and sends the application once the resume is complete', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const at = '2026-11-23T00:00:00.000Z';
    const application = {
      ...{
        id: 5,
        job_id: job.id,
        status: 'submitted',
        open_days: 7,
        opened_until: at,
        create_time: at,
        update_time: at,
      },
      ...{ viewed_time: null, interviewing_time: null, offered_time: null, rejected_time: null, withdrawn_time: null },
    };
    const calls = fakeApi({
      'GET /u/v1/hunter/get/resume': () => ({ data: savedResume }),
      'POST /u/v1/hunter/submit/resume': () => ({ data: application }),
    });
    await renderInApp(<ApplyButton job={job} />, { path: `/job/${job.id}`, language: 'en' });

    fireEvent.click(screen.getByRole('button', { name: 'Submit resume' }));
    const ok = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect((ok as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Your resume is not complete enough to apply')).toBeNull();
    fireEvent.click(ok);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });
});
