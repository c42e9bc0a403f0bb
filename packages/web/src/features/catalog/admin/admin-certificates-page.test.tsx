// @vitest-environment happy-dom
import type { AdminCatalogItem } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { AdminCertificatesPage } from './admin-certificates-page.tsx';

const builder: AdminCatalogItem = {
  id: 5,
  name: '一级建造师',
  en_name: 'Class 1 Registered Constructor',
  category: 'construction',
  description: '',
  en_description: '',
  image_url: null,
  sort: 10,
  job_count: 0,
  resume_count: 0,
  update_time: '2026-11-01T08:00:00.000Z',
};

// antd tables and modals in happy-dom take seconds on a loaded machine.
describe('the admin certificates page (/admin/certificates)', { timeout: 30_000 }, () => {
  it('adds a certificate with an image (multipart) after showing its preview', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    // happy-dom has no object URLs; the preview only needs one (this file's environment only).
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
    const calls = fakeApi({
      'GET /u/v1/admin/get/cert/list': () => ({ data: [builder], total: 1 }),
      'POST /u/v1/admin/add/cert': () => ({ data: { ...builder, id: 6, name: '注册造价工程师' } }),
    });
    await renderInApp(<AdminCertificatesPage />, { path: '/admin/certificates' });
    expect(await screen.findByText('一级建造师')).toBeTruthy();
    expect(document.title).toContain('证书管理');
    // The category by its name, not its code.
    const row = screen.getByText('一级建造师').closest('tr') as HTMLElement;
    expect(within(row).getByText('施工')).toBeTruthy();
    expect(within(row).queryByText('construction')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /新增证书/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('请填写中文名称')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('中文名称'), { target: { value: '注册造价工程师' } });
    fireEvent.change(within(dialog).getByLabelText('英文名称'), { target: { value: 'Registered Cost Engineer' } });
    // The category is chosen from the list, by name.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分类' }));
    fireEvent.click(await screen.findByText('工程管理', { selector: '.ant-select-item-option-content' }));
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'cost.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByAltText('证书图片预览')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/u/v1/admin/add/cert')).toBe(true));
    const body = calls.find((c) => c.path === '/u/v1/admin/add/cert')?.body as Record<string, unknown>;
    expect(body.name).toBe('注册造价工程师');
    expect(body.category).toBe('management');
    expect((body.file as File).name).toBe('cost.png');
  });
});
