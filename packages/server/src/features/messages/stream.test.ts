import { MESSAGES } from '@app/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTwoInstances, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, login, registerUser } from '../../test/factories.ts';
import { expectBilingualError } from '../../test/http.ts';

const STREAM = '/u/v1/user/messages/stream';

type SseEvent = { event?: string; data?: string; id?: string; retry?: string; comment?: string };

/**
 * A stream read as the web reads it: fetch with the x-token header and a ReadableStream reader. `from`: the client's
 * address as a trusted proxy tells it (X-Forwarded-For; the app must trust loopback).
 */
async function openStream(app: TestApp, token: string, from?: string) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}${STREAM}`, {
    headers: { ...authHeader(token), ...(from ? { 'x-forwarded-for': from } : {}) },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  let raw = '';
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const pump = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        raw += value;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) event.comment = line.slice(1).trim();
            else {
              const colon = line.indexOf(':');
              const field = line.slice(0, colon) as keyof SseEvent;
              event[field] = line.slice(colon + 1).trimStart();
            }
          }
          events.push(event);
          wake();
        }
      }
    } catch {
      // aborted by the test
    } finally {
      ended = true;
      wake();
    }
  })();

  async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = probe();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, left);
        waiters.add(done);
      });
    }
  }

  return {
    res,
    events,
    get ended() {
      return ended;
    },
    /** Everything received so far, as text. */
    get raw() {
      return raw;
    },
    messages: () => events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data ?? '{}')),
    /** The first message event whose data passes `match`. */
    message: (match: (m: { message_id: number; content: string }) => boolean, timeoutMs?: number) =>
      until(
        'a message event',
        () =>
          events
            .filter((e) => e.event === 'message')
            .map((e) => JSON.parse(e.data ?? '{}'))
            .find(match),
        timeoutMs,
      ),
    until,
    endedWithin: (timeoutMs: number) => until('the end of the stream', () => (ended ? true : undefined), timeoutMs),
    close: async () => {
      abort.abort();
      await pump;
    },
  };
}

type Stream = Awaited<ReturnType<typeof openStream>>;

/** Opens streams until one is let in (a closed stream's place is given back once its row is struck). */
async function openOnceFreed(app: TestApp, token: string, from?: string) {
  for (let i = 0; i < 100; i += 1) {
    const stream = await openStream(app, token, from);
    if (stream.res.status === 200) return stream;
    await stream.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the closed stream never freed its place');
}

/** A refused stream's answer (its envelope, read to its end). */
async function refusal(stream: Stream) {
  await stream.endedWithin(5000);
  return { statusCode: stream.res.status, json: () => JSON.parse(stream.raw) as Record<string, unknown> };
}

async function notify(app: TestApp, userId: number, content: string, senderId?: number) {
  await app.services.messages.notify({
    userId,
    senderId: senderId ?? null,
    messageType: 'application_status',
    content,
    contentEn: `${content} (en)`,
    eventId: 7,
  });
}

describe('live message stream', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ MESSAGE_STREAM_PING_MS: '300', MESSAGE_STREAMS_MAX: '7' });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('sends the retry hint, then each new message of mine as it is written, and never anyone else’s', async () => {
    const sender = await registerUser(app, { role: '2' });
    const me = await registerUser(app);
    const other = await registerUser(app);
    const stream = await openStream(app, me.token);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.res.headers.get('cache-control')).toContain('no-cache');
      await stream.until('the retry hint', () => stream.events.find((e) => e.retry));

      await notify(app, other.id, '别人的消息');
      await notify(app, me.id, '您的申请状态已更新', sender.id);
      const message = await stream.message((m) => m.content === '您的申请状态已更新');
      expect(message).toMatchObject({
        message_type: 'application_status',
        content_en: '您的申请状态已更新 (en)',
        nick_name: sender.nick_name,
        event_id: 7,
        is_read: false,
      });
      const [listed] = (
        await app.inject({ method: 'GET', url: '/u/v1/user/get/messages', headers: authHeader(me.token) })
      ).json().data;
      expect(message).toEqual(listed);
      expect(stream.messages().map((m) => m.content)).not.toContain('别人的消息');
    } finally {
      await stream.close();
    }
  });

  it('delivers messages written in one transaction in order, and none of a rolled-back one', async () => {
    const me = await registerUser(app);
    const stream = await openStream(app, me.token);
    try {
      await app.database.db
        .transaction(async (tx) => {
          await app.services.messages.withTx(tx).notify({
            userId: me.id,
            messageType: 'application_status',
            content: '回滚',
            contentEn: 'rolled back',
          });
          throw new Error('roll back');
        })
        .catch(() => {});
      await app.database.db.transaction(async (tx) => {
        const messages = app.services.messages.withTx(tx);
        await messages.notify(
          ['一', '二', '三'].map((content) => ({
            userId: me.id,
            messageType: 'job_review',
            content,
            contentEn: content,
          })),
        );
      });
      await stream.message((m) => m.content === '三');
      expect(stream.messages().map((m) => m.content)).toEqual(['一', '二', '三']);
    } finally {
      await stream.close();
    }
  });

  it('pings while idle', async () => {
    const me = await registerUser(app);
    const stream = await openStream(app, me.token);
    try {
      await stream.until('a ping', () => stream.events.find((e) => e.comment === 'ping'));
    } finally {
      await stream.close();
    }
  });

  it('lets one user hold 5 streams (429 past them) and the server its maximum (503 past it)', async () => {
    const busy = await registerUser(app);
    const second = await registerUser(app);
    const third = await registerUser(app);
    const streams: Array<Awaited<ReturnType<typeof openStream>>> = [];
    try {
      for (let i = 0; i < 5; i += 1) streams.push(await openStream(app, busy.token));
      const refused = await app.inject({ method: 'GET', url: STREAM, headers: authHeader(busy.token) });
      expectBilingualError(refused, 429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);

      // MESSAGE_STREAMS_MAX=7 for this app.
      streams.push(await openStream(app, second.token), await openStream(app, second.token));
      const full = await app.inject({ method: 'GET', url: STREAM, headers: authHeader(third.token) });
      expectBilingualError(full, 503);

      // A closed stream frees its place.
      await streams.pop()?.close();
      await streams[0]?.until('the retry hint', () => streams[0]?.events[0]);
      const again = await (async () => {
        for (let i = 0; i < 50; i += 1) {
          const stream = await openStream(app, third.token);
          if (stream.res.status === 200) return stream;
          await stream.close();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error('the closed stream never freed its place');
      })();
      streams.push(again);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it('needs a session', async () => {
    expectBilingualError(await app.inject({ method: 'GET', url: STREAM }), 401);
  });
});

const PER_ADDRESS_EN = MESSAGES.messageStreamsPerAddress.en;
const PER_USER_EN = MESSAGES.messageStreamsPerUser.en;

describe('live message streams per address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ MESSAGE_STREAMS_PER_IP: '3', TRUST_PROXY: 'loopback' });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('lets one address hold MESSAGE_STREAMS_PER_IP streams over all its accounts (429 past them), others unaffected', async () => {
    const from = '198.51.100.7';
    const accounts = await Promise.all([1, 2, 3, 4].map(() => registerUser(app)));
    const streams: Stream[] = [];
    try {
      for (const account of accounts.slice(0, 3)) streams.push(await openStream(app, account.token, from));
      expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200]);

      const refused = await openStream(app, accounts[3]?.token ?? '', from);
      const answer = await refusal(refused);
      expectBilingualError(answer, 429, PER_ADDRESS_EN);
      expect(refused.res.headers.get('retry-after')).toMatch(/^\d+$/);

      const elsewhere = await openStream(app, accounts[3]?.token ?? '', '198.51.100.8');
      streams.push(elsewhere);
      expect(elsewhere.res.status).toBe(200);

      // A closed stream frees its place.
      await streams.shift()?.close();
      streams.push(await openOnceFreed(app, accounts[3]?.token ?? '', from));
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it("counts another instance's streams while their rows are fresh, and a dead instance's no more once they expire", async () => {
    const from = '198.51.100.9';
    const [me, other] = await Promise.all([registerUser(app), registerUser(app)]);
    const rows = (expires: string) =>
      app.database.db.execute(
        sql.raw(`insert into message_streams (instance_id, user_id, address, expires_at)
                 select 'elsewhere', ${other.id}, '${from}', ${expires} from generate_series(1, 3)`),
      );
    await rows(`now() - interval '1 second'`);
    const streams: Stream[] = [];
    try {
      streams.push(await openStream(app, me.token, from), await openStream(app, me.token, from));
      expect(streams.map((s) => s.res.status)).toEqual([200, 200]);
      await rows(`now() + interval '1 hour'`);
      const refused = await openStream(app, me.token, from);
      expectBilingualError(await refusal(refused), 429, PER_ADDRESS_EN);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
      await app.database.db.execute(sql`delete from message_streams where instance_id = 'elsewhere'`);
    }
  });
});

describe('live message stream lifetime', () => {
  it('ends a stream past its maximum age, so the client reconnects and signs in again', async () => {
    const app = await buildTestApp({ MESSAGE_STREAM_PING_MS: '200', MESSAGE_STREAM_MAX_AGE_MS: '500' });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const me = await registerUser(app);
      const stream = await openStream(app, me.token);
      await stream.until('the retry hint', () => stream.events[0]);
      await stream.endedWithin(3000);
      // Reconnecting signs in again: once the session ended, the stream is refused.
      await app.inject({ method: 'POST', url: '/u/v1/user/logout', headers: authHeader(me.token) });
      expectBilingualError(await app.inject({ method: 'GET', url: STREAM, headers: authHeader(me.token) }), 401);
    } finally {
      await app.close();
    }
  });
});

describe('live message stream and ended sessions', () => {
  it("ends a session's streams at its logout, and every stream of an account when it is disabled", async () => {
    const app = await buildTestApp();
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const me = await registerUser(app);
      const second = await login(app, me.phone, me.password);
      const first = await openStream(app, me.token);
      const other = await openStream(app, second.token);
      await first.until('the retry hint', () => first.events[0]);
      await other.until('the retry hint', () => other.events[0]);

      await app.inject({ method: 'POST', url: '/u/v1/user/logout', headers: authHeader(me.token) });
      await first.endedWithin(2000);
      // The other session's stream is still open: a message written after the first ended reaches it.
      await notify(app, me.id, '登出之后的消息');
      await other.message((m) => m.content === '登出之后的消息');
      expect(other.ended).toBe(false);

      await app.services.accounts.setDisabled(me.id, true);
      await other.endedWithin(2000);
    } finally {
      await app.close();
    }
  });
});

describe('live message stream and the server closing', () => {
  it('ends every open stream when the app closes, and the close does not wait for them', async () => {
    const app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const me = await registerUser(app);
    const stream = await openStream(app, me.token);
    await stream.until('the retry hint', () => stream.events[0]);
    // The close ends the stream itself: waiting for it to end on its own would outlast the test (its maximum age
    // is minutes).
    await app.close();
    await stream.endedWithin(2000);
  });
});

// A message written through one instance reaches a stream held on another (docs/architecture.md#several-instances):
// PostgreSQL LISTEN/NOTIFY.
describe.skipIf(!onPostgres())('live message stream across two instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof buildTwoInstances>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    instances = await buildTwoInstances();
    ({ a, b } = instances);
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => instances.close());

  it('delivers a message written through the other instance', async () => {
    const hr = await registerUser(a, { role: '2' });
    const seeker = await registerUser(b);
    const stream = await openStream(b, seeker.token);
    try {
      await stream.until('the retry hint', () => stream.events[0]);
      // The notification is the only way it can come: a stream does not poll.
      await notify(a, seeker.id, '跨实例的消息', hr.id);
      const message = await stream.message((m) => m.content === '跨实例的消息');
      expect(message).toMatchObject({ nick_name: hr.nick_name });
    } finally {
      await stream.close();
    }
  });

  it('keeps listening after the database drops its listening connection', async () => {
    const seeker = await registerUser(b);
    const stream = await openStream(b, seeker.token);
    const admin = new pg.Client({ connectionString: (a.database as { url?: string }).url });
    admin.on('error', () => {});
    await admin.connect();
    try {
      await stream.until('the retry hint', () => stream.events[0]);
      const killed = await admin.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      );
      expect(killed.rows[0]?.n).toBeGreaterThan(0);
      // Written until one arrives: the listener reconnects with backoff (messages meanwhile are left to polling).
      for (let i = 0; ; i += 1) {
        await notify(a, seeker.id, `重连后 ${i}`);
        const arrived = await stream.message((m) => m.content.startsWith('重连后'), 500).catch(() => undefined);
        if (arrived) break;
        if (i > 30) throw new Error('the listener never came back');
      }
      expect((await b.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect(await b.database.db.execute(sql`select 1`)).toBeDefined();
    } finally {
      await admin.end();
      await stream.close();
    }
  });
});

describe.skipIf(!onPostgres())('live message stream caps across two instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof buildTwoInstances>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    instances = await buildTwoInstances({ MESSAGE_STREAMS_PER_IP: '3', TRUST_PROXY: 'loopback' });
    ({ a, b } = instances);
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => instances.close());

  it('counts an address over both instances, and a stream closed on one frees a place on the other', async () => {
    const from = '203.0.113.10';
    const accounts = await Promise.all([1, 2, 3, 4].map(() => registerUser(a)));
    const token = (i: number) => accounts[i]?.token ?? '';
    const streams: Stream[] = [];
    try {
      streams.push(await openStream(a, token(0), from), await openStream(a, token(1), from));
      streams.push(await openStream(b, token(2), from));
      expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200]);
      expectBilingualError(await refusal(await openStream(b, token(3), from)), 429, PER_ADDRESS_EN);
      expectBilingualError(await refusal(await openStream(a, token(3), from)), 429, PER_ADDRESS_EN);
      const elsewhere = await openStream(b, token(3), '203.0.113.11');
      streams.push(elsewhere);
      expect(elsewhere.res.status).toBe(200);

      await streams.shift()?.close();
      streams.push(await openOnceFreed(b, token(3), from));
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it('counts a user over both instances: 5 streams in all', async () => {
    const me = await registerUser(a);
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < 5; i += 1) streams.push(await openStream(i % 2 ? b : a, me.token, `203.0.113.${20 + i}`));
      expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200, 200, 200]);
      expectBilingualError(await refusal(await openStream(b, me.token, '203.0.113.30')), 429, PER_USER_EN);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it('admits exactly MESSAGE_STREAMS_PER_IP of many streams opened at once from one address on both instances', async () => {
    const from = '203.0.113.40';
    const accounts = await Promise.all(Array.from({ length: 10 }, () => registerUser(a)));
    const streams = await Promise.all(accounts.map((account, i) => openStream(i % 2 ? b : a, account.token, from)));
    try {
      const statuses = streams.map((s) => s.res.status).sort();
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });
});
