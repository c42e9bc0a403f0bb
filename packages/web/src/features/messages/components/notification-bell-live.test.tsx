// @vitest-environment happy-dom
import { type Message, NOTIFICATION_POLL_MS } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { useMessageStream } from '../stream/use-message-stream.ts';
import { fakeMessageStream } from '../test/fake-stream.ts';
import { NotificationBell } from './notification-bell.tsx';

afterEach(() => vi.useRealTimers());

const message = (id: number, read = false): Message => ({
  message_id: id,
  message_type: 'resume_view_request',
  content: `李经理 申请查看您的简历（${id}）`,
  content_en: `Li requests to view your resume (${id})`,
  create_time: new Date(Date.UTC(2026, 10, 20, 8, id)).toISOString(),
  nick_name: '李经理',
  profile_pic: '',
  event_id: id,
  is_read: read,
});

/** A seeker's inbox the fake server keeps: the list, the unread count and the read-all call read it. */
function serve(inbox: Message[], readAll: () => { status: number; msg: string; msg_en: string } | null = () => null) {
  return fakeApi({
    'GET /u/v1/user/get/messages': ({ query }) => {
      const pn = Number(query.get('pn'));
      const size = Number(query.get('p_size'));
      return { data: inbox.slice((pn - 1) * size, pn * size), total: inbox.length };
    },
    'GET /u/v1/user/get/messages/unread/count': () => ({ data: { count: inbox.filter((m) => !m.is_read).length } }),
    'POST /u/v1/user/read/all/messages': () => {
      const failure = readAll();
      if (failure) return failure;
      const updated = inbox.filter((m) => !m.is_read).length;
      for (const m of inbox) m.is_read = true;
      return { data: { updated } };
    },
  });
}
/** The stream alone, retrying after 20 ms. */
function StreamProbe() {
  useMessageStream(true, 20);
  return null;
}

const paths = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path);

// antd popovers in happy-dom take seconds on a loaded machine.
describe('the bell: mark-all-read in one call', { timeout: 30_000 }, () => {
  it('marks every unread message read with ONE server call, whatever the number, and says so', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const inbox = Array.from({ length: 60 }, (_, i) => message(60 - i));
    const calls = serve(inbox);
    await renderInApp(<NotificationBell />);

    fireEvent.click(await screen.findByRole('button', { name: '消息通知 60' }));
    fireEvent.click(await screen.findByRole('button', { name: /全部已读/ }));
    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
    expect(paths(calls, '/u/v1/user/read/all/messages')).toHaveLength(1);
    expect(paths(calls, '/u/v1/user/batch/read/messages')).toEqual([]);
    // No paging through the list to collect ids: only the panel's own first page (and its refetch).
    expect(new Set(paths(calls, '/u/v1/user/get/messages').map((c) => c.query.get('pn')))).toEqual(new Set(['1']));
    expect(await screen.findByRole('button', { name: '消息通知' })).toBeTruthy();
  });

  it("with nothing unread says 'no unread messages' without a call; a failure says 'operation failed' (English)", async () => {
    signIn({ id: 12, nickName: 'Wang', role: '3' });
    const calls = serve([message(1, true)]);
    await renderInApp(<NotificationBell />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await screen.findByText('Li requests to view your resume (1)');
    fireEvent.click(screen.getByRole('button', { name: /Mark all as read/ }));
    expect(await screen.findByText('No unread messages')).toBeTruthy();
    expect(paths(calls, '/u/v1/user/read/all/messages')).toEqual([]);
  });

  it("a failed call says 'operation failed, please retry'", async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    serve([message(1)], () => ({ status: 500, msg: '服务器错误', msg_en: 'Server error' }));
    await renderInApp(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: '消息通知 1' }));
    fireEvent.click(await screen.findByRole('button', { name: /全部已读/ }));
    expect(await screen.findByText('操作失败，请稍后重试')).toBeTruthy();
  });
});

describe('the bell: every message', { timeout: 30_000 }, () => {
  it("'View all' opens /user/messages (an HR's only way there: their sidebar has no Messages)", async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    serve([message(1)]);
    await renderInApp(
      <>
        <NotificationBell />
        <Where />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '消息通知 1' }));
    fireEvent.click(await screen.findByRole('button', { name: '查看全部' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/messages'));
  });
});

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

describe('the bell: live messages', { timeout: 30_000 }, () => {
  it('a message pushed on the stream raises the count and heads the list at once, the stream sent with x-token', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const inbox = [message(1)];
    serve(inbox);
    const stream = fakeMessageStream();
    await renderInApp(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: '消息通知 1' }));
    await screen.findByText('李经理 申请查看您的简历（1）');
    await waitFor(() => expect(stream.tokens).toEqual(['test-token']));

    const pushed = message(2);
    inbox.unshift(pushed);
    act(() => stream.push(pushed));
    expect(await screen.findByRole('button', { name: '消息通知 2' })).toBeTruthy();
    const list = screen.getByTestId('notification-list');
    await waitFor(() => expect(list.querySelector('button')?.textContent).toContain('申请查看您的简历（2）'));
  });

  it.each([503, 429])(
    'a dropped or refused (%i) stream is opened again after a wait, and what it pushes still arrives',
    async (status) => {
      signIn({ id: 12, nickName: '王建国', role: '3' });
      const stream = fakeMessageStream({ refuse: { times: 1, status } });
      const received: number[] = [];
      const client = new QueryClient();
      client.setQueryData(['messages', 'unread-count'], { count: 0 });
      vi.spyOn(client, 'invalidateQueries').mockImplementation(async () => {
        received.push((client.getQueryData(['messages', 'unread-count']) as { count: number }).count);
      });
      render(
        <QueryClientProvider client={client}>
          <StreamProbe />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(stream.tokens).toHaveLength(2)); // refused, then open
      act(() => stream.close());
      await waitFor(() => expect(stream.tokens).toHaveLength(3)); // dropped, opened again
      act(() => stream.push(message(7)));
      await waitFor(() => expect(received[0]).toBe(1));
    },
  );

  it('with the stream refused for good (401), polling every 20 s still brings new messages', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const inbox = [message(1)];
    const calls = serve(inbox);
    const stream = fakeMessageStream({ refuse: { times: 99, status: 401 } });
    await renderInApp(<NotificationBell />);
    expect(await screen.findByRole('button', { name: '消息通知 1' })).toBeTruthy();
    await waitFor(() => expect(stream.tokens).toHaveLength(1));

    inbox.unshift(message(2));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    expect(await screen.findByRole('button', { name: '消息通知 2' })).toBeTruthy();
    expect(paths(calls, '/u/v1/user/get/messages/unread/count').length).toBeGreaterThanOrEqual(2);
    expect(stream.tokens).toHaveLength(1); // a 401 is not retried
  });
});
