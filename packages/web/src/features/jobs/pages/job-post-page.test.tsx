// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { hrJob } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobPostPage } from './job-post-page.tsx';

const otherJob = { ...hrJob, id: 42, title: '给排水设计师' };

function serve() {
  return fakeApi({
    'GET /u/v1/hr/get/job/list': () => ({ data: [hrJob, otherJob], total: 2 }),
    'POST /u/v1/hr/end/job': () => ({ data: null }),
  });
}

const ends = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.path === '/u/v1/hr/end/job');

// antd forms in happy-dom take seconds on a loaded machine.
describe('my job posts', { timeout: 30_000 }, () => {
  it('ends recruiting only after the recruiter confirms, like Delete', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const calls = serve();
    await renderInApp(<JobPostPage />, { path: '/user/job-post' });

    fireEvent.click((await screen.findAllByRole('button', { name: '结束招聘' }))[0] as HTMLElement);
    expect(await screen.findByText('确定结束招聘吗？求职者将无法再投递，之后可以重新开放。')).toBeTruthy();
    expect(ends(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(ends(calls).map((c) => c.body)).toEqual([{ id: hrJob.id }]));
  });

  it('cancelling the question leaves the job recruiting', async () => {
    signIn({ id: 7, nickName: 'Li', role: '2' });
    const calls = serve();
    await renderInApp(<JobPostPage />, { path: '/user/job-post', language: 'en' });
    const row = async (title: string) =>
      within((await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement);

    fireEvent.click((await row(hrJob.title)).getByRole('button', { name: 'End recruiting' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    // Then the other job is ended: its call is the first one, and once it is answered the cancelled question
    // would have sent its own before it.
    fireEvent.click((await row(otherJob.title)).getByRole('button', { name: 'End recruiting' }));
    // The question just opened is the last (the cancelled one may still be fading out).
    fireEvent.click((await screen.findAllByRole('button', { name: 'OK' })).at(-1) as HTMLElement);
    expect(await screen.findByText('Recruiting ended')).toBeTruthy();
    expect(ends(calls).map((c) => c.body)).toEqual([{ id: otherJob.id }]);
  });

  it("shows a live job's edit awaiting review beside its approved state", async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const edit = { ...hrJob, title: '桥梁结构高级工程师', review_status: 'under_review' as const, reject_reason: '' };
    fakeApi({ 'GET /u/v1/hr/get/job/list': () => ({ data: [{ ...hrJob, pending_edit: edit }], total: 1 }) });
    await renderInApp(<JobPostPage />, { path: '/user/job-post' });

    expect(await screen.findByText('修改审核中')).toBeTruthy();
    expect(screen.getByText('已通过')).toBeTruthy();
    expect(screen.getByRole('link', { name: hrJob.title })).toBeTruthy();
  });

  it("Copy job opens the post drawer as a new job filled with that job's fields", async () => {
    signIn({ id: 7, nickName: 'Li', role: '2' });
    fakeApi({
      'GET /u/v1/hr/get/job/list': () => ({ data: [hrJob], total: 1 }),
      'GET /u/v1/user/get/major/list': () => ({ data: [] }),
      'GET /u/v1/user/get/cert/list': () => ({ data: [] }),
    });
    await renderInApp(<JobPostPage />, { path: '/user/job-post', language: 'en' });

    fireEvent.click(await screen.findByRole('button', { name: 'Copy job' }));
    expect(await screen.findByText('Post a copy as a new job')).toBeTruthy();
    expect(await screen.findByLabelText('Job title')).toHaveProperty('value', hrJob.title);
    expect(screen.getByLabelText('Company name')).toHaveProperty('value', hrJob.company);
    expect(screen.queryByText('Edit job')).toBeNull();
  });
});
