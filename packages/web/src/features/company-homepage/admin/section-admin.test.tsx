// @vitest-environment happy-dom
import type { HomepageItem } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { HomepageSectionAdmin, moved } from './section-admin.tsx';

const item = (id: number, title: string, enTitle: string, image = false): HomepageItem => ({
  id,
  section: 'service',
  title,
  en_title: enTitle,
  body: `${title}的介绍`,
  en_body: `About ${enTitle}`,
  image_url: image ? `/files/homepage/0/${id}.png` : null,
  link: '',
  position: id,
  update_time: '2026-01-01T00:00:00.000Z',
});
const items = [item(11, '工程人才招聘', 'Recruitment', true), item(12, '规范标准库', 'Standards library')];

function serve() {
  return fakeApi({
    'GET /u/v1/admin/get/homepage/list': () => ({ data: items, total: items.length }),
    'POST /u/v1/admin/reorder/homepage/item': () => ({ data: [] }),
    'POST /u/v1/admin/delete/homepage/item': () => ({ data: null }),
    'POST /u/v1/admin/add/homepage/item': () => ({ data: item(13, '企业培训', 'Training') }),
  });
}
const bodies = (calls: ReturnType<typeof serve>, path: string) =>
  calls.filter((c) => c.path === `/u/v1/admin/${path}`).map((c) => c.body);

describe('company homepage sections in the back office (/admin/com/*)', { timeout: 30_000 }, () => {
  it('moves an id one place either way, and never past the ends', () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });

  it('lists the section with thumbnails, moves an item down and deletes one after confirming', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<HomepageSectionAdmin section="service" />, { path: '/admin/com/service' });

    expect(await screen.findByText('工程人才招聘')).toBeTruthy();
    expect(calls[0]?.query.get('section')).toBe('service');
    expect(screen.getByRole('img', { name: '工程人才招聘' }).getAttribute('src')).toBe('/files/homepage/0/11.png');
    expect(screen.getByText('无图片')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上移“工程人才招聘”' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '下移“工程人才招聘”' }));
    await waitFor(() =>
      expect(bodies(calls, 'reorder/homepage/item')).toEqual([{ section: 'service', id_list: [12, 11] }]),
    );

    fireEvent.click(screen.getAllByRole('button', { name: /删\s?除/ })[1] as HTMLElement);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('确定删除“规范标准库”吗？删除后无法恢复。')).toBeTruthy();
    expect(bodies(calls, 'delete/homepage/item')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(bodies(calls, 'delete/homepage/item')).toEqual([{ id: 12 }]));
  });

  it('adds an item with both titles; a missing English title is refused before sending', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const calls = serve();
    await renderInApp(<HomepageSectionAdmin section="service" />, { path: '/admin/com/service', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Chinese title'), { target: { value: '企业培训' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the English title')).toBeTruthy();
    expect(bodies(calls, 'add/homepage/item')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('English title'), { target: { value: 'Training' } });
    fireEvent.change(within(dialog).getByLabelText('English text'), { target: { value: 'Courses for firms' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies(calls, 'add/homepage/item')).toEqual([
        {
          section: 'service',
          title: '企业培训',
          en_title: 'Training',
          body: '',
          en_body: 'Courses for firms',
          link: '',
        },
      ]),
    );
  });
});
