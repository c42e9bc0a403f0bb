// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { certificates, hrJob as job, majors } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobFormDrawer } from './job-form.tsx';

function serve() {
  return fakeApi({
    'GET /u/v1/user/get/major/list': () => ({ data: majors }),
    'GET /u/v1/user/get/cert/list': () => ({ data: certificates }),
    'POST /u/v1/hr/update/job': ({ body }) => ({ data: { ...job, ...(body as object) } }),
    'POST /u/v1/hr/add/job': ({ body }) => ({ data: { ...job, ...(body as object), id: 42 } }),
  });
}

// antd forms in happy-dom take seconds on a loaded machine.
describe('the job form', { timeout: 30_000 }, () => {
  it('saving an edited job sends every field, the catalogue ids and the job id to /hr/update/job', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const calls = serve();
    const onClose = vi.fn();
    await renderInApp(<JobFormDrawer job={job} open onClose={onClose} />);

    const title = await screen.findByLabelText('职位名称');
    expect(title).toHaveProperty('value', job.title);
    fireEvent.change(title, { target: { value: '  桥梁结构高级工程师 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saves = calls.filter((c) => c.method === 'POST');
    expect(saves.map((c) => c.path)).toEqual(['/u/v1/hr/update/job']);
    expect(saves[0]?.body).toEqual({
      id: 41,
      title: '桥梁结构高级工程师',
      city: 'wuhan',
      address: '武汉市江汉区建设大道 568 号',
      company: '中建三局',
      company_desc: '大型建筑施工企业',
      description: '负责桥梁上部结构设计与校核',
      publisher_name: '李经理',
      phone: '027-85761234',
      email: 'hr@cscec3b.example.com',
      wechat: 'cscec-hr',
      job_type: 'full_time',
      experience: '3-5',
      salary: '10-20',
      cert_ids: [3],
      major_ids: [2, 5],
    });
  });

  it('a new job starts with the signed-in recruiter as contact and full-time, and sends nothing while required fields are empty', async () => {
    signIn({ id: 7, nickName: '王工', role: '2' });
    const calls = serve();
    const onClose = vi.fn();
    await renderInApp(<JobFormDrawer job={null} open onClose={onClose} />);

    expect(await screen.findByLabelText('联系人')).toHaveProperty('value', '王工');
    expect(screen.getByText('全职')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));

    expect(await screen.findByText('请输入职位名称')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a live job says it stays live while the edit is reviewed, and opens on the edit awaiting review (issue 9 item 1)', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    serve();
    const edit = { ...job, title: '桥梁结构高级工程师', review_status: 'under_review' as const, reject_reason: '' };
    await renderInApp(<JobFormDrawer job={{ ...job, pending_edit: edit }} open onClose={vi.fn()} />, {
      language: 'en',
    });

    expect(await screen.findByLabelText('Job title')).toHaveProperty('value', '桥梁结构高级工程师');
    expect(
      screen.getByText(/Your changes are under review; job seekers still see the version before them/),
    ).toBeTruthy();
  });

  it('says why an edit was rejected, and that seekers still see the live version', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    serve();
    const edit = { ...job, review_status: 'rejected' as const, reject_reason: '薪资与描述不符' };
    await renderInApp(<JobFormDrawer job={{ ...job, pending_edit: edit }} open onClose={vi.fn()} />);

    expect(
      await screen.findByText(/您的修改未通过审核（原因：薪资与描述不符），求职者看到的仍是修改前的版本/),
    ).toBeTruthy();
  });

  it('editing a live job without a pending edit says the current version stays live', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    serve();
    await renderInApp(<JobFormDrawer job={job} open onClose={vi.fn()} />);

    expect(
      await screen.findByText(/该职位正在展示。修改提交后需管理员审核，审核通过前求职者看到的仍是当前版本/),
    ).toBeTruthy();
  });
});
