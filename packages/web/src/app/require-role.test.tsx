// @vitest-environment happy-dom
import type { Role } from '@app/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { readSession } from '../lib/session.ts';
import { type ApiCall, fakeApi } from '../test/fake-api.ts';
import { signIn } from '../test/render.tsx';
import { AppFrame } from './app-frame.tsx';
import { createRoutes } from './routes.tsx';

afterEach(() => queryClient.clear());

/** What the layouts call for any signed-in user (header oil and avatar, notification bell). */
const LAYOUT_CALLS = new Set([
  '/u/v1/user/get/crude/and/profile',
  '/u/v1/user/get/messages',
  '/u/v1/user/get/messages/unread/count',
  '/u/v1/user/messages/stream',
]);
const pageCalls = (calls: ApiCall[]) => calls.map((c) => c.path).filter((path) => !LAYOUT_CALLS.has(path));

async function open(path: string, role: Role, language: 'zh' | 'en' = 'zh') {
  signIn({ id: 5, nickName: '测试账号', role });
  const calls = fakeApi({
    'GET /u/v1/user/get/crude/and/profile': () => ({ data: { crude_num: 0, profile_pic_url: '' } }),
    'GET /u/v1/user/get/messages': () => ({ data: [], total: 0 }),
    'GET /u/v1/user/get/messages/unread/count': () => ({ data: { count: 0 } }),
    'GET /u/v1/hunter/get/cert/pic/list': () => ({ data: [] }),
  });
  await changeLanguage(language);
  render(
    <AppFrame queryClient={queryClient}>
      <RouterProvider
        router={createMemoryRouter(createRoutes({ queryClient, session: readSession }), { initialEntries: [path] })}
      />
    </AppFrame>,
  );
  return calls;
}

// antd forms in happy-dom take seconds on a loaded machine.
describe('pages of other roles', { timeout: 30_000 }, () => {
  it.each([
    ['/user/certificate', '2', '此页面仅对求职者开放'],
    ['/user/project-images', '1', '此页面仅对求职者开放'],
    ['/user/resume', '2', '此页面仅对求职者开放'],
    ['/user/job-seek', '2', '此页面仅对求职者开放'],
    ['/user/job-post', '3', '此页面仅对招聘方开放'],
    ['/user/company', '3', '此页面仅对招聘方开放'],
    ['/user/resume-permissions', '3', '此页面仅对招聘方开放'],
    ['/talents', '3', '此页面仅对招聘方开放'],
    ['/admin/jobs', '2', '此页面仅对管理员开放'],
    ['/admin/com', '2', '此页面仅对管理员开放'],
    ['/admin/com', '3', '此页面仅对管理员开放'],
  ] as const)('%s as role %s says "%s" and calls none of its APIs', async (path, role, message) => {
    const calls = await open(path, role);
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeTruthy();
    expect(pageCalls(calls)).toEqual([]);
  });

  it('speaks English too', async () => {
    await open('/user/certificate', '2', 'en');
    expect(await screen.findByText('This page is for job seekers only', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('/admin/com (the company homepage menu group) opens its first page for an administrator', async () => {
    const calls = await open('/admin/com', '1');
    expect(await screen.findByText('公司主页“服务范围”栏目的内容，按此顺序展示。', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('页面不存在')).toBeNull();
    await waitFor(() => expect(pageCalls(calls)).toContain('/u/v1/admin/get/homepage/list'));
    expect(calls.find((c) => c.path === '/u/v1/admin/get/homepage/list')?.query.get('section')).toBe('service');
  });

  it('the right role gets the page and its data', async () => {
    const calls = await open('/user/certificate', '3');
    expect(await screen.findByText('上传证书照片', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('此页面仅对求职者开放')).toBeNull();
    expect(pageCalls(calls)).toContain('/u/v1/hunter/get/cert/pic/list');
  });
});
