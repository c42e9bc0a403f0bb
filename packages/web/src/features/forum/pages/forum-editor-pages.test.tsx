// @vitest-environment happy-dom
import type { ForumPostDetail } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { Here, signIn } from '../../../test/render.tsx';
import { ForumCreatePage } from './forum-create-page.tsx';
import { ForumEditPage } from './forum-edit-page.tsx';

const post: ForumPostDetail = {
  id: 7,
  title: '一级建造师备考经验',
  category: 'exams',
  excerpt: '分享备考经验',
  cover_url: null,
  author: { id: 3, nick_name: '小王', avatar_url: '' },
  pinned: false,
  locked: false,
  hidden: false,
  like_count: 0,
  comment_count: 0,
  view_count: 1,
  create_time: '2026-11-20T08:00:00.000Z',
  update_time: '2026-11-20T08:00:00.000Z',
  last_activity_time: '2026-11-20T08:00:00.000Z',
  body: '分享**备考**经验',
  html: '<p>分享<strong>备考</strong>经验</p>',
  liked: false,
  can_edit: true,
  can_moderate: false,
};

/** The page in a data router (the editor asks before leaving, which needs one), the post page as a marker. */
async function renderAt(path: string, page: ReactNode, language: 'zh' | 'en' = 'zh') {
  await changeLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={client}>
      <Providers>{ui}</Providers>
    </QueryClientProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/forum/create', element: wrap(page) },
      { path: '/forum/edit/:id', element: wrap(page) },
      { path: '*', element: <Here /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('/forum/create and /forum/edit/{id}', { timeout: 30_000 }, () => {
  it('checks the fields as the server does, then publishes and opens the new post', async () => {
    signIn({ id: 3, nickName: '小王', role: '3' });
    const calls = fakeApi({ 'POST /u/v1/forum/create/post': () => ({ data: { id: 42 } }) });
    await renderAt('/forum/create', <ForumCreatePage />);
    expect(document.title).toContain('发布帖子');
    fireEvent.click(screen.getByRole('button', { name: /发\s?布/ }));
    expect(await screen.findByText('请填写标题')).toBeTruthy();
    expect(await screen.findByText('请选择版块')).toBeTruthy();
    expect(await screen.findByText('请填写正文')).toBeTruthy();

    fireEvent.change(textbox('标题'), { target: { value: '求助' } });
    fireEvent.focusOut(textbox('标题'));
    expect(await screen.findByText('标题至少 4 个字')).toBeTruthy();
    fireEvent.change(textbox('标题'), { target: { value: '求助：BIM 建模规范' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '版块' }));
    fireEvent.click(await screen.findByText('软件与BIM', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(textbox('正文'), { target: { value: '有没有推荐的' } });
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect((textbox('正文') as HTMLTextAreaElement).value).toBe('有没有推荐的**加粗文字**'));
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /发\s?布/ }));
    await waitFor(() => expect(calls.length).toBe(1));
    expect(await screen.findByTestId('here')).toHaveProperty('textContent', '/forum/post/42');
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      [
        '/u/v1/forum/create/post',
        { title: '求助：BIM 建模规范', category: 'software', body: '有没有推荐的**加粗文字**' },
      ],
    ]);
  });

  it("shows the server's refusal in the user's language and stays", async () => {
    signIn({ id: 3, nickName: 'Wang', role: '3' });
    fakeApi({
      'POST /u/v1/forum/create/post': () => ({
        status: 429,
        msg: '发帖太频繁，请稍后再试',
        msg_en: 'You are posting too often: at most 5 posts an hour and 20 a day',
      }),
    });
    await renderAt('/forum/create', <ForumCreatePage />, 'en');
    fireEvent.change(textbox('Title'), { target: { value: 'Rebar detailing question' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByText('Projects and practice', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(textbox('Text'), { target: { value: 'How do you lap bars?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('You are posting too often: at most 5 posts an hour and 20 a day')).toBeTruthy();
    expect(screen.queryByTestId('here')).toBeNull();
  });

  it('asks before leaving with unsaved text, and stays when told to', async () => {
    signIn({ id: 3, nickName: '小王', role: '3' });
    fakeApi({});
    await renderAt('/forum/create', <ForumCreatePage />);
    fireEvent.change(textbox('正文'), { target: { value: '写了一半' } });
    fireEvent.click(screen.getByRole('link', { name: /返回论坛/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('放弃未保存的内容？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    expect(screen.queryByTestId('here')).toBeNull();
    expect((textbox('正文') as HTMLTextAreaElement).value).toBe('写了一半');
    fireEvent.click(screen.getByRole('link', { name: /返回论坛/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /离\s?开/ }));
    expect(await screen.findByTestId('here')).toHaveProperty('textContent', '/forum');
  });

  it('refuses a picture of the wrong type before sending it', async () => {
    signIn({ id: 3, nickName: '小王', role: '3' });
    const calls = fakeApi({});
    await renderAt('/forum/create', <ForumCreatePage />);
    const file = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('forum-image-input'), { target: { files: [file] } });
    expect(await screen.findByText('不支持该文件格式，仅支持 jpg, png, webp, gif')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('puts an uploaded picture after a quote the cursor is at, as a paragraph of its own', async () => {
    signIn({ id: 3, nickName: '小王', role: '3' });
    fakeApi({});
    const url = '/files/forum/3/0b6f1c9e-3b7a-4c5d-9e8f-1a2b3c4d5e6f.png';
    // The api client sends uploads through XMLHttpRequest (for the progress): answered at once here.
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = { onprogress: null };
        status = 0;
        responseText = '';
        onload: (() => void) | null = null;
        open() {}
        setRequestHeader() {}
        send() {
          this.status = 200;
          this.responseText = JSON.stringify({ code: 0, msg: 'ok', data: { url } });
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    await renderAt('/forum/create', <ForumCreatePage />);
    const body = textbox('正文') as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: '> 引用前文' } });
    body.setSelectionRange(body.value.length, body.value.length);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'site.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('forum-image-input'), { target: { files: [file] } });
    await waitFor(() => expect(body.value).toBe(`> 引用前文\n\n![](${url})\n`));
  });

  it("previews the body with the server's rendering", async () => {
    signIn({ id: 3, nickName: '小王', role: '3' });
    const calls = fakeApi({ 'POST /u/v1/forum/preview': () => ({ data: { html: '<p><em>预览</em>内容</p>' } }) });
    await renderAt('/forum/create', <ForumCreatePage />);
    fireEvent.change(textbox('正文'), { target: { value: '*预览*内容' } });
    fireEvent.click(screen.getByRole('tab', { name: '预览' }));
    const preview = await screen.findByTestId('forum-preview');
    expect(preview.querySelector('em')?.textContent).toBe('预览');
    expect(calls.map((c) => c.body)).toEqual([{ body: '*预览*内容' }]);
  });

  it("loads the author's post and saves the changes to it", async () => {
    signIn({ id: 3, nickName: '小王', role: '3' });
    const calls = fakeApi({
      'GET /u/v1/forum/get/post': () => ({ data: post }),
      'POST /u/v1/forum/update/post': () => ({ data: { id: 7 } }),
    });
    await renderAt('/forum/edit/7', <ForumEditPage />);
    await waitFor(() => expect((textbox('标题') as HTMLInputElement).value).toBe('一级建造师备考经验'));
    expect(document.title).toContain('编辑帖子');
    fireEvent.change(textbox('正文'), { target: { value: '分享**备考**经验，补充一点' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByTestId('here')).toHaveProperty('textContent', '/forum/post/7');
    expect(calls.find((c) => c.path === '/u/v1/forum/update/post')?.body).toEqual({
      id: 7,
      title: '一级建造师备考经验',
      category: 'exams',
      body: '分享**备考**经验，补充一点',
    });
  });

  it("refuses someone else's post with a way back to it", async () => {
    signIn({ id: 5, nickName: 'Li', role: '3' });
    fakeApi({ 'GET /u/v1/forum/get/post': () => ({ data: { ...post, can_edit: false } }) });
    await renderAt('/forum/edit/7', <ForumEditPage />, 'en');
    expect(await screen.findByText('You can only edit your own posts')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    const back = screen.getAllByRole('link', { name: /Back to the post/ });
    expect(back[0]?.getAttribute('href')).toBe('/forum/post/7');
  });
});
