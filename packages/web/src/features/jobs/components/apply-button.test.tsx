// @vitest-environment happy-dom
import type { JobDetail } from '@app/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { hrJob } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { ApplyButton } from './apply-button.tsx';

const { applicant_count: _count, new_applicant_count: _new, ...detail } = hrJob;
const job: JobDetail = { ...detail, application: null };

// antd forms in happy-dom take seconds on a loaded machine.
describe('the Submit Resume popup', { timeout: 30_000 }, () => {
  it('with the open days cleared shows the rule and sends nothing, with no unhandled rejection (issue 9 item 4)', async () => {
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
});
