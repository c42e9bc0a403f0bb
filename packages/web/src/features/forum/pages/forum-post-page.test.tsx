// @vitest-environment happy-dom
import type { ForumComment, ForumPostDetail, ForumThread } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Answer, type ApiCall, fakeApi } from '../../../test/fake-api.ts';
import { Here, renderInApp, signIn } from '../../../test/render.tsx';
import { comment, li, postDetail, standardsPost, thread, zhang } from '../test/forum-data.ts';
import { ForumPostPage } from './forum-post-page.tsx';

const POST = '/u/v1/forum/get/post';
const COMMENTS = '/u/v1/forum/get/comment/list';

function serve(post: ForumPostDetail, threads: ForumThread[], more: Record<string, (call: ApiCall) => Answer> = {}) {
  return fakeApi({
    [`GET ${POST}`]: () => ({ data: post }),
    [`GET ${COMMENTS}`]: () => ({ data: threads, total: threads.length }),
    ...more,
  });
}

async function open(path = '/forum/post/3', language: 'zh' | 'en' = 'zh') {
  await renderInApp(
    <Routes>
      <Route path="/forum/post/:id" element={<ForumPostPage />} />
      <Route path="*" element={<Here />} />
    </Routes>,
    { path, language },
  );
}

const bodies = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const popconfirm = async (question: string) =>
  (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;

// antd buttons, popconfirms and text areas in happy-dom take seconds on a loaded machine.
describe('/forum/post/{id}', { timeout: 30_000 }, () => {
  it('shows the server’s html (not the Markdown source), the counts, and likes at once', async () => {
    signIn({ id: 9, nickName: '王工', role: '3' });
    let refuse = false;
    const calls = serve(postDetail(), [], {
      'POST /u/v1/forum/like/post': ({ body }) =>
        refuse
          ? { status: 429, msg: '操作太频繁', msg_en: 'Too many requests' }
          : { data: { liked: (body as { liked: number }).liked === 1, like_count: 13 } },
    });
    await open();

    // The post's headings go on from the page's h1 (the server's h4 is the post's only level: an h2).
    expect(await screen.findByRole('heading', { level: 2, name: '主要变化' })).toBeTruthy();
    expect(screen.getByText('限值').tagName).toBe('STRONG');
    expect(screen.queryByText(/正文的 Markdown 源/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: standardsPost.title })).toBeTruthy();
    expect(document.title).toContain(standardsPost.title);
    expect(screen.getByText('128 次浏览')).toBeTruthy();
    expect(calls.find((c) => c.path === POST)?.query.get('id')).toBe('3');
    expect(screen.queryByRole('button', { name: /编\s?辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /置\s?顶/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /点赞 12/ }));
    expect(await screen.findByRole('button', { name: /已赞 13/ })).toBeTruthy();
    await waitFor(() => expect(bodies(calls, '/u/v1/forum/like/post')).toEqual([{ id: 3, liked: 1 }]));

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: /已赞 13/ }));
    expect(await screen.findByText('操作太频繁')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /已赞 13/ })).toBeTruthy();
    expect(bodies(calls, '/u/v1/forum/like/post').at(-1)).toEqual({ id: 3, liked: 0 });
  });

  it('lists comments with their first replies, loads the rest, and marks a deleted one', async () => {
    signIn({ id: 9, nickName: '王工', role: '3' });
    const first = [21, 22, 23].map((id) => comment(id, { parent_id: 20, author: li }));
    const calls = serve(
      postDetail(),
      [
        thread(20, first, { reply_count: 5, author: zhang, body: '楼主补充：附录也改了' }),
        thread(30, [], { deleted: true, body: '' }),
      ],
      {
        'GET /u/v1/forum/get/comment/replies': () => ({
          data: [...first, comment(24, { parent_id: 20 }), comment(25, { parent_id: 20 })],
          total: 5,
        }),
      },
    );
    await open();

    expect(await screen.findByText('楼主补充：附录也改了')).toBeTruthy();
    expect(screen.getByText('楼主')).toBeTruthy();
    expect(screen.getByText('第 23 条评论')).toBeTruthy();
    expect(screen.getByText('该评论已删除')).toBeTruthy();
    expect(document.getElementById('comment-21')).toBeTruthy();
    const list = calls.find((c) => c.path === COMMENTS)?.query;
    expect(Object.fromEntries(list ?? [])).toEqual({ post_id: '3', pn: '1', p_size: '20' });

    fireEvent.click(screen.getByRole('button', { name: '展开更多回复（还有 2 条）' }));
    expect(await screen.findByText('第 25 条评论')).toBeTruthy();
    expect(calls.find((c) => c.path === '/u/v1/forum/get/comment/replies')?.query.get('id')).toBe('20');
    expect(screen.queryByRole('button', { name: /展开更多回复/ })).toBeNull();
  });

  it('replies to a comment from its inline box and posts a comment from the box at the bottom', async () => {
    signIn({ id: 9, nickName: '王工', role: '3' });
    let refuse = false;
    const calls = serve(postDetail(), [thread(20, [], { author: li, body: '请问新版什么时候实施？' })], {
      'POST /u/v1/forum/create/comment': ({ body }) =>
        refuse
          ? { status: 429, msg: '评论太频繁，请稍后再试', msg_en: 'You are commenting too often' }
          : { data: comment(40, { body: (body as ForumComment).body }) },
    });
    await open();

    await screen.findByText('请问新版什么时候实施？');
    fireEvent.click(screen.getByRole('button', { name: /回\s?复/ }));
    const replyBox = screen.getByRole('textbox', { name: '回复 @李工' });
    fireEvent.change(replyBox, { target: { value: '  明年三月  ' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s?送/ }));
    await waitFor(() =>
      expect(bodies(calls, '/u/v1/forum/create/comment')).toEqual([{ post_id: 3, body: '明年三月', reply_to: 20 }]),
    );
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '回复 @李工' })).toBeNull());

    const box = screen.getByRole('textbox', { name: '写下你的评论…' });
    expect(screen.getByText('0 / 1000')).toBeTruthy();
    fireEvent.change(box, { target: { value: '感谢整理' } });
    expect(screen.getByText('4 / 1000')).toBeTruthy();
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect(await screen.findByText('评论太频繁，请稍后再试')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('感谢整理');
    expect(bodies(calls, '/u/v1/forum/create/comment').at(-1)).toEqual({ post_id: 3, body: '感谢整理' });
  });

  it('a locked post shows why and offers no comment box and no reply', async () => {
    signIn({ id: 9, nickName: 'Wang', role: '3' });
    serve(postDetail({ locked: true }), [thread(20)]);
    await open('/forum/post/3', 'en');
    expect(await screen.findByText('This post is locked: no more comments.')).toBeTruthy();
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('its author edits it or deletes it once confirmed, and edits or deletes their own comments', async () => {
    signIn({ id: 7, nickName: '张工', role: '3' });
    const calls = serve(postDetail({ can_edit: true }), [thread(20, [], { can_edit: true, body: '原来的评论' })], {
      'POST /u/v1/forum/delete/post': () => ({ data: null }),
      'POST /u/v1/forum/update/comment': ({ body }) => ({ data: comment(20, { body: (body as ForumComment).body }) }),
    });
    await open();

    const comments = (await screen.findByText('原来的评论')).closest('li') as HTMLElement;
    fireEvent.click(within(comments).getByRole('button', { name: /编\s?辑/ }));
    const edit = within(comments).getByRole('textbox', { name: '写下你的评论…' }) as HTMLTextAreaElement;
    expect(edit.value).toBe('原来的评论');
    fireEvent.change(edit, { target: { value: '改过的评论' } });
    fireEvent.click(within(comments).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(bodies(calls, '/u/v1/forum/update/comment')).toEqual([{ id: 20, body: '改过的评论' }]));

    const article = screen.getByRole('article');
    fireEvent.click(within(article).getByRole('button', { name: /删\s?除/ }));
    const confirm = await popconfirm('确定删除这篇帖子吗？删除后无法恢复。');
    expect(bodies(calls, '/u/v1/forum/delete/post')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(screen.getByTestId('here').textContent).toBe('/forum'));
    expect(bodies(calls, '/u/v1/forum/delete/post')).toEqual([{ id: 3 }]);
  });

  it('an administrator sees a hidden post, pins it and deletes another’s comment', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve(postDetail({ hidden: true, can_moderate: true }), [thread(20, [], { body: '广告内容' })], {
      'POST /u/v1/admin/update/forum/post': () => ({ data: { ...standardsPost, hidden: true, pinned: false } }),
      'POST /u/v1/admin/delete/forum/comment': () => ({ data: null }),
    });
    await open();

    expect(await screen.findByText('该帖已被管理员隐藏，只有作者和管理员能看到。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取消置顶/ }));
    await waitFor(() => expect(bodies(calls, '/u/v1/admin/update/forum/post')).toEqual([{ id: 3, pinned: 0 }]));
    expect(await screen.findByRole('button', { name: /pushpin 置\s?顶$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /取消隐藏/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s?辑/ })).toBeNull();

    const spam = screen.getByText('广告内容').closest('li') as HTMLElement;
    fireEvent.click(within(spam).getByRole('button', { name: /管理员删除/ }));
    const confirm = await popconfirm('确定以管理员身份删除这条评论吗？该操作会记入审计日志。');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(bodies(calls, '/u/v1/admin/delete/forum/comment')).toEqual([{ id: 20 }]));
  });

  it('says when the post is not there', async () => {
    signIn({ id: 9, nickName: '王工', role: '3' });
    fakeApi({
      [`GET ${POST}`]: () => ({ status: 404, msg: '帖子不存在或已被删除', msg_en: 'This post does not exist' }),
    });
    await open('/forum/post/99');
    expect(await screen.findByText('帖子不存在或已被删除')).toBeTruthy();
  });
});
