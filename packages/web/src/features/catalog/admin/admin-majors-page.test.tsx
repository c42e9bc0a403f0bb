// @vitest-environment happy-dom
import type { AdminCatalogItem } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { AdminMajorsPage } from './admin-majors-page.tsx';

const major = (id: number, name: string, en: string, jobs: number, resumes: number): AdminCatalogItem => ({
  id,
  name,
  en_name: en,
  category: 'civil',
  description: '',
  en_description: '',
  image_url: null,
  sort: id * 10,
  job_count: jobs,
  resume_count: resumes,
  update_time: '2026-11-01T08:00:00.000Z',
});

const civil = major(1, '土木工程', 'Civil Engineering', 3, 12);
const structural = major(2, '结构工程', 'Structural Engineering', 0, 1);

function serve() {
  return fakeApi({
    'GET /u/v1/admin/get/major/list': () => ({ data: [civil, structural], total: 2 }),
    'GET /u/v1/user/get/major/list': () => ({
      data: [civil, structural].map(({ id, name, en_name }) => ({ id, name, en_name })),
    }),
    'POST /u/v1/admin/delete/major': () => ({
      status: 409,
      msg: '该专业正被 3 个职位和 12 份简历使用，不能删除；可以合并到其他专业',
      msg_en:
        'This major is used by 3 job(s) and 12 resume(s), so it cannot be deleted; you can merge it into another major',
    }),
    'POST /u/v1/admin/merge/major': () => ({ data: { ...structural, job_count: 3, resume_count: 13 } }),
    'POST /u/v1/admin/reorder/major': () => ({ data: null }),
    'POST /u/v1/admin/update/major': (call) => ({ data: { ...civil, ...(call.body as object) } }),
  });
}

// antd tables, modals and selects in happy-dom take seconds on a loaded machine.
describe('the admin majors page (/admin/majors)', { timeout: 30_000 }, () => {
  it('lists majors with their usage, moves one down, and offers a merge when deleting one in use is refused', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminMajorsPage />, { path: '/admin/majors' });
    expect(await screen.findByText('土木工程')).toBeTruthy();
    expect(screen.getByText('3 个职位 · 12 份简历')).toBeTruthy();
    expect(document.title).toContain('专业管理');
    expect(calls.find((c) => c.path === '/u/v1/admin/get/major/list')?.query.get('sort')).toBe('sort');
    // The page size choice says what it is: items per page, not a page number.
    expect(screen.getByRole('combobox', { name: '每页条数' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '页码' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '将「土木工程」下移' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/u/v1/admin/reorder/major')?.body).toEqual({ id_list: [2, 1] }),
    );

    const row = screen.getByText('土木工程').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    const popover = (await screen.findByText('确定删除「土木工程」吗？')).closest('.ant-popover') as HTMLElement;
    expect(calls.some((c) => c.path === '/u/v1/admin/delete/major')).toBe(false);
    fireEvent.click(within(popover).getByRole('button', { name: /删\s?除/ }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('该专业正被 3 个职位和 12 份简历使用，不能删除；可以合并到其他专业')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: '确认合并' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '合并到专业' }));
    fireEvent.click(await screen.findByText('结构工程', { selector: '.ant-select-item-option-content' }));
    expect(await within(dialog).findByText('「土木工程」将合并到「结构工程」')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认合并' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/u/v1/admin/merge/major')?.body).toEqual({ id: 1, into_id: 2 }),
    );
  });

  it('shows each category by its English name and edits it by choosing another from the list', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const calls = serve();
    await renderInApp(<AdminMajorsPage />, { path: '/admin/majors', language: 'en' });
    const row = (await screen.findByText('土木工程')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Civil')).toBeTruthy();
    expect(within(row).queryByText('civil')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    expect(within(dialog).getByTitle('Civil')).toBeTruthy();
    fireEvent.mouseDown(category);
    for (const name of ['Transport', 'Architecture', 'Survey'])
      expect(await screen.findByText(name, { selector: '.ant-select-item-option-content' })).toBeTruthy();
    fireEvent.click(screen.getByText('MEP', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/u/v1/admin/update/major')?.body).toMatchObject({ id: 1, category: 'mep' }),
    );
  });

  it('shows the refusal in English', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    serve();
    await renderInApp(<AdminMajorsPage />, { path: '/admin/majors', language: 'en' });
    expect(await screen.findByText('3 jobs · 12 resumes')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Items per page' })).toBeTruthy();
    const row = screen.getByText('土木工程').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Delete$/ }));
    const popover = (await screen.findByText('Delete “土木工程”?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: /Delete$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/used by 3 job\(s\) and 12 resume\(s\)/)).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Merge into major' })).toBeTruthy();
  });
});
