import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, registerUser } from '../../test/factories.ts';
import { userWithMessages as withMessages } from './test-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const userWithMessages = (n: number) => withMessages(app, n);

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: authHeader(token) });

describe('messages', () => {
  it('pages my messages, 10 per page by default, with total and sender', async () => {
    const { user, sender } = await userWithMessages(12);
    const first = (await get('/u/v1/user/get/messages?pn=1', user.token)).json();
    expect(first.data).toHaveLength(10);
    expect(first.total).toBe(12);
    expect(first.data[0]).toMatchObject({
      nick_name: sender.nick_name,
      is_read: false,
      message_type: 'resume_view_request',
    });
    const second = (await get('/u/v1/user/get/messages?pn=2&p_size=10', user.token)).json();
    expect(second.data).toHaveLength(2);
    const ids = new Set([...first.data, ...second.data].map((m: { message_id: number }) => m.message_id));
    expect(ids.size).toBe(12);
  });

  it('never shows another user their messages', async () => {
    await userWithMessages(3);
    const stranger = await registerUser(app);
    const res = (await get('/u/v1/user/get/messages', stranger.token)).json();
    expect(res).toMatchObject({ data: [], total: 0 });
  });

  it('marks one message read, and refuses a message that is not mine', async () => {
    const { user } = await userWithMessages(2);
    const stranger = await registerUser(app);
    const [first] = (await get('/u/v1/user/get/messages', user.token)).json().data;
    const foreign = await get(`/u/v1/user/read/message?msg_id=${first.message_id}`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg_en).toBeTruthy();
    expect((await get(`/u/v1/user/read/message?msg_id=${first.message_id}`, user.token)).statusCode).toBe(200);
    expect((await get('/u/v1/user/get/messages/unread/count', user.token)).json().data.count).toBe(1);
  });

  it('marks all read in one batch and ignores ids of others', async () => {
    const { user } = await userWithMessages(3);
    const other = await userWithMessages(1);
    const mine = (await get('/u/v1/user/get/messages', user.token))
      .json()
      .data.map((m: { message_id: number }) => m.message_id);
    const [otherId] = (await get('/u/v1/user/get/messages', other.user.token))
      .json()
      .data.map((m: { message_id: number }) => m.message_id);
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/batch/read/messages',
      headers: authHeader(user.token),
      payload: { msg_id_list: [...mine, otherId] },
    });
    expect(res.json().data.updated).toBe(3);
    const [otherRow] = await app.database.db.select().from(messages).where(eq(messages.id, otherId));
    expect(otherRow?.isRead).toBe(false);
  });

  it('marks every unread message of mine read in one call, and nobody else’s', async () => {
    const { user } = await userWithMessages(13);
    const other = await userWithMessages(2);
    const [first] = (await get('/u/v1/user/get/messages', user.token)).json().data;
    await get(`/u/v1/user/read/message?msg_id=${first.message_id}`, user.token);
    const readAll = () =>
      app.inject({ method: 'POST', url: '/u/v1/user/read/all/messages', headers: authHeader(user.token) });
    const res = await readAll();
    expect(res.json()).toMatchObject({ code: 0, data: { updated: 12 } });
    expect((await get('/u/v1/user/get/messages/unread/count', user.token)).json().data.count).toBe(0);
    expect((await get('/u/v1/user/get/messages/unread/count', other.user.token)).json().data.count).toBe(2);
    expect((await readAll()).json().data.updated).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/u/v1/user/read/all/messages' })).statusCode).toBe(401);
  });

  it.each([
    ['/u/v1/user/get/messages?pn=0', 'pn 0'],
    ['/u/v1/user/get/messages?pn=abc', 'pn not a number'],
    ['/u/v1/user/get/messages?p_size=500', 'p_size too large'],
    ['/u/v1/user/read/message?msg_id=-1', 'negative msg_id'],
    ['/u/v1/user/read/message', 'missing msg_id'],
  ])('refuses %s (%s) with a bilingual 400', async (url) => {
    const user = await registerUser(app);
    const res = await get(url, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.any(String), msg_en: expect.any(String) });
  });

  it('refuses a batch that is not a list', async () => {
    const user = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/batch/read/messages',
      headers: authHeader(user.token),
      payload: { msg_id_list: 'all' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg_en).toBe('Invalid message id');
  });

  it('requires a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/u/v1/user/get/messages' });
    expect(res.statusCode).toBe(401);
  });
});
