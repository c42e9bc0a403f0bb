// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { certificates, hrJob as job, majors } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobFormDrawer } from './job-form.tsx';

const company = {
  hr_name: '王敏',
  email: 'wangmin@cscec-east.example.com',
  address: '上海市浦东新区世纪大道 100 号',
  wechat: 'wangmin-hr',
  mobile: '13800138000',
  company_name: '中建华东工程有限公司',
  company_desc: '华东地区综合性建筑施工企业',
};

function serve(myCompany: typeof company | null = null) {
  return fakeApi({
    'GET /u/v1/hr/get/company': () => ({ data: myCompany }),
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

  it("a new job starts from the recruiter's company info: company, address, intro and its contact, not the account nickname", async () => {
    signIn({ id: 7, nickName: '王敏（中建华东）', role: '2' });
    const calls = serve(company);
    await renderInApp(<JobFormDrawer job={null} open onClose={vi.fn()} />);

    expect(await screen.findByLabelText('联系人')).toHaveProperty('value', '王敏');
    expect(screen.getByLabelText('公司名称')).toHaveProperty('value', '中建华东工程有限公司');
    expect(screen.getByLabelText('详细地址')).toHaveProperty('value', '上海市浦东新区世纪大道 100 号');
    expect(screen.getByLabelText('联系电话')).toHaveProperty('value', '13800138000');
    expect(screen.getByLabelText('联系邮箱')).toHaveProperty('value', 'wangmin@cscec-east.example.com');
    expect(screen.getByLabelText('微信号')).toHaveProperty('value', 'wangmin-hr');
    expect(screen.getByLabelText('公司介绍')).toHaveProperty('value', '华东地区综合性建筑施工企业');
    expect(screen.getByLabelText('职位名称')).toHaveProperty('value', '');
    expect(calls.some((c) => c.path === '/u/v1/hr/get/company')).toBe(true);
  });

  it('without company info a new job starts with the nickname as contact, says where to fill it in, and sends nothing while required fields are empty', async () => {
    signIn({ id: 7, nickName: '王工', role: '2' });
    const calls = serve(null);
    const onClose = vi.fn();
    await renderInApp(<JobFormDrawer job={null} open onClose={onClose} />, { language: 'en' });

    expect(await screen.findByLabelText('Contact person')).toHaveProperty('value', '王工');
    expect(screen.getByText(/You have not filled in your company info yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fill in company info' }).getAttribute('href')).toBe('/user/company');
    expect(screen.getByText('Full-time')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Please enter the job title')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a copy opens as a new job with the copied job's fields and is posted with /hr/add/job, not saved over it", async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const calls = serve(company);
    const onClose = vi.fn();
    await renderInApp(<JobFormDrawer job={null} copyFrom={job} open onClose={onClose} />);

    expect(await screen.findByText('复制为新职位')).toBeTruthy();
    expect(screen.getByLabelText('职位名称')).toHaveProperty('value', job.title);
    expect(screen.getByLabelText('联系人')).toHaveProperty('value', job.publisher_name);
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saves = calls.filter((c) => c.method === 'POST');
    expect(saves.map((c) => c.path)).toEqual(['/u/v1/hr/add/job']);
    expect(saves[0]?.body).toMatchObject({ title: job.title, company: job.company, cert_ids: [3], major_ids: [2, 5] });
    expect(saves[0]?.body).not.toHaveProperty('id');
    expect(calls.some((c) => c.path === '/u/v1/hr/get/company')).toBe(false);
  });

  it('a live job says it stays live while the edit is reviewed, and opens on the edit awaiting review', async () => {
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
