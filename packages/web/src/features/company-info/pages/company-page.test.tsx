// @vitest-environment happy-dom
import type { CompanyInfo } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { companyInfo } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { CompanyPage } from './company-page.tsx';

const info = companyInfo;

function serve(saved: CompanyInfo | null) {
  return fakeApi({
    'GET /u/v1/hr/get/company': () => ({ data: saved }),
    'POST /u/v1/hr/update/company': ({ body }) => ({ data: body }),
  });
}
const labels: Record<keyof CompanyInfo, string> = {
  hr_name: '联系人姓名',
  email: '邮箱',
  address: '公司地址',
  wechat: '微信号',
  mobile: '手机号',
  company_name: '公司名称',
  company_desc: '公司简介',
};
const saves = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.path === '/u/v1/hr/update/company');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// antd forms in happy-dom take seconds on a loaded machine.
describe('/user/company: the company form', { timeout: 30_000 }, () => {
  it('loads the saved info and saves a change with every field', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const calls = serve(info);
    await renderInApp(<CompanyPage />, { path: '/user/company' });
    await waitFor(() => expect(field('公司名称').value).toBe('中建三局'));
    expect(document.title).toContain('公司信息');

    fireEvent.change(field('微信号'), { target: { value: '  cscec-hr-2 ' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('公司信息已保存')).toBeTruthy();
    expect(saves(calls).map((c) => c.body)).toEqual([{ ...info, wechat: 'cscec-hr-2' }]);
  });

  it('requires every field and checks the email and the mainland mobile, sending nothing until they pass', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const calls = serve(null);
    await renderInApp(<CompanyPage />, { path: '/user/company' });
    expect(await screen.findByText('您还没有填写公司信息，请填写以下全部内容后保存。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    for (const text of [
      '请输入联系人姓名',
      '请输入邮箱',
      '请输入公司地址',
      '请输入微信号',
      '请输入手机号',
      '请输入公司名称',
      '请输入公司简介',
    ])
      expect(await screen.findByText(text)).toBeTruthy();

    fireEvent.change(field('手机号'), { target: { value: '12345678901' } });
    fireEvent.change(field('邮箱'), { target: { value: 'hr@example' } });
    fireEvent.change(field('公司名称'), { target: { value: '   ' } });
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('请输入公司名称')).toBeTruthy();

    // Once every field passes, the save is the first call: the refused ones before it sent nothing.
    for (const [name, label] of Object.entries(labels))
      fireEvent.change(field(label), { target: { value: info[name as keyof CompanyInfo] } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('公司信息已保存')).toBeTruthy();
    expect(saves(calls).map((c) => c.body)).toEqual([info]);
  });

  it('speaks English', async () => {
    signIn({ id: 7, nickName: 'Li', role: '2' });
    serve(null);
    await renderInApp(<CompanyPage />, { path: '/user/company', language: 'en' });
    expect(await screen.findByLabelText('Company description')).toBeTruthy();
    fireEvent.change(field('Mobile'), { target: { value: '1380000' } });
    expect(await screen.findByText('Please enter a valid mobile number')).toBeTruthy();
  });
});
