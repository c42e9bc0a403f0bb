// @vitest-environment happy-dom
import type { CompanyInfo, JobDetail } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { hrJob } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobDetailPage } from './job-detail-page.tsx';

const { applicant_count: _count, new_applicant_count: _new, ...detail } = hrJob;
const job: JobDetail = { ...detail, application: null };

/** The publisher's company info, as it usually is: the same company, intro and contacts as the job. */
const company: CompanyInfo = {
  hr_name: job.publisher_name,
  email: job.email,
  address: job.address,
  wechat: job.wechat,
  mobile: '13800000007',
  company_name: job.company,
  company_desc: job.company_desc,
};

async function show(answer: JobDetail, language: 'zh' | 'en' = 'zh') {
  signIn({ id: 12, nickName: '王建国', role: '3' });
  const calls = fakeApi({
    'GET /u/v1/hunter/get/job': () => ({ data: answer }),
    'GET /u/v1/user/get/company/card': () => ({ data: company }),
    'GET /u/v1/hunter/get/saved/job/ids': () => ({ data: [] }),
  });
  await renderInApp(
    <Routes>
      <Route path="/job/:id" element={<JobDetailPage />} />
    </Routes>,
    { path: `/job/${answer.id}`, language },
  );
  await screen.findByRole('heading', { level: 1 });
  return calls;
}

describe('the job detail page', { timeout: 30_000 }, () => {
  it('shows the contacts and the company intro once each', async () => {
    const calls = await show(job);
    for (const text of [job.company_desc, job.publisher_name, job.phone, job.email, job.wechat])
      expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.getAllByText('公司介绍')).toHaveLength(1);
    const contacts = within(screen.getByTestId('job-contacts'));
    for (const text of [job.publisher_name, job.phone, job.email, job.wechat])
      expect(contacts.getByText(text)).toBeTruthy();
    // The job says everything itself: the company info is not asked for.
    expect(calls.some((c) => c.path === '/u/v1/user/get/company/card')).toBe(false);
  });

  it("fills what the job left blank (intro, WeChat) from the publisher's company info, once", async () => {
    const calls = await show({ ...job, company_desc: '', wechat: '' }, 'en');
    expect(await screen.findByText(company.company_desc)).toBeTruthy();
    expect(screen.getAllByText(company.company_desc)).toHaveLength(1);
    expect(screen.getAllByText(company.wechat)).toHaveLength(1);
    expect(calls.find((c) => c.path === '/u/v1/user/get/company/card')?.query.get('hr_id')).toBe(String(job.uid));
  });
});
