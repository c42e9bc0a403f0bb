// @vitest-environment happy-dom
import type { AdminForumComment, ForumPostSummary } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { AdminForumPage } from './admin-forum-page.tsx';

const POSTS = '/u/v1/admin/get/forum/post/list';
const COMMENTS = '/u/v1/admin/get/forum/comment/list';

const post: ForumPostSummary = {
  id: 9,
  title: '钢筋搭接长度怎么算',
  category: 'practice',
  excerpt: '',
  cover_url: null,
  author: { id: 3, nick_name: '小王', avatar_url: '' },
  pinned: false,
  locked: true,
  hidden: false,
  like_count: 2,
  comment_count: 5,
  view_count: 40,
  create_time: '2026-11-20T08:00:00.000Z',
  update_time: '2026-11-20T08:00:00.000Z',
  last_activity_time: '2026-11-21T08:00:00.000Z',
};

const comment: AdminForumComment = {
  id: 31,
  post_id: 9,
  parent_id: null,
  reply_to: null,
  body: '按 16G101 查表',
  author: { id: 4, nick_name: '老李', avatar_url: '' },
  deleted: false,
  create_time: '2026-11-21T08:00:00.000Z',
  update_time: '2026-11-21T08:00:00.000Z',
  can_edit: false,
  post_title: '钢筋搭接长度怎么算',
};

describe('/admin/forum', { timeout: 30_000 }, () => {
  it('lists posts with their state, filters them, pins one and deletes one once confirmed', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = fakeApi({
      [`GET ${POSTS}`]: () => ({ data: [post], total: 1 }),
      'POST /u/v1/admin/update/forum/post': () => ({ data: { ...post, pinned: true } }),
      'POST /u/v1/admin/delete/forum/post': () => ({ data: null }),
    });
    await renderInApp(<AdminForumPage />, { path: '/admin/forum' });
    const link = await screen.findByRole('link', { name: '钢筋搭接长度怎么算' });
    expect(link.getAttribute('href')).toBe('/forum/post/9');
    expect(document.title).toContain('论坛管理');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('已锁定')).toBeTruthy();
    expect(within(row).getByText('赞 2 · 评论 5 · 浏览 40')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '可见状态' }));
    fireEvent.click(await screen.findByText('已隐藏', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('state')).toBe('hidden'));

    fireEvent.click(within(row).getByRole('button', { name: /置\s?顶/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/u/v1/admin/update/forum/post')?.body).toEqual({ id: 9, pinned: 1 }),
    );
    fireEvent.click(within(row).getByRole('button', { name: /解\s?锁/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/u/v1/admin/update/forum/post').at(-1)?.body).toEqual({
        id: 9,
        locked: 0,
      }),
    );

    fireEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    const popover = (await screen.findByText('删除帖子「钢筋搭接长度怎么算」？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    expect(calls.some((c) => c.path === '/u/v1/admin/delete/forum/post')).toBe(false);
    fireEvent.click(within(popover).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(calls.find((c) => c.path === '/u/v1/admin/delete/forum/post')?.body).toEqual({ id: 9 }));
  });

  it('lists the newest comments with their posts and deletes one once confirmed', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const calls = fakeApi({
      [`GET ${POSTS}`]: () => ({ data: [], total: 0 }),
      [`GET ${COMMENTS}`]: () => ({ data: [comment], total: 1 }),
      'POST /u/v1/admin/delete/forum/comment': () => ({ data: null }),
    });
    await renderInApp(<AdminForumPage />, { path: '/admin/forum', language: 'en' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Comments' }));
    const text = await screen.findByText('按 16G101 查表');
    const row = text.closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: '钢筋搭接长度怎么算' }).getAttribute('href')).toBe('/forum/post/9');
    expect(within(row).getByText('老李')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    const popover = (await screen.findByText('Delete this comment?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: /Delete/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/u/v1/admin/delete/forum/comment')?.body).toEqual({ id: 31 }),
    );
  });
});
