// @vitest-environment happy-dom
import type { AdminUser } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';

const base = { profile_pic_url: '', disabled: 0, crude_num: 0, create_time: '2025-03-01T08:00:00.000Z' } as const;
const me: AdminUser = { ...base, id: 1, phone: '13800000001', nick_name: '李主管', role: '1' };
const seeker: AdminUser = { ...base, id: 7, phone: '13912345678', nick_name: '王工', role: '3', crude_num: 40 };

function serve() {
  return fakeApi({
    'GET /u/v1/admin/get/user/list': () => ({ data: [me, seeker], total: 2 }),
    'POST /u/v1/admin/update/user/role': () => ({ data: { ...seeker, role: '2' } }),
    'POST /u/v1/admin/update/user/disabled': () => ({ data: { ...seeker, disabled: 1 } }),
    'POST /u/v1/admin/reset/user/password': () => ({ data: { password: 'abcd-EFGH-2345' } }),
    'POST /u/v1/admin/grant/oil': () => ({ data: { balance: 140 } }),
  });
}
const sent = (calls: ReturnType<typeof serve>, path: string) =>
  calls.filter((c) => c.path === `/u/v1/admin/${path}`).map((c) => c.body);
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

// antd tables, selects and modals in happy-dom take seconds on a loaded machine.
describe('the admin users page (/admin/users)', { timeout: 30_000 }, () => {
  it('lists users from the server, searches and filters there, and changes a role after confirming', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminUsersPage />, { path: '/admin/users' });

    const row = await rowOf('王工');
    expect(within(row).getByText('13912345678')).toBeTruthy();
    expect(screen.getByText('共 2 位用户')).toBeTruthy();
    const lists = () => calls.filter((c) => c.path === '/u/v1/admin/get/user/list');
    // The server's default order (newest first) until a column is sorted.
    expect(lists()[0]?.query.get('sort')).toBeNull();

    fireEvent.change(screen.getByLabelText('手机号开头几位或昵称'), { target: { value: ' 139 ' } });
    fireEvent.keyDown(screen.getByLabelText('手机号开头几位或昵称'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lists().at(-1)?.query.get('key_word')).toBe('139'));
    fireEvent.click(screen.getAllByText('油量', { selector: '.ant-table-column-title' })[0] as HTMLElement);
    await waitFor(() => expect(lists().at(-1)?.query.get('sort')).toBe('crude_num'));
    expect(lists().at(-1)?.query.get('order')).toBe('desc');
    expect(lists().at(-1)?.query.get('key_word')).toBe('139');
    const option = { selector: '.ant-select-item-option-content' };
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
    fireEvent.click(await screen.findByText('招聘方', option));
    await waitFor(() => expect(lists().at(-1)?.query.get('role')).toBe('2'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByText('已禁用', option));
    await waitFor(() => expect(lists().at(-1)?.query.get('disabled')).toBe('1'));

    // The signed-in administrator's own role cannot be changed here.
    const ownRow = await rowOf('李主管');
    expect(within(ownRow).getByRole('combobox').closest('.ant-select-disabled')).toBeTruthy();

    fireEvent.mouseDown(within(row).getByRole('combobox'));
    fireEvent.click((await screen.findAllByText('招聘方', option)).at(-1) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('把 王工 的角色改为“招聘方”吗？').length).toBeGreaterThan(0);
    expect(sent(calls, 'update/user/role')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /^修\s?改$/ }));
    await waitFor(() => expect(sent(calls, 'update/user/role')).toEqual([{ user_id: 7, role: '2' }]));
  });

  it('disables after a confirmation that says sessions end, and shows a reset password once', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const calls = serve();
    await renderInApp(<AdminUsersPage />, { path: '/admin/users', language: 'en' });

    const row = await rowOf('王工');
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(/Every session of this user ends at once/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent(calls, 'update/user/disabled')).toEqual([{ user_id: 7, disabled: 1 }]));

    fireEvent.click(within(row).getByRole('button', { name: 'Reset password' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent(calls, 'reset/user/password')).toEqual([{ user_id: 7 }]));
    expect(await screen.findByText('abcd-EFGH-2345')).toBeTruthy();
    expect(screen.getByText('Temporary password of 王工')).toBeTruthy();
  });

  it('grants oil only with an amount and a reason, checked before sending', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const calls = serve();
    await renderInApp(<AdminUsersPage />, { path: '/admin/users', language: 'en' });

    fireEvent.click(within(await rowOf('王工')).getByRole('button', { name: 'Oil' }));
    const modal = (await screen.findByText('Grant or deduct oil for 王工')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(modal).getByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(await within(modal).findByText('Please enter a reason')).toBeTruthy();
    expect(sent(calls, 'grant/oil')).toEqual([]);

    fireEvent.change(within(modal).getByLabelText('Reason'), { target: { value: ' 活动奖励 ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent(calls, 'grant/oil')).toEqual([{ user_id: 7, amount: 100, reason: '活动奖励' }]));
  });
});
