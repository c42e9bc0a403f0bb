// @vitest-environment happy-dom
import type { JobDetail } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { hrJob } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobDetailPage } from './job-detail-page.tsx';
import { JobsPage } from './jobs-page.tsx';

const { applicant_count: _count, new_applicant_count: _new, ...detail } = hrJob;
const job: JobDetail = { ...detail, application: null };

function Here() {
  const location = useLocation();
  return <output data-testid="here">{`${location.pathname}${location.search}`}</output>;
}

function app() {
  return (
    <>
      <Routes>
        <Route path="/jobs" element={<JobsPage />} />
        <Route path="/job/:id" element={<JobDetailPage />} />
      </Routes>
      <Here />
    </>
  );
}

function serve() {
  return fakeApi({
    'GET /u/v1/user/get/major/list': () => ({ data: [] }),
    'GET /u/v1/user/get/cert/list': () => ({ data: [] }),
    'GET /u/v1/hunter/search/job': () => ({ data: [job], total: 45 }),
    'GET /u/v1/hunter/get/job': () => ({ data: job }),
  });
}

// antd forms in happy-dom take seconds on a loaded machine.
describe('Back to jobs', { timeout: 30_000 }, () => {
  it('returns to the list with its filters and page', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const calls = serve();
    const list = '/jobs?key_word=%E6%A1%A5%E6%A2%81&salary=10-20&pn=2&p_size=20';
    await renderInApp(app(), { path: list });

    fireEvent.click(await screen.findByRole('link', { name: job.title }));
    fireEvent.click(await screen.findByRole('button', { name: /返回职位列表/ }));

    await waitFor(() => expect(screen.getByTestId('here').textContent).toBe(list));
    const searches = calls.filter((c) => c.path === '/u/v1/hunter/search/job');
    const last = searches.at(-1)?.query;
    expect([last?.get('key_word'), last?.get('salary'), last?.get('pn'), last?.get('p_size')]).toEqual([
      '桥梁',
      '10-20',
      '2',
      '20',
    ]);
  });

  it('a job opened directly goes back to the plain list', async () => {
    signIn({ id: 12, nickName: 'Wang', role: '3' });
    serve();
    await renderInApp(app(), { path: `/job/${job.id}`, language: 'en' });

    fireEvent.click(await screen.findByRole('button', { name: /Back to jobs/ }));
    await waitFor(() => expect(screen.getByTestId('here').textContent).toBe('/jobs'));
  });
});
