// @vitest-environment happy-dom
import type { AdminCourse } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  view_count: 12,
  certificates: [],
  majors: [],
  lessons: [
    { title: '危险源辨识', en_title: 'Hazards', minutes: 45 },
    { title: '应急预案', en_title: 'Emergency plans', minutes: 45 },
  ],
  published: false,
  sort: 0,
  create_time: '2026-11-01T08:00:00.000Z',
  update_time: '2026-11-02T08:00:00.000Z',
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
      'POST /u/v1/admin/add/course': () => ({ data: course }),
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
      { title: '参数与约束', en_title: 'Parameters and constraints', minutes: 45 },
    ]);
    expect((body.file as File).name).toBe('revit.png');
  });
});
