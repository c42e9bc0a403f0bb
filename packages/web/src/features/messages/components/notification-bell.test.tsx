// @vitest-environment happy-dom
import { type Message, NOTIFICATION_PAGE_SIZE } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const TOTAL = 25;
const inbox: Message[] = Array.from({ length: TOTAL }, (_, i) => ({
  message_id: TOTAL - i,
  message_type: 'application',
  content: `求职者 ${TOTAL - i} 投递了您的职位`,
  content_en: `Job seeker ${TOTAL - i} applied to your job`,
  create_time: new Date(Date.UTC(2025, 2, 1, 8, TOTAL - i)).toISOString(),
  nick_name: `求职者 ${TOTAL - i}`,
  profile_pic: '',
  event_id: null,
  is_read: false,
}));

function serve() {
  return fakeApi({
    'GET /u/v1/user/get/messages': ({ query }) => {
      const pn = Number(query.get('pn'));
      const size = Number(query.get('p_size'));
      return { data: inbox.slice((pn - 1) * size, pn * size), total: TOTAL };
    },
    'GET /u/v1/user/get/messages/unread/count': () => ({ data: { count: TOTAL } }),
    'POST /u/v1/user/read/all/messages': () => ({ data: { updated: TOTAL } }),
  });
}

/** The panel's list with a layout: `height` px of content seen through a 300 px window. */
function withLayout(list: HTMLElement, height: number) {
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 300 });
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: height });
}

function scrollTo(list: HTMLElement, top: number) {
  list.scrollTop = top;
  fireEvent.scroll(list);
}

describe('the notification panel', () => {
  it('fetches the next page only when scrolled near the bottom, and stops after the last', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const calls = serve();
    await renderInApp(<NotificationBell />);
    const pagesFetched = () => calls.filter((c) => c.path === '/u/v1/user/get/messages').map((c) => c.query.get('pn'));

    fireEvent.click(await screen.findByRole('button', { name: `消息通知 ${TOTAL}` }));
    const list = await screen.findByTestId('notification-list');
    await waitFor(() => expect(list.querySelectorAll('button')).toHaveLength(NOTIFICATION_PAGE_SIZE));
    expect(pagesFetched()).toEqual(['1']);

    withLayout(list, 1000);
    // Scrolled on down: 100 px from the bottom is not yet near it, 40 px is. Had the first asked for page 2, the
    // second would have asked again (the list still showed one page then).
    scrollTo(list, 600);
    scrollTo(list, 660);
    await waitFor(() => expect(list.querySelectorAll('button')).toHaveLength(20));
    expect(pagesFetched()).toEqual(['1', '2']);
    expect(screen.getByText('求职者 15 投递了您的职位')).toBeTruthy();

    withLayout(list, 2000);
    scrollTo(list, 1700);
    await waitFor(() => expect(list.querySelectorAll('button')).toHaveLength(TOTAL));
    expect(await screen.findByText('没有更多消息了')).toBeTruthy();

    withLayout(list, 2500);
    scrollTo(list, 2200);
    // The next call is marking all read, answered once the list is fetched again: no page past the last before it.
    fireEvent.click(screen.getByRole('button', { name: /全部已读/ }));
    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
    expect(pagesFetched()).toEqual(['1', '2', '3', '1', '2', '3']);
  });

  it("opens what a message is about: an HR's new applicant opens the job's applicants", async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    const applied: Message = {
      ...(inbox[0] as Message),
      message_type: 'application_received',
      content: '王工 投递了您发布的职位「桥梁结构工程师」',
      event_id: 41,
    };
    const calls = fakeApi({
      'GET /u/v1/user/get/messages': () => ({ data: [applied], total: 1 }),
      'GET /u/v1/user/get/messages/unread/count': () => ({ data: { count: 1 } }),
      'GET /u/v1/user/read/message': () => ({ data: null }),
    });
    await renderInApp(
      <>
        <NotificationBell />
        <Where />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '消息通知 1' }));
    fireEvent.click(await screen.findByText(applied.content));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/job-post?applicants=41'));
    expect(
      calls.some((c) => c.path === '/u/v1/user/read/message' && c.query.get('msg_id') === String(applied.message_id)),
    ).toBe(true);
  });
});

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}
