// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, fakeApi } from '../../../test/fake-api.ts';
import { savedResume } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { readDraft } from '../draft.ts';
import { toFormValues } from '../form-values.ts';
import { ResumeForm } from './resume-form.tsx';

function serve(save: Answer = { data: savedResume }) {
  return fakeApi({
    'GET /u/v1/user/get/major/list': () => ({ data: savedResume.major_list }),
    'GET /u/v1/user/get/cert/list': () => ({ data: savedResume.cert_list }),
    'POST /u/v1/hunter/save/resume': () => save,
  });
}

// antd forms in happy-dom take seconds on a loaded machine.
describe('the resume form', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('saves what it holds in one call to /hunter/save/resume, with the edit made', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const calls = serve();
    const onSaved = vi.fn();
    await renderInApp(
      <ResumeForm initialValues={toFormValues(savedResume)} signedIn onSaved={onSaved} onLoginNeeded={vi.fn()} />,
    );
    const email = await screen.findByLabelText('邮箱');
    fireEvent.change(email, { target: { value: 'jianguo.wang@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedResume));
    const saves = calls.filter((c) => c.method === 'POST');
    expect(saves.map((c) => c.path)).toEqual(['/u/v1/hunter/save/resume']);
    expect(saves[0]?.body).toMatchObject({
      nick_name: '王建国',
      email: 'jianguo.wang@example.com',
      birthday: '1990-06-15',
      enable_resume: 1,
      major_ids: [2],
      cert_ids: [3, 6],
      projects: [{ id: 31, project_name: '杨泗港长江大桥', start_time: '2016-03-01', end_time: '2019-10-08' }],
    });
    expect(readDraft()).toBeNull();
    expect(await screen.findByText('简历已保存')).toBeTruthy();
  });

  it('without a login it sends nothing, asks to log in and keeps what was typed as a draft', async () => {
    const calls = serve();
    const onLoginNeeded = vi.fn();
    await renderInApp(
      <ResumeForm
        initialValues={toFormValues(savedResume)}
        signedIn={false}
        onSaved={vi.fn()}
        onLoginNeeded={onLoginNeeded}
      />,
    );
    fireEvent.change(await screen.findByLabelText('邮箱'), { target: { value: 'draft@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));

    await waitFor(() => expect(onLoginNeeded).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(readDraft()).toMatchObject({ email: 'draft@example.com', nick_name: '王建国' });
  });

  it('a signed-in user\'s failed save leaves no draft to offer as "filled in before logging in"', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const calls = serve({ status: 500, msg: '服务器错误', msg_en: 'Server error' });
    await renderInApp(
      <ResumeForm initialValues={toFormValues(savedResume)} signedIn onSaved={vi.fn()} onLoginNeeded={vi.fn()} />,
    );
    fireEvent.change(await screen.findByLabelText('邮箱'), { target: { value: 'unsaved@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await screen.findByText('服务器错误');
    expect(readDraft()).toBeNull();
  });

  it('a draft is kept when the visitor leaves the form right after typing, before it was written', async () => {
    serve();
    const view = await renderInApp(
      <ResumeForm initialValues={toFormValues({})} signedIn={false} onSaved={vi.fn()} onLoginNeeded={vi.fn()} />,
    );
    fireEvent.change(await screen.findByLabelText('邮箱'), { target: { value: 'left@example.com' } });
    view.unmount();
    expect(readDraft()).toMatchObject({ email: 'left@example.com' });
  });
});
