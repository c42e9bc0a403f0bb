// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { examPost, standardsPost } from '../test/forum-data.ts';
import { ForumPage } from './forum-page.tsx';

const LIST = '/u/v1/forum/get/post/list';

// antd tabs, selects and paginations in happy-dom take seconds on a loaded machine.
describe('/forum', { timeout: 30_000 }, () => {
  it('shows the posts as cards and asks for the category chosen in the tabs', async () => {
    signIn({ id: 9, nickName: '王工', role: '3' });
    const calls = fakeApi({
      [`GET ${LIST}`]: (call) =>
        call.query.get('category') === 'exams'
          ? { data: [examPost], total: 1 }
          : { data: [standardsPost, examPost], total: 2 },
    });
    await renderInApp(<ForumPage />, { path: '/forum' });

    const title = await screen.findByRole('link', { name: standardsPost.title });
    expect(title.getAttribute('href')).toBe('/forum/post/3');
    const card = title.closest('li') as HTMLElement;
    expect(within(card).getByText('置顶')).toBeTruthy();
    expect(within(card).getByText('规范标准')).toBeTruthy();
    expect(within(card).getByText(standardsPost.excerpt)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '张工' }).getAttribute('href')).toBe('/forum/user/7');
    expect(within(card).getByText('3 小时前')).toBeTruthy();
    expect(within(card).getByText('128 次浏览')).toBeTruthy();
    expect(within(card).getByText('5 条评论')).toBeTruthy();
    expect(within(card).getByText('12 个赞')).toBeTruthy();
    expect(within(card).getByAltText(`${standardsPost.title} 的配图`).getAttribute('loading')).toBe('lazy');
    const locked = screen.getByRole('link', { name: examPost.title }).closest('li') as HTMLElement;
    expect(within(locked).getByText('已锁定')).toBeTruthy();
    expect(within(locked).queryByAltText(/的配图/)).toBeNull();
    expect(screen.getByText('共 2 篇帖子')).toBeTruthy();
    expect(document.title).toContain('论坛');
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({ pn: '1', p_size: '20' });

    fireEvent.click(screen.getByRole('tab', { name: '考证交流' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('category')).toBe('exams'));
    await waitFor(() => expect(screen.queryByText(standardsPost.title)).toBeNull());
  });

  it('keeps the keyword, order and page size of the address, in English, with a capped total', async () => {
    signIn({ id: 9, nickName: 'Wang', role: '3' });
    const calls = fakeApi({ [`GET ${LIST}`]: () => ({ data: [standardsPost], total: 10_000, total_capped: true }) });
    await renderInApp(<ForumPage />, { path: '/forum?key_word=GB%2050010&sort=hot&p_size=50&pn=2', language: 'en' });

    const card = (await screen.findByRole('link', { name: standardsPost.title })).closest('li') as HTMLElement;
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({
      pn: '2',
      p_size: '50',
      sort: 'hot',
      key_word: 'GB 50010',
    });
    expect(screen.getByText('10,000+ posts')).toBeTruthy();
    expect(within(card).getByText('Standards')).toBeTruthy();
    expect(within(card).getByText('Pinned')).toBeTruthy();
    expect(within(card).getByText('3 hours ago')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search post titles and text' }) as HTMLInputElement).value).toBe(
      'GB 50010',
    );
    expect(screen.getByRole('button', { name: /New post/ })).toBeTruthy();
    expect(document.title).toContain('Forum');
  });

  it('says when a search finds nothing', async () => {
    signIn({ id: 9, nickName: '王工', role: '3' });
    fakeApi({ [`GET ${LIST}`]: () => ({ data: [], total: 0 }) });
    await renderInApp(<ForumPage />, { path: '/forum?key_word=%E6%B2%A1%E6%9C%89' });
    expect(await screen.findByText('没有找到相关帖子，换个关键词或版块试试')).toBeTruthy();
  });
});
