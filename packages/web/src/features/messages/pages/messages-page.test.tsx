// @vitest-environment happy-dom
import type { BidConsent, Message, ResumeViewer, SeekerViewRequest } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { MessagesPage } from './messages-page.tsx';

const at = '2026-11-20T08:00:00.000Z';
const message = (id: number, type: string, eventId: number | null, content: string, read = false): Message => ({
  ...{ message_id: id, message_type: type, content, content_en: `${content} (en)`, create_time: at },
  ...{ nick_name: '李经理', profile_pic: '', event_id: eventId, is_read: read },
});
const request = (id: number, state: SeekerViewRequest['state']): SeekerViewRequest => ({
  ...{ request_id: id, hr_id: 7, hr_name: '李经理', hr_avatar: '', job_id: 41, job_title: '桥梁结构工程师' },
  ...{ message: '您好，想了解您的桥梁设计经验', state, create_time: at, decided_time: state === 'pending' ? null : at },
});
const viewer: ResumeViewer = { hr_id: 7, hr_name: '李经理', hr_avatar: '', last_viewed_time: at, view_count: 3 };

function serve(inbox: Message[], requests: SeekerViewRequest[], consents: BidConsent[] = []) {
  return fakeApi({
    'GET /u/v1/hunter/get/bid/consents': ({ query }) => {
      const ids = query.get('id_list')?.split(',').map(Number) ?? [];
      return { data: consents.filter((c) => ids.includes(c.consent_id)) };
    },
    'POST /u/v1/hunter/answer/bid/consent': ({ body }) => {
      const { consent_id, allow } = body as { consent_id: number; allow: boolean };
      const found = consents.find((c) => c.consent_id === consent_id) as BidConsent;
      found.state = allow ? 'agreed' : 'declined';
      return { data: null };
    },
    'GET /u/v1/user/get/messages': () => ({ data: inbox, total: inbox.length }),
    'GET /u/v1/user/get/messages/unread/count': () => ({ data: { count: inbox.filter((m) => !m.is_read).length } }),
    'GET /u/v1/user/read/message': ({ query }) => {
      const found = inbox.find((m) => m.message_id === Number(query.get('msg_id')));
      if (found) found.is_read = true;
      return { data: null };
    },
    'POST /u/v1/user/read/all/messages': () => ({ data: { updated: 1 } }),
    'GET /u/v1/hunter/get/view/requests': ({ query }) => {
      const ids = query.get('id_list')?.split(',').map(Number);
      const state = query.get('state');
      const list = requests.filter((r) => (!ids || ids.includes(r.request_id)) && (!state || r.state === state));
      return { data: list, total: list.length };
    },
    'POST /u/v1/hunter/answer/view/request': ({ body }) => {
      const { request_id, allow } = body as { request_id: number; allow: boolean };
      const found = requests.find((r) => r.request_id === request_id) as SeekerViewRequest;
      found.state = allow ? 'allowed' : 'rejected';
      return { data: null };
    },
    'POST /u/v1/hunter/revoke/view/permission': ({ body }) => {
      const found = requests.find((r) => r.request_id === (body as { request_id: number }).request_id);
      if (found) found.state = 'revoked';
      return { data: null };
    },
    'GET /u/v1/hunter/get/resume/viewers': () => ({ data: [viewer], total: 1 }),
  });
}
const posts = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const reads = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/u/v1/user/read/message').map((c) => c.query.get('msg_id'));
const row = (text: string) => screen.getByText(text).closest('[data-testid="message"]') as HTMLElement;

