// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../test/fake-api.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { PasswordPage } from './password-page.tsx';

const CHANGE = '/u/v1/user/edit/password';
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /确认修改/ }) as HTMLButtonElement;

async function fillAndSend() {
  fireEvent.change(field('原密码'), { target: { value: 'old-password-1' } });
  fireEvent.change(field('新密码'), { target: { value: 'new-password-2' } });
  fireEvent.change(field('确认新密码'), { target: { value: 'new-password-2' } });
  fireEvent.click(submit());
}

async function show(answer: () => Answer | Promise<Answer>) {
  signIn({ id: 3, nickName: '张工', role: '1' });
  const calls = fakeApi({ [`POST ${CHANGE}`]: answer });
  await renderInApp(<PasswordPage />, { path: '/user/password' });
  return calls;
}

// antd forms in happy-dom take seconds on a loaded machine.
describe('/user/password', { timeout: 30_000 }, () => {
  it('sends the three fields, spins while the change is under way, then says so and empties the form', async () => {
    let answer: (value: Answer) => void = () => {};
    const calls = await show(() => new Promise<Answer>((resolve) => (answer = resolve)));
    await fillAndSend();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      old_password: 'old-password-1',
      new_password: 'new-password-2',
      confirm_password: 'new-password-2',
    });
    await waitFor(() => expect(submit().className).toContain('ant-btn-loading'));
    answer({ data: null });
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
    await waitFor(() => expect(field('原密码').value).toBe(''));
    expect(submit().className).not.toContain('ant-btn-loading');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    await show(() => ({ status: 400, msg: '原密码不正确', msg_en: 'The current password is wrong' }));
    await fillAndSend();
    expect(await screen.findByText('原密码不正确')).toBeTruthy();
    expect(field('新密码').value).toBe('new-password-2');
    expect(submit().className).not.toContain('ant-btn-loading');
  });
});
