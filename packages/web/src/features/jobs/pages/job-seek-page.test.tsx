// @vitest-environment happy-dom
import type { MyApplication } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobSeekPage } from './job-seek-page.tsx';

const at = '2026-11-20T08:00:00.000Z';
const application = (id: number, status: MyApplication['status'], title: string): MyApplication => ({
  ...{ id, job_id: 100 + id, status, open_days: 7, opened_until: at, create_time: at, update_time: at },
  ...{ viewed_time: null, interviewing_time: null, offered_time: null, rejected_time: null, withdrawn_time: null },
  ...{ job_title: title, company: '华东建筑设计院', city: 'shanghai', address: '世纪大道 100 号', salary: '20-40' },
  ...{ job_status: 1, job_removed: false },
});

function serve(list: MyApplication[]) {
  return fakeApi({
    'GET /u/v1/hunter/get/applications': () => ({ data: list, total: list.length }),
    'POST /u/v1/hunter/withdraw/resume': (call) => {
      const id = (call.body as { application_id: number }).application_id;
      const found = list.find((a) => a.id === id) as MyApplication;
      return { data: { ...found, status: 'withdrawn', withdrawn_time: at } };
    },
  });
}
const withdrawals = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.path === '/u/v1/hunter/withdraw/resume');

// antd tables in happy-dom take seconds on a loaded machine.
describe('My applications: withdraw', { timeout: 30_000 }, () => {
  it('withdraws a submitted or viewed application after a confirm, and offers nothing once the HR has acted', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const calls = serve([
      application(1, 'submitted', '结构设计工程师'),
      application(2, 'viewed', '桥梁工程师'),
      application(3, 'interviewing', '暖通工程师'),
      application(4, 'withdrawn', '电气工程师'),
    ]);
    await renderInApp(<JobSeekPage />, { path: '/user/job-seek' });

    expect(await screen.findByText('已撤回')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /^撤\s?回$/ });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(await screen.findByText('确定撤回这份投递吗？')).toBeTruthy();
    expect(withdrawals(calls)).toEqual([]);
    // The last column's question opens leftwards from the button, not centred on it past the window's edge.
    expect(screen.getByText('确定撤回这份投递吗？').closest('.ant-popover')?.className).toContain('placement-topRight');

    const confirm = screen.getAllByRole('button', { name: /^撤\s?回$/ }).find((b) => b.closest('.ant-popover'));
    fireEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(withdrawals(calls).map((c) => c.body)).toEqual([{ application_id: 1 }]));
    expect(await screen.findByText('投递已撤回')).toBeTruthy();
  });

  it('in English, cancelling the question sends nothing', async () => {
    signIn({ id: 12, nickName: 'Wang', role: '3' });
    const calls = serve([application(1, 'viewed', 'Structural engineer'), application(2, 'viewed', 'Bridge engineer')]);
    await renderInApp(<JobSeekPage />, { path: '/user/job-seek', language: 'en' });
    const withdrawIn = async (title: string) =>
      within((await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement).getByRole('button', {
        name: 'Withdraw',
      });

    fireEvent.click(await withdrawIn('Structural engineer'));
    expect(await screen.findByText('Withdraw this application?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // Then the other application is withdrawn: its call is the first one, and once it is answered the cancelled
    // question would have sent its own before it.
    fireEvent.click(await withdrawIn('Bridge engineer'));
    // The question just opened is the last (the cancelled one may still be fading out).
    const confirm = (await screen.findAllByRole('button', { name: 'Withdraw' }))
      .filter((b) => b.closest('.ant-popover'))
      .at(-1);
    fireEvent.click(confirm as HTMLElement);
    expect(await screen.findByText('Application withdrawn')).toBeTruthy();
    expect(withdrawals(calls).map((c) => c.body)).toEqual([{ application_id: 2 }]);
  });
});
