// @vitest-environment happy-dom
import type { Slide } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { AdminCarouselPage } from './admin-carousel-page.tsx';

const slide = (id: number, title: string, position: number): Slide => ({
  id,
  url: `/files/slides/1/s${id}.png`,
  link: id === 1 ? '/jobs' : '',
  title,
  en_title: `${title} EN`,
  position,
});
const slides = [slide(1, '春季招聘', 1), slide(2, '标准商城', 2), slide(3, '油田证书', 3)];

function serve() {
  return fakeApi({
    'GET /u/v1/admin/get/slide/list': () => ({ data: slides }),
    'POST /u/v1/admin/reorder/slide': () => ({ data: slides }),
    'POST /u/v1/admin/delete/slide': () => ({ data: null }),
    'POST /u/v1/admin/add/slide': () => ({ data: slide(4, '新', 4) }),
  });
}

// antd tables and popovers in happy-dom take seconds on a loaded machine.
describe('the home carousel admin (/admin/carousel)', { timeout: 30_000 }, () => {
  it('lists the slides in order with thumbnails and sends the new order when one moves up', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminCarouselPage />, { path: '/admin/carousel' });

    expect(await screen.findByText('标准商城')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByAltText('油田证书').getAttribute('src')).toBe('/files/slides/1/s3.png');
    expect((screen.getByRole('button', { name: '上移「春季招聘」' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '上移「油田证书」' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/u/v1/admin/reorder/slide').map((c) => c.body)).toEqual([
        { id_list: [1, 3, 2] },
      ]),
    );
  });

  it('deletes a slide only after confirming', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const calls = serve();
    await renderInApp(<AdminCarouselPage />, { path: '/admin/carousel', language: 'en' });

    const row = (await screen.findByText('标准商城')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByText('Delete the slide "标准商城 EN"?');
    expect(calls.some((c) => c.path === '/u/v1/admin/delete/slide')).toBe(false);
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/u/v1/admin/delete/slide').map((c) => c.body)).toEqual([{ id: 2 }]),
    );
  });

  it('adds a slide only with an image: the form sends the texts and the picked file', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminCarouselPage />, { path: '/admin/carousel' });

    fireEvent.click(await screen.findByRole('button', { name: /新增轮播图/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('中文标题'), { target: { value: '秋季招聘' } });
    fireEvent.change(within(dialog).getByLabelText('链接'), { target: { value: 'ftp://x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('请上传轮播图图片')).toBeTruthy();
    expect(await within(dialog).findByText(/链接须以 http/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('链接'), { target: { value: '/jobs' } });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'autumn.png', { type: 'image/png' });
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [image] } });
    expect(await within(dialog).findByText('autumn.png')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => {
      const sent = calls.find((c) => c.path === '/u/v1/admin/add/slide')?.body as Record<string, unknown> | undefined;
      expect(sent).toMatchObject({ title: '秋季招聘', en_title: '', link: '/jobs' });
      expect((sent?.file as File | undefined)?.name).toBe('autumn.png');
    });
  });
});
