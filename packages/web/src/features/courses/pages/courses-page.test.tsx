// @vitest-environment happy-dom
import type { CourseDetail, CourseLesson, CourseStudy, CourseSummary } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ApiCall, fakeApi } from '../../../test/fake-api.ts';
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
  learner_count: 128,
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
    expect(screen.getByText('2 小时 45 分钟 · 3 个课时 · 128 人学习')).toBeTruthy();
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
    expect(screen.getByText('2 h 45 min · 3 lessons · 128 learners')).toBeTruthy();
    const query = calls.find((c) => c.path === LIST)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      pn: '1',
      p_size: '30',
      category: 'exam',
      level: 'advanced',
      sort: 'popular',
    });
  });

  const detail: CourseDetail = {
    ...exam,
    lessons: [
      { title: '城镇道路工程', en_title: 'Urban roads', minutes: 60 },
      { title: '城市桥梁工程', en_title: 'Urban bridges', minutes: 60 },
      { title: '管道工程', en_title: 'Pipelines', minutes: 45 },
    ],
    learning: false,
  };
  const study: CourseStudy = {
    learner_count: 129,
    lessons: [
      {
        ...(detail.lessons[0] as CourseLesson),
        body: '城镇道路由路基、基层和面层组成。\n本课讲解各结构层的作用。',
        en_body: 'An urban road is built from subgrade, base and surface courses.',
        video_url: 'https://media.example.com/roads.mp4',
      },
      {
        ...(detail.lessons[1] as CourseLesson),
        body: '',
        en_body: 'Bridges carry roads over rivers.',
        video_url: 'https://media.example.com/watch?v=bridges',
      },
      { ...(detail.lessons[2] as CourseLesson), body: '管道工程正文', en_body: '', video_url: null },
    ],
  };
  const renderDetail = (course: CourseDetail, language?: 'en') => {
    const calls = fakeApi({
      'GET /u/v1/user/get/course': () => ({ data: course }),
      'POST /u/v1/user/start/course': () => ({ data: study }),
    });
    const done = renderInApp(
      <Routes>
        <Route path="/course/:id" element={<CourseDetailPage />} />
      </Routes>,
      { path: '/course/1', ...(language ? { language } : {}) },
    );
    return { calls, done };
  };
  const starts = (calls: ApiCall[]) => calls.filter((c) => c.path === '/u/v1/user/start/course');

  it('shows the intro and the lessons; 开始学习 makes the user a learner and opens the first lesson', async () => {
    signIn({ id: 3, nickName: '张工', role: '3' });
    const { calls, done } = renderDetail(detail);
    await done;
    expect(await screen.findByText('第 2 课时 · 城市桥梁工程')).toBeTruthy();
    expect(screen.getByText('围绕考点梳理市政工程施工技术与管理。')).toBeTruthy();
    expect(calls[0]?.query.get('id')).toBe('1');
    expect(screen.getByRole('link', { name: '一级建造师' }).getAttribute('href')).toBe('/certificate/7');
    expect(document.title).toContain('一级建造师市政实务精讲');
    expect(screen.getByText('学习人数：128')).toBeTruthy();
    // Reading the page records nothing, and no lesson text is there yet.
    expect(starts(calls)).toEqual([]);
    expect(screen.queryByText(/本课讲解各结构层的作用/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /开始学习/ }));
    expect(await screen.findByText(/本课讲解各结构层的作用/)).toBeTruthy();
    expect(starts(calls).map((c) => c.body)).toEqual([{ id: 1 }]);
    const video = screen.getByLabelText('城镇道路工程 视频') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('https://media.example.com/roads.mp4');
    expect(screen.getByText('学习人数：129')).toBeTruthy();
    expect(screen.getByRole('button', { name: /继续学习/ })).toBeTruthy();

    // The next lesson: its video is a page, not a file, so a link; it has no Chinese text.
    fireEvent.click(screen.getByRole('button', { name: /下一课时/ }));
    expect(await screen.findByText('本课时暂无文字内容')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /观看视频/ });
    expect(link.getAttribute('href')).toBe('https://media.example.com/watch?v=bridges');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('video')).toBeNull();
    // Opening a lesson from the list asks nothing more.
    fireEvent.click(screen.getByRole('button', { name: /第 3 课时 · 管道工程/ }));
    expect(await screen.findByText('管道工程正文')).toBeTruthy();
    expect(starts(calls)).toHaveLength(1);
  });

  it('starts from a lesson of the list, in English, and says a started course is to be continued', async () => {
    signIn({ id: 3, nickName: 'Zhang', role: '3' });
    const { calls, done } = renderDetail({ ...detail, learning: true }, 'en');
    await done;
    expect(await screen.findByRole('button', { name: /Continue learning/ })).toBeTruthy();
    expect(screen.getByText('Learners: 128')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Lesson 3 · Pipelines/ }));
    // No English text: the Chinese one stands in.
    expect(await screen.findByText('管道工程正文')).toBeTruthy();
    expect(starts(calls).map((c) => c.body)).toEqual([{ id: 1 }]);
    fireEvent.click(screen.getByRole('button', { name: /Previous lesson/ }));
    expect(await screen.findByText('Bridges carry roads over rivers.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Watch the video/ })).toBeTruthy();
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
