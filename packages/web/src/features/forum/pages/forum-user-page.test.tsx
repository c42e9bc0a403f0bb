// @vitest-environment happy-dom
import type { ForumUser } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { comment, standardsPost, zhang } from '../test/forum-data.ts';
import { ForumUserPage } from './forum-user-page.tsx';

const profile: ForumUser = {
  ...zhang,
  post_count: 4,
  comment_count: 17,
  likes_received: 36,
  join_time: '2026-03-02T08:00:00.000Z',
};

async function open(path: string, language: 'zh' | 'en' = 'zh') {
  await renderInApp(
    <Routes>
      <Route path="/forum/user/:id" element={<ForumUserPage />} />
    </Routes>,
    { path, language },
  );
}

// antd tabs in happy-dom take seconds on a loaded machine.
describe('/forum/user/{id}', { timeout: 30_000 }, () => {
  it('shows the profile and the posts, and the comments tab links each comment to its post', async () => {
    signIn({ id: 9, nickName: '王工', role: '3' });
    const calls = fakeApi({
      'GET /u/v1/forum/get/user': () => ({ data: profile }),
      'GET /u/v1/forum/get/user/posts': () => ({ data: [standardsPost], total: 1 }),
      'GET /u/v1/forum/get/user/comments': () => ({
        data: [{ ...comment(9, { author: zhang, body: '附录 B 也要注意' }), post_title: '一建市政实务备考经验分享' }],
        total: 1,
      }),
    });
    await open('/forum/user/7');

    expect(await screen.findByRole('heading', { name: '张工' })).toBeTruthy();
    expect(screen.getByText('2026-03-02 加入')).toBeTruthy();
    const stats = screen.getByText('获赞').closest('dl') as HTMLElement;
    expect(within(stats).getByText('36')).toBeTruthy();
    expect(within(stats).getByText('17')).toBeTruthy();
    expect(document.title).toContain('张工 的主页');
    expect(await screen.findByRole('link', { name: standardsPost.title })).toBeTruthy();
    const posts = calls.find((c) => c.path === '/u/v1/forum/get/user/posts')?.query;
    expect(Object.fromEntries(posts ?? [])).toEqual({ id: '7', pn: '1', p_size: '20' });

    fireEvent.click(screen.getByRole('tab', { name: '评论' }));
    const link = await screen.findByRole('link', { name: '评论了《一建市政实务备考经验分享》' });
    expect(link.getAttribute('href')).toBe('/forum/post/3#comment-9');
    expect(screen.getByText('附录 B 也要注意')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/u/v1/forum/get/user/comments')?.query.get('id')).toBe('7'),
    );
  });

  it('opens the comments tab from the address, in English, and says when there are none', async () => {
    signIn({ id: 9, nickName: 'Wang', role: '3' });
    fakeApi({
      'GET /u/v1/forum/get/user': () => ({ data: profile }),
      'GET /u/v1/forum/get/user/comments': () => ({ data: [], total: 0 }),
    });
    await open('/forum/user/7?tab=comments', 'en');
    expect(await screen.findByText('No comments yet')).toBeTruthy();
    expect(screen.getByText('Joined 2026-03-02')).toBeTruthy();
    expect(document.title).toContain("张工's profile");
  });

  it('says when the user does not exist', async () => {
    signIn({ id: 9, nickName: '王工', role: '3' });
    fakeApi({
      'GET /u/v1/forum/get/user': () => ({ status: 404, msg: '用户不存在', msg_en: 'This user does not exist' }),
    });
    await open('/forum/user/404');
    expect(await screen.findByText('用户不存在')).toBeTruthy();
  });
});
