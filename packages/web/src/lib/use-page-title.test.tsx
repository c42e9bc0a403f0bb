// @vitest-environment happy-dom
import type { JobDetail } from '@app/shared';
import { act, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JobDetailPage } from '../features/jobs/pages/job-detail-page.tsx';
import { JobsPage } from '../features/jobs/pages/jobs-page.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { hrJob } from '../test/fixtures.ts';
import { renderInApp, signIn } from '../test/render.tsx';
import { changeLanguage } from './i18n.ts';

const { applicant_count: _count, new_applicant_count: _new, ...detail } = hrJob;
const job: JobDetail = { ...detail, application: null };

function serve() {
  fakeApi({
    'GET /u/v1/user/get/major/list': () => ({ data: [] }),
    'GET /u/v1/user/get/cert/list': () => ({ data: [] }),
    'GET /u/v1/hunter/search/job': () => ({ data: [], total: 0 }),
    'GET /u/v1/hunter/get/job': () => ({ data: job }),
  });
}

// antd forms in happy-dom take seconds on a loaded machine.
describe('page titles', { timeout: 30_000 }, () => {
  it('/jobs is "找工作 - 工程人才网" and follows the language switch', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    serve();
    await renderInApp(<JobsPage />, { path: '/jobs' });
    await waitFor(() => expect(document.title).toBe('找工作 - 工程人才网'));

    await act(() => changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Find a job - EngiTalent'));
  });

  it("/job/{id} is the job's title", async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    serve();
    await renderInApp(
      <Routes>
        <Route path="/job/:id" element={<JobDetailPage />} />
      </Routes>,
      { path: `/job/${job.id}`, language: 'en' },
    );
    await waitFor(() => expect(document.title).toBe(`${job.title} - EngiTalent`));
  });
});
