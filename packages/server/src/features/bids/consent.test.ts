import { BID_MESSAGE_TYPES, bidToday } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, createAdmin, type registerUser } from '../../test/factories.ts';
import { registerSeekerWithResume } from '../../test/seekers.ts';

/**
 * Engineers decide what a bid shows of them (docs/decisions/0123-bids.md): a closed resume goes on
 * a bid only after its owner agrees in her messages, each engineer is told once when a client can see her, and her
 * contacts stay hidden from clients unless she chose to show them.
 */
let app: TestApp;
let admin: { id: number; token: string };
type Login = Awaited<ReturnType<typeof registerUser>>;

type AdminEngineer = { user_id: number; consent: string; shown: boolean };
type Detail = { id: number; code: string; link: string; engineers: AdminEngineer[] };
type Card = { engineer_id: number; user_id: number; base_info: { birthday: string; age: number | null } };
type Message = { message_id: number; message_type: string; event_id: number | null; content: string };

const MOBILE = '13912345678';
const WECHAT = 'wang_engineer_88';
const EMAIL = 'wang.private@example.com';
const ADDRESS = '上海市徐汇区漕溪北路 88 号 1201 室';
const BIRTHDAY = '1988-05-01';

const expiry = () => {
  const day = new Date(`${bidToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 30);
  return day.toISOString().slice(0, 10);
};

const post = (url: string, payload: Record<string, unknown>, token: string = admin.token) =>
  app.inject({ method: 'POST', url, payload, headers: authHeader(token) });
const get = (url: string, token: string = admin.token) =>
  app.inject({ method: 'GET', url, headers: authHeader(token) });

/** A job seeker with a full resume and private contacts; `open` and `bidContacts` as given. */
const engineer = (name: string, open: boolean, bidContacts = 0) =>
  registerSeekerWithResume(app, name, {
    enable_resume: open ? 1 : 0,
    bid_contacts: bidContacts,
    mobile: MOBILE,
    wechat: WECHAT,
    email: EMAIL,
    address: ADDRESS,
    birthday: BIRTHDAY,
  });

async function bidWith(team: Login[]): Promise<Detail> {
  const res = await post('/u/v1/admin/add/bid', {
    title: '虹桥枢纽机电投标',
    client_name: '申通地铁',
    note: '',
    expires_at: expiry(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const bid = res.json().data as Detail;
  const set = await post('/u/v1/admin/set/bid/engineers', {
    bid_id: bid.id,
    engineers: team.map((e, i) => ({ user_id: e.id, position: `岗位 ${i + 1}` })),
  });
  expect(set.statusCode, set.body).toBe(200);
  return set.json().data as Detail;
}

async function clientList(bid: Detail) {
  const res = await app.inject({
    method: 'POST',
    url: `/u/v1/client/get/bid/info/${bid.link.slice('/bid/info/'.length)}`,
    payload: { verify_code: bid.code },
    remoteAddress: '198.51.100.20',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: Card[]; access_token: string };
}

async function messagesOf(user: Login): Promise<Message[]> {
  const res = await get('/u/v1/user/get/messages?pn=1&p_size=50', user.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Message[];
}

const consentMessage = async (user: Login) =>
  (await messagesOf(user)).find((m) => m.message_type === BID_MESSAGE_TYPES.consentRequest);

const answer = (user: Login, consentId: number, allow: boolean) =>
  post('/u/v1/hunter/answer/bid/consent', { consent_id: consentId, allow }, user.token);

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});

afterAll(async () => {
  await app?.close();
});

describe('a closed resume goes on a bid only with its owner’s consent', () => {
  it('adding a closed-resume seeker asks her in her messages; before she answers no client sees her', async () => {
    const open = await engineer('周工', true);
    const closed = await engineer('吴工', false);
    const bid = await bidWith([open, closed]);

    expect(bid.engineers.map((e) => [e.user_id, e.consent, e.shown])).toEqual([
      [open.id, 'open', true],
      [closed.id, 'pending', false],
    ]);
    const asked = await consentMessage(closed);
    expect(asked?.content).toContain('虹桥枢纽机电投标');

    const info = await clientList(bid);
    expect(info.data.map((c) => c.user_id)).toEqual([open.id]);
    // Neither of her resume calls opens her either.
    const byUser = await app.inject({
      method: 'GET',
      url: `/u/v1/client/download/hunter/resume/${closed.id}`,
      headers: { 'x-bid-access': info.access_token },
    });
    expect(byUser.statusCode).toBe(403);
  });

  it('her Allow puts her on the client’s list and the admin sees agreed', async () => {
    const closed = await engineer('郑工', false);
    const bid = await bidWith([closed]);
    const asked = await consentMessage(closed);
    const consents = await get(`/u/v1/hunter/get/bid/consents?id_list=${asked?.event_id}`, closed.token);
    expect(consents.json().data).toEqual([
      { consent_id: asked?.event_id, bid_title: '虹桥枢纽机电投标', client_name: '申通地铁', state: 'pending' },
    ]);

    const res = await answer(closed, asked?.event_id as number, true);
    expect(res.statusCode, res.body).toBe(200);

    expect((await clientList(bid)).data.map((c) => c.user_id)).toEqual([closed.id]);
    const detail = (await get(`/u/v1/admin/get/bid?id=${bid.id}`)).json().data as Detail;
    expect(detail.engineers[0]).toMatchObject({ consent: 'agreed', shown: true });
    // Answered once: a second answer is refused.
    expect((await answer(closed, asked?.event_id as number, false)).statusCode).toBe(409);
  });

  it('her Reject keeps her out, even after she opens her resume', async () => {
    const closed = await engineer('冯工', false);
    const bid = await bidWith([closed]);
    const asked = await consentMessage(closed);
    expect((await answer(closed, asked?.event_id as number, false)).statusCode).toBe(200);
    expect((await clientList(bid)).data).toEqual([]);

    await app.database.db.update(resumes).set({ enableResume: 1 }).where(eq(resumes.userId, closed.id));
    expect((await clientList(bid)).data).toEqual([]);
    const detail = (await get(`/u/v1/admin/get/bid?id=${bid.id}`)).json().data as Detail;
    expect(detail.engineers[0]).toMatchObject({ consent: 'declined', shown: false });
  });

  it('only the engineer asked can answer; to anyone else the request does not exist', async () => {
    const closed = await engineer('陈工', false);
    const other = await engineer('褚工', false);
    await bidWith([closed]);
    const asked = await consentMessage(closed);
    expect((await answer(other, asked?.event_id as number, true)).statusCode).toBe(404);
    expect((await get(`/u/v1/hunter/get/bid/consents?id_list=${asked?.event_id}`, other.token)).json().data).toEqual(
      [],
    );
  });
});

describe('each engineer is told once when a client can see her', () => {
  it('an open-resume engineer added to a live bid gets one notice, not another when the list is saved again', async () => {
    const open = await engineer('卫工', true);
    const bid = await bidWith([open]);
    await post('/u/v1/admin/set/bid/engineers', {
      bid_id: bid.id,
      engineers: [{ user_id: open.id, position: '新岗位' }],
    });
    const shown = (await messagesOf(open)).filter((m) => m.message_type === BID_MESSAGE_TYPES.shown);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.content).toContain('申通地铁');
  });

  it('a closed-resume engineer is told when her Allow shows her, and not before', async () => {
    const closed = await engineer('蒋工', false);
    await bidWith([closed]);
    const before = await messagesOf(closed);
    expect(before.filter((m) => m.message_type === BID_MESSAGE_TYPES.shown)).toEqual([]);
    const asked = before.find((m) => m.message_type === BID_MESSAGE_TYPES.consentRequest);
    await answer(closed, asked?.event_id as number, true);
    expect((await messagesOf(closed)).filter((m) => m.message_type === BID_MESSAGE_TYPES.shown)).toHaveLength(1);
  });
});

describe('contacts on bid pages follow the engineer’s choice', () => {
  const contactsIn = (body: string) =>
    [MOBILE, WECHAT, EMAIL, ADDRESS, BIRTHDAY].filter((value) => body.includes(value));

  it('are hidden in every bid answer by default: the platform line instead, age without the birth date', async () => {
    const open = await engineer('沈工', true);
    const bid = await bidWith([open]);
    const verify = await app.inject({
      method: 'POST',
      url: `/u/v1/client/get/bid/info/${bid.link.slice('/bid/info/'.length)}`,
      payload: { verify_code: bid.code },
    });
    expect(contactsIn(verify.body)).toEqual([]);
    const info = verify.json().data as { data: Card[]; access_token: string };
    expect(info.data[0]?.base_info.age).toBeGreaterThan(30);
    const headers = { 'x-bid-access': info.access_token };
    const card = info.data[0] as Card;
    const answers = [
      await app.inject({ method: 'GET', url: `/u/v1/client/get/engineer/resume/${card.engineer_id}`, headers }),
      await app.inject({ method: 'GET', url: `/u/v1/client/download/hunter/resume/${open.id}`, headers }),
      await app.inject({ method: 'GET', url: '/u/v1/client/get/bid/engineers', headers }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(contactsIn(res.body)).toEqual([]);
      expect(res.body).not.toContain(open.phone);
    }
    const resume = answers[0]?.json().data.data;
    expect(resume).toMatchObject({ contacts_hidden: true, mobile: '', email: '', birthday: null });
    expect(resume.age).toBeGreaterThan(30);
    expect(resume.platform_contact.zh).toContain('平台');
    expect(answers[1]?.json().data).toMatchObject({ contacts_hidden: true, wechat: '', address: '' });
  });

  it('are shown when she opts in; the login phone still never appears', async () => {
    const open = await engineer('韩工', true, 1);
    const bid = await bidWith([open]);
    const info = await clientList(bid);
    expect(info.data[0]?.base_info.birthday).toBe(BIRTHDAY);
    const headers = { 'x-bid-access': info.access_token };
    const res = await app.inject({
      method: 'GET',
      url: `/u/v1/client/get/engineer/resume/${info.data[0]?.engineer_id}`,
      headers,
    });
    expect(res.json().data.data).toMatchObject({
      contacts_hidden: false,
      mobile: MOBILE,
      wechat: WECHAT,
      email: EMAIL,
      address: ADDRESS,
      birthday: BIRTHDAY,
    });
    expect(res.body).not.toContain(open.phone);
    const pdf = await app.inject({ method: 'GET', url: `/u/v1/client/download/hunter/resume/${open.id}`, headers });
    expect(pdf.json().data).toMatchObject({ contacts_hidden: false, mobile: MOBILE });
    expect(pdf.body).not.toContain(open.phone);
  });
});

describe('a browser that verified earlier re-checks its credential', () => {
  it('the current list answers with the credential, and 403 once the bid is revoked', async () => {
    const open = await engineer('杨工', true);
    const bid = await bidWith([open]);
    const info = await clientList(bid);
    const headers = { 'x-bid-access': info.access_token };
    const now = await app.inject({ method: 'GET', url: '/u/v1/client/get/bid/engineers', headers });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data.data.map((c: Card) => c.user_id)).toEqual([open.id]);
    await post('/u/v1/admin/revoke/bid', { id: bid.id });
    const after = await app.inject({ method: 'GET', url: '/u/v1/client/get/bid/engineers', headers });
    expect(after.statusCode).toBe(403);
  });
});

describe.skipIf(!onPostgres())('two answers at once', () => {
  it('of an Allow and a Reject sent together exactly one wins, and she is told at most once', async () => {
    const closed = await engineer('朱工', false);
    const bid = await bidWith([closed]);
    const asked = await consentMessage(closed);
    const results = await Promise.all([
      answer(closed, asked?.event_id as number, true),
      answer(closed, asked?.event_id as number, false),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = (await get(`/u/v1/admin/get/bid?id=${bid.id}`)).json().data as Detail;
    const agreed = detail.engineers[0]?.consent === 'agreed';
    const shown = (await messagesOf(closed)).filter((m) => m.message_type === BID_MESSAGE_TYPES.shown);
    expect(shown).toHaveLength(agreed ? 1 : 0);
  });
});
