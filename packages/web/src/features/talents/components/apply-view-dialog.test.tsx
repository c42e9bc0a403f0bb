// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, fakeApi } from '../../../test/fake-api.ts';
import { closedTalent, hrJobOptions } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';

import { TalentCards } from './talent-cards.tsx';

const APPLY = '/u/v1/hr/apply/user/resume';

/** A closed talent's card, clicked: the dialog opens with the HR's jobs. */
async function openDialog(apply: () => Answer, language: 'zh' | 'en' = 'zh') {
  signIn({ id: 7, nickName: '李经理', role: '2' });
  const calls = fakeApi({
    'GET /u/v1/hr/check/user/resume/permission': () => ({ data: false }),
    'GET /u/v1/hr/get/release/jobs': () => ({ data: hrJobOptions }),
    [`POST ${APPLY}`]: apply,
  });
  await renderInApp(<TalentCards talents={[closedTalent]} />, { path: '/talents', language });
  fireEvent.click(await screen.findByText('李工'));
  const dialog = await screen.findByRole('dialog');
  return { calls, dialog: within(dialog) };
}

const applies = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.path === APPLY);

describe('the apply-to-view dialog', { timeout: 30_000 }, () => {
  it('refuses a blank message and sends nothing', async () => {
    const { calls, dialog } = await openDialog(() => ({ data: { request_id: 1 } }));
    fireEvent.change(dialog.getByRole('textbox', { name: '申请留言' }), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: '发送申请' }));
    expect(await dialog.findByText('请输入申请留言')).toBeTruthy();
    expect(applies(calls)).toHaveLength(0);
  });

  it('sends without a job (the job is optional) and shows the server message', async () => {
    const { calls, dialog } = await openDialog(() => ({ data: { request_id: 5 } }));
    fireEvent.change(dialog.getByRole('textbox', { name: '申请留言' }), {
      target: { value: '  您好，想了解您的项目经历 ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '发送申请' }));
    await waitFor(() => expect(applies(calls)).toHaveLength(1));
    expect(applies(calls)[0]?.body).toEqual({ hunter_id: 22, message: '您好，想了解您的项目经历' });
    expect(await screen.findByText('申请已发送，请等待对方同意')).toBeTruthy();
  });

  it('says the request was sent in the page language', async () => {
    const { calls, dialog } = await openDialog(() => ({ data: { request_id: 7 } }), 'en');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent; waiting for the job seeker to answer')).toBeTruthy();
    expect(applies(calls).map((c) => c.body)).toEqual([{ hunter_id: 22, message: 'Hello' }]);
  });

  it('sends the chosen job of the HR', async () => {
    const { calls, dialog } = await openDialog(() => ({ data: { request_id: 6 } }));
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: /关联职位/ }));
    fireEvent.click(await screen.findByText('给排水设计师', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(dialog.getByRole('textbox', { name: '申请留言' }), { target: { value: '我们在招给排水设计师' } });
    fireEvent.click(dialog.getByRole('button', { name: '发送申请' }));
    await waitFor(() => expect(applies(calls)).toHaveLength(1));
    expect(applies(calls)[0]?.body).toEqual({ hunter_id: 22, job_id: 42, message: '我们在招给排水设计师' });
  });

  it("shows the server's bilingual refusal (a request already pending) and keeps the dialog", async () => {
    const { dialog } = await openDialog(
      () => ({ status: 409, msg: '已向该求职者发出申请，请等待对方处理', msg_en: 'A request is already pending' }),
      'en',
    );
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('A request is already pending')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("says 'application failed' when the server gives no reason", async () => {
    const { dialog } = await openDialog(() => ({ status: 500, msg: '', msg_en: '' }));
    fireEvent.change(dialog.getByRole('textbox', { name: '申请留言' }), { target: { value: '您好' } });
    fireEvent.click(dialog.getByRole('button', { name: '发送申请' }));
    expect(await screen.findByText('申请失败')).toBeTruthy();
  });

  it("opens without jobs when the HR's jobs fail, saying so", async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    fakeApi({
      'GET /u/v1/hr/check/user/resume/permission': () => ({ data: false }),
      'GET /u/v1/hr/get/release/jobs': () => ({ status: 500, msg: '', msg_en: '' }),
    });
    await renderInApp(<TalentCards talents={[closedTalent]} />, { path: '/talents' });
    fireEvent.click(await screen.findByText('李工'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(await screen.findByText('获取职位列表失败')).toBeTruthy();
  });
});