// antd lists and tabs in happy-dom take seconds on a loaded machine.
describe('/user/messages', { timeout: 30_000 }, () => {
  it('every message with its action; a seeker allows a pending request, which marks it read', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const inbox = [
      message(3, 'resume_view_request', 5, '李经理 申请查看您的简历'),
      message(2, 'resume_view_request', 4, '张工 申请查看您的简历', true),
      message(1, 'application_status', 9, '您的投递状态已更新：面试中', true),
    ];
    const calls = serve(inbox, [request(5, 'pending'), request(4, 'rejected')]);
    await renderInApp(<MessagesPage />, { path: '/user/messages' });
    expect(document.title).toContain('消息');

    await screen.findByText('李经理 申请查看您的简历');
    // The requests behind the page's messages, in one call.
    await waitFor(() =>
      expect(calls.filter((c) => c.query.has('id_list')).map((c) => c.query.get('id_list'))).toEqual(['5,4']),
    );
    expect(within(row('李经理 申请查看您的简历')).getByText('未读')).toBeTruthy();
    expect(await within(row('张工 申请查看您的简历')).findByText('已拒绝')).toBeTruthy();
    expect(within(row('张工 申请查看您的简历')).queryByRole('button')).toBeNull();
    const link = within(row('您的投递状态已更新：面试中')).getByRole('link', { name: '查看详情' });
    expect(link.getAttribute('href')).toBe('/user/job-seek?application=9');

    fireEvent.click(await within(row('李经理 申请查看您的简历')).findByRole('button', { name: '同意查看' }));
    expect(await screen.findByText('已同意对方查看您的简历')).toBeTruthy();
    expect(posts(calls, '/u/v1/hunter/answer/view/request')).toEqual([{ request_id: 5, allow: true }]);
    expect(await within(row('李经理 申请查看您的简历')).findByText('已同意')).toBeTruthy();
    await waitFor(() => expect(reads(calls)).toEqual(['3']));
    await waitFor(() => expect(within(row('李经理 申请查看您的简历')).queryByText('未读')).toBeNull());
  });

  it('Reject sends allow false; opening a message marks it read; mark-all-read is one call (English)', async () => {
    signIn({ id: 12, nickName: 'Wang', role: '3' });
    const inbox = [
      message(3, 'resume_view_request', 5, '李经理 申请查看您的简历'),
      message(2, 'oil_granted', null, '管理员向您发放了 100 油量'),
    ];
    const calls = serve(inbox, [request(5, 'pending')]);
    await renderInApp(<MessagesPage />, { path: '/user/messages', language: 'en' });
    await screen.findByText('管理员向您发放了 100 油量 (en)');

    await waitFor(() => expect(screen.getAllByText('Unread')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /Mark all as read/ }));
    expect(await screen.findByText('All marked as read')).toBeTruthy();
    expect(posts(calls, '/u/v1/user/read/all/messages')).toHaveLength(1);

    fireEvent.click(screen.getByText('管理员向您发放了 100 油量 (en)'));
    await waitFor(() => expect(reads(calls)).toEqual(['2']));

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected')).toBeTruthy();
    expect(posts(calls, '/u/v1/hunter/answer/view/request')).toEqual([{ request_id: 5, allow: false }]);
    await waitFor(() => expect(reads(calls)).toEqual(['2', '3']));
  });

  it('a seeker sees who viewed their resume, and revokes a granted permission after a confirm', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const calls = serve([], [request(5, 'allowed')]);
    await renderInApp(<MessagesPage />, { path: '/user/messages?tab=viewers' });
    const viewed = await screen.findByTestId('resume-viewer');
    expect(within(viewed).getByText('李经理')).toBeTruthy();
    expect(within(viewed).getByText('共查看 3 次')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '已授权的查看' }));
    const granted = await screen.findByTestId('granted-permission');
    expect(within(granted).getByText('申请职位：桥梁结构工程师')).toBeTruthy();
    expect(calls.some((c) => c.query.get('state') === 'allowed')).toBe(true);
    fireEvent.click(within(granted).getByRole('button', { name: '撤销授权' }));
    expect(await screen.findByText('确定撤销 李经理 的查看权限吗？')).toBeTruthy();
    expect(posts(calls, '/u/v1/hunter/revoke/view/permission')).toEqual([]);
    const confirm = screen.getAllByRole('button', { name: '撤销授权' }).find((b) => b.closest('.ant-popover'));
    fireEvent.click(confirm as HTMLElement);
    expect(await screen.findByText('已撤销查看权限')).toBeTruthy();
    expect(posts(calls, '/u/v1/hunter/revoke/view/permission')).toEqual([{ request_id: 5 }]);
    expect(await screen.findByText('暂无已授权的查看')).toBeTruthy();
  });

  it('an HR gets the messages alone: no seeker tabs, no request lookups', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const calls = serve([message(1, 'resume_view_allowed', 5, '王建国 同意了您的简历查看申请')], []);
    await renderInApp(<MessagesPage />, { path: '/user/messages' });
    const link = await screen.findByRole('link', { name: '查看详情' });
    expect(link.getAttribute('href')).toBe('/user/resume-permissions');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(calls.filter((c) => c.path === '/u/v1/hunter/get/view/requests')).toEqual([]);
  });

  it('a seeker answers a request to be shown on a bid in her messages: its state, then Allow sends her consent', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const asked = '平台希望在投标「虹桥枢纽」中向客户「申通地铁」展示您的简历';
    const inbox = [message(4, 'bid_consent_request', 71, asked), message(3, 'bid_consent_request', 70, '旧投标', true)];
    const consents: BidConsent[] = [
      { consent_id: 71, bid_title: '虹桥枢纽', client_name: '申通地铁', state: 'pending' },
      { consent_id: 70, bid_title: '旧投标', client_name: '某客户', state: 'declined' },
    ];
    const calls = serve(inbox, [], consents);
    await renderInApp(<MessagesPage />, { path: '/user/messages' });
    await screen.findByText(asked);
    expect(await within(row('旧投标')).findByText('已拒绝')).toBeTruthy();
    expect(within(row('旧投标')).queryByRole('button')).toBeNull();
    fireEvent.click(await within(row(asked)).findByRole('button', { name: /同\s?意/ }));
    await waitFor(() =>
      expect(posts(calls, '/u/v1/hunter/answer/bid/consent')).toEqual([{ consent_id: 71, allow: true }]),
    );
    expect(await within(row(asked)).findByText('已同意')).toBeTruthy();
  });
});
