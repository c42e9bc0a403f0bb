// @vitest-environment happy-dom
import type { HrViewRequest } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { ResumePermissionsPage } from './resume-permissions-page.tsx';

const at = '2026-11-20T08:00:00.000Z';
const request = (id: number, name: string, state: HrViewRequest['state']): HrViewRequest => ({
  ...{ request_id: id, hunter_id: 100 + id, hunter_name: name, hunter_avatar: '', job_id: null, job_title: null },
  ...{ message: `您好 ${name}，想查看您的简历`, state, create_time: at, decided_time: state === 'pending' ? null : at },
});
const all = [
  { ...request(3, '王建国', 'allowed'), job_id: 41, job_title: '桥梁结构工程师' },
  request(2, '赵敏', 'pending'),
  request(1, '钱伟', 'rejected'),
];

function serve() {
  return fakeApi({
    'GET /u/v1/hr/get/resume/requests': ({ query }) => {
      const state = query.get('state');
      const list = all.filter((r) => !state || r.state === state);
      return { data: list, total: list.length };
    },
  });
}
const item = (name: string) =>
  screen.getByText(`您好 ${name}，想查看您的简历`).closest('[data-testid="hr-view-request"]') as HTMLElement;

// antd lists in happy-dom take seconds on a loaded machine.
describe('/user/resume-permissions: the HR follows their requests', { timeout: 30_000 }, () => {
  it('lists every request with its state, job, message and times; an allowed one opens the resume', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    serve();
    await renderInApp(<ResumePermissionsPage />, { path: '/user/resume-permissions' });
    expect(document.title).toContain('查看申请');

    await screen.findByText('您好 王建国，想查看您的简历');
    const allowed = item('王建国');
    expect(within(allowed).getByRole('link', { name: '王建国' }).getAttribute('href')).toBe('/talent/103');
    expect(within(allowed).getByText('已同意')).toBeTruthy();
    expect(within(allowed).getByText('申请职位：桥梁结构工程师')).toBeTruthy();
    // 08:00 UTC, shown in China time.
    expect(within(allowed).getByText('同意时间：2026-11-20 16:00')).toBeTruthy();
    const pending = item('赵敏');
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(within(pending).getByText('待处理')).toBeTruthy();
    expect(within(pending).getByText('未关联职位')).toBeTruthy();
  });

  it('filters by state (English)', async () => {
    signIn({ id: 7, nickName: 'Li', role: '2' });
    const calls = serve();
    await renderInApp(<ResumePermissionsPage />, { path: '/user/resume-permissions', language: 'en' });
    await screen.findByText('您好 钱伟，想查看您的简历');
    const filter = screen.getByLabelText('Filter by state');
    fireEvent.click(within(filter).getByText('Pending'));
    await waitFor(() => expect(screen.queryByText('您好 钱伟，想查看您的简历')).toBeNull());
    expect(screen.getByText('您好 赵敏，想查看您的简历')).toBeTruthy();
    expect(calls.map((c) => c.query.get('state'))).toEqual([null, 'pending']);
  });
});
