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
});
