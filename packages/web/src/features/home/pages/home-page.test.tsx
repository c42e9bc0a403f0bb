// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Answer, fakeApi } from '../../../test/fake-api.ts';
import { closedTalent, hrJobOptions, openTalent } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { HomePage } from './home-page.tsx';

function Here() {
  const location = useLocation();
  return <output data-testid="here">{location.pathname}</output>;
}

function serve(hot: () => Answer) {
  return fakeApi({
    'GET /u/v1/user/get/slide/pic': () => ({ data: [] }),
    'GET /u/v1/hr/get/hot/hunters': hot,
    'GET /u/v1/hunter/get/hot/jobs': () => ({ data: [] }),
    'GET /u/v1/hr/check/user/resume/permission': () => ({ data: false }),
    'GET /u/v1/hr/get/release/jobs': () => ({ data: hrJobOptions }),
    'GET /u/v1/user/get/hot/majors': () => ({ data: [hotMajor], total: 1 }),
  });
}

const hotMajor = {
  id: 4,
  name: '结构工程',
  en_name: 'Structural Engineering',
  category: 'civil',
  job_count: 5,
  talent_count: 8,
  growth: 1,
  score: 25,
  level: 'hot',
};

async function showHome(role: '2' | '3' = '2') {
  signIn({ id: 7, nickName: '李经理', role });
  return renderInApp(
    <>
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/talent/:id" element={<p>talent detail</p>} />
      </Routes>
      <Here />
    </>,
    { path: '/home' },
  );
}

const here = () => screen.getByTestId('here').textContent ?? '';

describe('home for an HR (role 2)', { timeout: 30_000 }, () => {
  it('shows hot talent cards instead of hot jobs', async () => {
    const calls = serve(() => ({ data: [openTalent, closedTalent] }));
    await showHome();
    expect(await screen.findByText('热门人才')).toBeTruthy();
    expect(await screen.findAllByTestId('talent-card')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/u/v1/hunter/get/hot/jobs')).toBe(false);
  });

  it('opens an open resume and asks to view a closed one, like /talents', async () => {
    serve(() => ({ data: [openTalent, closedTalent] }));
    await showHome();
    fireEvent.click(await screen.findByText('李工'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByText('张工'));
    await waitFor(() => expect(here()).toBe('/talent/21'));
  });

  it("shows the server's message or 'failed to get hot data'", async () => {
    serve(() => ({ status: 403, msg: '仅招聘方可用', msg_en: 'Recruiters only' }));
    const first = await showHome();
    expect(await screen.findByText('仅招聘方可用')).toBeTruthy();
    first.unmount();
    serve(() => ({ status: 500, msg: '', msg_en: '' }));
    await showHome();
    expect(await screen.findByText('获取热门数据失败')).toBeTruthy();
  });

  it('a job seeker keeps the hot jobs', async () => {
    const calls = serve(() => ({ data: [openTalent] }));
    await showHome('3');
    expect(await screen.findByText('热门职位')).toBeTruthy();
    expect(calls.some((c) => c.path === '/u/v1/hr/get/hot/hunters')).toBe(false);
  });
});

describe('the way to the hot majors', { timeout: 30_000 }, () => {
  for (const role of ['2', '3'] as const) {
    it(`role ${role} sees the hottest majors on the home page, linking to their pages and to /hot-majors`, async () => {
      serve(() => ({ data: [] }));
      await showHome(role);
      const major = await screen.findByRole('link', { name: '结构工程' });
      expect(major.getAttribute('href')).toBe('/major/4');
      expect(screen.getByRole('link', { name: /看看哪些专业最抢手/ }).getAttribute('href')).toBe('/hot-majors');
    });
  }
});
