// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { companyInfo } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { CompanyFooter } from './company-footer.tsx';

const info = companyInfo;
const generic = <span>本简历由工程人才网提供</span>;

describe("an HR's company info under the resumes they view", { timeout: 30_000 }, () => {
  it("the resume viewer's footer is the viewing HR's company contact", async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    fakeApi({ 'GET /u/v1/hr/get/company': () => ({ data: info }) });
    await renderInApp(<CompanyFooter fallback={generic} />);
    expect(await screen.findByText('中建三局 · 联系人：李经理')).toBeTruthy();
    expect(screen.getByText('手机：13800000007')).toBeTruthy();
    expect(screen.queryByText('本简历由工程人才网提供')).toBeNull();
  });

  it('an HR without company info sees the generic line', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    fakeApi({ 'GET /u/v1/hr/get/company': () => ({ data: null }) });
    await renderInApp(<CompanyFooter fallback={generic} />);
    expect(await screen.findByText('本简历由工程人才网提供')).toBeTruthy();
  });

  it('anyone else sees the generic line, calling nothing', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const calls = fakeApi({});
    await renderInApp(<CompanyFooter fallback={generic} />);
    expect(await screen.findByText('本简历由工程人才网提供')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
