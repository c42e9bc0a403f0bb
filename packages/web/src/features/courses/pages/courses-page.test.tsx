// @vitest-environment happy-dom
import type { CourseDetail, CourseSummary } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { CourseDetailPage } from './course-detail-page.tsx';
import { CoursesPage } from './courses-page.tsx';

const LIST = '/u/v1/user/get/course/list';

const exam: CourseSummary = {
  id: 1,
  title: '一级建造师市政实务精讲',
  en_title: 'Class A Constructor: Municipal Works',
  summary: '围绕考点梳理市政工程施工技术与管理。',
  en_summary: 'The exam topics of municipal construction technology and management.',
  category: 'exam',
  level: 'advanced',
  duration_minutes: 165,
  cover_url: '/files/courses/1/a.png',
  lesson_count: 3,
  view_count: 128,
  certificates: [{ id: 7, name: '一级建造师', en_name: 'Class A Constructor' }],
  majors: [],
};
const bim: CourseSummary = {
  ...exam,
  id: 2,
  title: 'Revit 建筑建模入门',
  en_title: 'Revit modelling basics',
  category: 'bim',
  level: 'beginner',
  duration_minutes: 50,
  cover_url: null,
  lesson_count: 2,
  certificates: [],
};

// antd tabs, selects and paginations in happy-dom take seconds on a loaded machine.
describe('/courses and /course/{id}', { timeout: 30_000 }, () => {
  it('shows course cards from the server and sends the category chosen in the tabs', async () => {
    signIn({ id: 3, nickName: '张工', role: '3' });
    const calls = fakeApi({
      [`GET ${LIST}`]: (call) => ({
        data: call.query.get('category') === 'bim' ? [bim] : [exam, bim],
        total: call.query.get('category') === 'bim' ? 1 : 2,
      }),
    });
    await renderInApp(<CoursesPage />, { path: '/courses' });
    expect(await screen.findByText('一级建造师市政实务精讲')).toBeTruthy();
    expect(screen.getByText('2 小时 45 分钟 · 3 个课时 · 128 次学习')).toBeTruthy();
    expect(screen.getByText('高级')).toBeTruthy();
    expect(screen.getByText('共 2 门课程')).toBeTruthy();
    expect(document.title).toContain('课程');
    const first = calls.find((c) => c.path === LIST);
    expect(first?.query.get('pn')).toBe('1');
    expect(first?.query.get('p_size')).toBe('10');
    expect(first?.query.has('category')).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'BIM' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('category')).toBe('bim'));
    await waitFor(() => expect(screen.queryByText('一级建造师市政实务精讲')).toBeNull());
    expect(screen.getByText('Revit 建筑建模入门')).toBeTruthy();
  });

  it('reads the filters from the URL and shows English texts', async () => {
    signIn({ id: 3, nickName: 'Zhang', role: '3' });
    const calls = fakeApi({ [`GET ${LIST}`]: () => ({ data: [exam], total: 1 }) });
    await renderInApp(<CoursesPage />, {
      path: '/courses?category=exam&level=advanced&sort=popular&p_size=30',
      language: 'en',
    });
    expect(await screen.findByText('Class A Constructor: Municipal Works')).toBeTruthy();
    expect(screen.getByText('2 h 45 min · 3 lessons · 128 views')).toBeTruthy();
    const query = calls.find((c) => c.path === LIST)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      pn: '1',
      p_size: '30',
      category: 'exam',
      level: 'advanced',
      sort: 'popular',
    });
  });

  it('shows a course’s outline and links its certificates', async () => {
    signIn({ id: 3, nickName: '张工', role: '3' });
    const detail: CourseDetail = {
      ...exam,
      lessons: [
        { title: '城镇道路工程', en_title: 'Urban roads', minutes: 60 },
        { title: '城市桥梁工程', en_title: 'Urban bridges', minutes: 60 },
        { title: '管道工程', en_title: 'Pipelines', minutes: 45 },
      ],
    };
    const calls = fakeApi({ 'GET /u/v1/user/get/course': () => ({ data: detail }) });
    await renderInApp(
      <Routes>
        <Route path="/course/:id" element={<CourseDetailPage />} />
      </Routes>,
      { path: '/course/1' },
    );
    expect(await screen.findByText('第 2 课时 · 城市桥梁工程')).toBeTruthy();
    expect(calls[0]?.query.get('id')).toBe('1');
    expect(screen.getByRole('link', { name: '一级建造师' }).getAttribute('href')).toBe('/certificate/7');
    expect(document.title).toContain('一级建造师市政实务精讲');
  });

  it('says when a course is not there', async () => {
    signIn({ id: 3, nickName: '张工', role: '3' });
    fakeApi({
      'GET /u/v1/user/get/course': () => ({
        status: 404,
        msg: '课程不存在或尚未上架',
        msg_en: 'This course does not exist or is not published',
      }),
    });
    await renderInApp(
      <Routes>
        <Route path="/course/:id" element={<CourseDetailPage />} />
      </Routes>,
      { path: '/course/99' },
    );
    expect(await screen.findByText('课程不存在或已下架')).toBeTruthy();
  });
});
