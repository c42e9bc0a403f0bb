// @vitest-environment happy-dom
import type { AdminCourse, AdminCourseDetail } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { AdminCoursesPage } from './admin-courses-page.tsx';

const LIST = '/u/v1/admin/get/course/list';

const course: AdminCourse = {
  id: 4,
  title: '施工现场安全管理',
  en_title: 'Site safety management',
  summary: '',
  en_summary: '',
  category: 'safety',
  level: 'intermediate',
  duration_minutes: 90,
  cover_url: null,
  lesson_count: 2,
  learner_count: 12,
  certificates: [],
  majors: [],
  published: false,
  sort: 0,
  create_time: '2026-11-01T08:00:00.000Z',
  update_time: '2026-11-02T08:00:00.000Z',
};
const withLessons: AdminCourseDetail = {
  ...course,
  lessons: [
    { title: '危险源辨识', en_title: 'Hazards', minutes: 45, body: '识别危险源。', en_body: '', video_url: null },
    {
      title: '应急预案',
      en_title: 'Emergency plans',
      minutes: 45,
      body: '编制应急预案。',
      en_body: 'Writing the plan.',
      video_url: 'https://media.example.com/plan.mp4',
    },
  ],
};

// antd tables, selects and popconfirms in happy-dom take seconds on a loaded machine.
describe('/admin/courses', { timeout: 30_000 }, () => {
  it('lists courses with drafts, filters by state and deletes one once confirmed', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = fakeApi({
      [`GET ${LIST}`]: () => ({ data: [course], total: 1 }),
      'POST /u/v1/admin/delete/course': () => ({ data: null }),
    });
    await renderInApp(<AdminCoursesPage />, { path: '/admin/courses' });
    expect(await screen.findByText('施工现场安全管理')).toBeTruthy();
    expect(screen.getByText('未上架')).toBeTruthy();
    expect(screen.getByText('2 课时 · 90 分钟')).toBeTruthy();
    expect(document.title).toContain('课程管理');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByText('未上架', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('published')).toBe('0'));

    const row = screen.getByText('施工现场安全管理').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    const popover = (await screen.findByText('删除课程「施工现场安全管理」？')).closest('.ant-popover') as HTMLElement;
    expect(calls.some((c) => c.path === '/u/v1/admin/delete/course')).toBe(false);
    fireEvent.click(within(popover).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(calls.find((c) => c.path === '/u/v1/admin/delete/course')?.body).toEqual({ id: 4 }));
  });

  it('adds a course: checks the fields, then sends the fields, lessons, links and cover as one form', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = fakeApi({
      [`GET ${LIST}`]: () => ({ data: [], total: 0 }),
      'GET /u/v1/user/get/cert/list': () => ({
        data: [{ id: 9, name: 'BIM 等级证书', en_name: 'BIM Skills Certificate' }],
      }),
      'GET /u/v1/user/get/major/list': () => ({ data: [] }),
      'POST /u/v1/admin/add/course': () => ({ data: withLessons }),
    });
    await renderInApp(<AdminCoursesPage />, { path: '/admin/courses' });
    fireEvent.click(await screen.findByRole('button', { name: /新增课程/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('请填写课程名称')).toBeTruthy();
    expect(calls.some((c) => c.path === '/u/v1/admin/add/course')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('中文名称'), { target: { value: 'Revit 族的参数化' } });
    fireEvent.change(within(dialog).getByLabelText('英文名称'), { target: { value: 'Parametric families in Revit' } });
    const choices: [string, string][] = [
      ['分类', 'BIM'],
      ['难度', '进阶'],
      ['相关证书', 'BIM 等级证书'],
    ];
    for (const [label, option] of choices) {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
    }
    fireEvent.change(within(dialog).getByLabelText('课时名称'), { target: { value: '参数与约束' } });
    fireEvent.change(within(dialog).getByLabelText('课时英文名称'), {
      target: { value: 'Parameters and constraints' },
    });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'revit.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByAltText('封面预览')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));

    await waitFor(() => expect(calls.some((c) => c.path === '/u/v1/admin/add/course')).toBe(true));
    const body = calls.find((c) => c.path === '/u/v1/admin/add/course')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Revit 族的参数化',
      en_title: 'Parametric families in Revit',
      category: 'bim',
      level: 'intermediate',
      cert_ids: '9',
      major_ids: '',
      published: '1',
      sort: '0',
    });
    expect(JSON.parse(body.outline as string)).toEqual([
      {
        title: '参数与约束',
        en_title: 'Parameters and constraints',
        minutes: 45,
        body: '',
        en_body: '',
        video_url: null,
      },
    ]);
    expect((body.file as File).name).toBe('revit.png');
  });

  // Many fields and clicks: more time than the others.
  it('edits a course’s lessons: loads their content, moves, edits, removes and adds them, sends them in order', {
    timeout: 60_000,
  }, async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = fakeApi({
      [`GET ${LIST}`]: () => ({ data: [course], total: 1 }),
      'GET /u/v1/admin/get/course': () => ({ data: withLessons }),
      'GET /u/v1/user/get/cert/list': () => ({ data: [] }),
      'GET /u/v1/user/get/major/list': () => ({ data: [] }),
      'POST /u/v1/admin/update/course': () => ({ data: withLessons }),
    });
    // As the app runs it: under StrictMode, whose second mount must not empty the lessons' fields.
    await renderInApp(
      <StrictMode>
        <AdminCoursesPage />
      </StrictMode>,
      { path: '/admin/courses' },
    );
    expect(await screen.findByText('12')).toBeTruthy();
    const row = screen.getByText('施工现场安全管理').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByRole('dialog');
    const lessonBox = async (index: number) => within(dialog).findByRole('group', { name: `第 ${index} 课时` });
    expect(within(await lessonBox(2)).getByDisplayValue('编制应急预案。')).toBeTruthy();
    expect(calls.find((c) => c.path === '/u/v1/admin/get/course')?.query.get('id')).toBe('4');

    // The second lesson moves up; it is then the first.
    fireEvent.click(within(dialog).getByRole('button', { name: '上移第 2 课时' }));
    await waitFor(async () => expect(within(await lessonBox(1)).getByDisplayValue('应急预案')).toBeTruthy());
    expect((within(dialog).getByRole('button', { name: '上移第 1 课时' }) as HTMLButtonElement).disabled).toBe(true);

    // A bad video address is refused before anything is sent.
    const second = await lessonBox(2);
    fireEvent.change(within(second).getByLabelText('视频地址（可选）'), { target: { value: 'ftp://x/a.mp4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText(/视频地址须以 http:\/\/ 或 https:\/\/ 开头/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/u/v1/admin/update/course')).toBe(false);
    fireEvent.change(within(second).getByLabelText('视频地址（可选）'), {
      target: { value: 'https://media.example.com/hazards' },
    });
    fireEvent.change(within(second).getByLabelText('英文正文'), { target: { value: 'Spotting hazards.' } });

    // A third lesson is added, then the first removed.
    fireEvent.click(within(dialog).getByRole('button', { name: /添加课时/ }));
    const third = await lessonBox(3);
    fireEvent.change(within(third).getByLabelText('课时名称'), { target: { value: '事故复盘' } });
    fireEvent.change(within(third).getByLabelText('课时英文名称'), { target: { value: 'Accident reviews' } });
    fireEvent.change(within(third).getByLabelText('中文正文'), { target: { value: '复盘典型事故。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除第 1 课时' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));

    await waitFor(() => expect(calls.some((c) => c.path === '/u/v1/admin/update/course')).toBe(true));
    const body = calls.find((c) => c.path === '/u/v1/admin/update/course')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 4, title: '施工现场安全管理' });
    expect(JSON.parse(body.outline as string)).toEqual([
      {
        title: '危险源辨识',
        en_title: 'Hazards',
        minutes: 45,
        body: '识别危险源。',
        en_body: 'Spotting hazards.',
        video_url: 'https://media.example.com/hazards',
      },
      {
        title: '事故复盘',
        en_title: 'Accident reviews',
        minutes: 45,
        body: '复盘典型事故。',
        en_body: '',
        video_url: null,
      },
    ]);
  });
});
