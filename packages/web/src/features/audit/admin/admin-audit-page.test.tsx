// @vitest-environment happy-dom
import type { AuditEntry } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { AdminAuditPage } from './admin-audit-page.tsx';

const renamed: AuditEntry = {
  id: 12,
  actor_id: 1,
  actor_name: '管理员王',
  action: 'major.update',
  target_type: 'major',
  target_id: 7,
  summary: '土木工程',
  before: { name: '土木', en_name: 'Civil', sort: 3 },
  after: { name: '土木工程', en_name: 'Civil', sort: 3 },
  create_time: '2026-11-20T08:30:00.000Z',
};
const disabled: AuditEntry = {
  id: 11,
  actor_id: null,
  actor_name: '老管理员',
  action: 'user.disable',
  target_type: 'user',
  target_id: 42,
  summary: '13500000042',
  before: { disabled: false },
  after: { disabled: true },
  create_time: '2026-11-19T02:00:00.000Z',
};

function serve() {
  return fakeApi({
    'GET /u/v1/admin/get/audit/list': (call) => {
      const action = call.query.get('action');
      const rows = [renamed, disabled].filter((entry) => !action || entry.action === action);
      return { data: rows, total: rows.length };
    },
  });
}
const listCalls = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.path === '/u/v1/admin/get/audit/list');

describe('the audit log (/admin/audit)', { timeout: 30_000 }, () => {
  it('lists entries with the action in Chinese and opens one on its before and after, the changed field marked', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    serve();
    await renderInApp(<AdminAuditPage />, { path: '/admin/audit' });

    const row = (await screen.findByText('土木工程')).closest('tr') as HTMLElement;
    expect(within(row).getByText('修改专业')).toBeTruthy();
    expect(within(row).getByText('专业 #7')).toBeTruthy();
    expect(within(row).getByText('管理员王')).toBeTruthy();
    expect(screen.getByText('禁用用户')).toBeTruthy();
    expect(screen.getByText('账号已删除')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /展开/ }));
    const change = (await screen.findByRole('columnheader', { name: '修改前' })).closest('table') as HTMLElement;
    const name = within(change).getByRole('rowheader', { name: /^name/ }).closest('tr') as HTMLElement;
    expect(name.dataset.changed).toBe('true');
    expect(within(name).getByText('土木')).toBeTruthy();
    expect(within(name).getByText('已修改')).toBeTruthy();
    const unchanged = within(change).getByRole('rowheader', { name: 'en_name' }).closest('tr') as HTMLElement;
    expect(unchanged.dataset.changed).toBeUndefined();
  });

  it('filters by action: the request carries action=... and the list follows', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const calls = serve();
    await renderInApp(<AdminAuditPage />, { path: '/admin/audit', language: 'en' });
    expect(await screen.findByText('Edit major')).toBeTruthy();
    expect(listCalls(calls)[0]?.query.get('action')).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByText('Disable user', { selector: '.ant-select-item-option-content' }));

    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('action')).toBe('user.disable'));
    expect(listCalls(calls).at(-1)?.query.get('pn')).toBe('1');
    await waitFor(() => expect(screen.queryByText('Edit major')).toBeNull());
    expect(screen.getByText('13500000042')).toBeTruthy();
  });
});
