import type { ServerResponse } from 'node:http';
import { MESSAGE_STREAM_EVENT, type Message } from '@app/shared';
import { AppError } from '../../lib/app-error.ts';
import type { MessageNotice } from './repository.ts';
import { STREAM_RETRY_AFTER_SECONDS, type StreamRegistry } from './stream-registry.ts';

/** A session, or every session of a user but one, that ended (the accounts area's notice). */
export type SessionsEnded = { session_id: number } | { user_id: number; keep_session_id?: number };

export type MessageStreamLimits = {
  /** Streams one user may hold at once over every instance; one more answers 429. */
  perUser: number;
  /** Streams one address may hold at once over every instance (0: no cap); one more answers 429. */
  perAddress: number;
  /** Streams this instance holds at once; one more answers 503 (the client falls back to polling). */
  total: number;
  /** Period of the `: ping` comment that keeps proxies and the client from timing the stream out. */
  pingMs: number;
  /** The `retry:` hint sent first. */
  retryMs: number;
  /**
   * A stream ends at its first ping past this age and the client reconnects, signing in again. A session that ends
   * (logout, a disabled account) ends its streams at once through the accounts' notice; this age is the backstop.
   */
  maxAgeMs: number;
};

type Log = { warn(details: object, message: string): void };

/** Past this much unsent output the client is not reading: its stream is dropped (it reconnects or polls). */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** The shortest time an open stream's row counts without a refresh: a few pings, and never under 30 s. */
const MIN_ROW_TTL_MS = 30_000;

/** One open stream: when and with which session it was opened, and its row in the registry (null while lost). */
type Entry = { openedAt: number; sessionId: number; address: string; rowId: number | null; closed: boolean };

function parseNotice(payload: string): MessageNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<MessageNotice>;
    return Number.isSafeInteger(value.id) && Number.isSafeInteger(value.user_id) ? (value as MessageNotice) : null;
  } catch {
    return null;
  }
}

/**
 * This instance's live message streams (SSE), by user: admission under the limits, the ping, delivery of the
 * messages announced on the database's notification channel, and an end for every stream when the server closes.
 */
export function createMessageStreams(deps: {
  limits: MessageStreamLimits;
  /** Every instance's open streams (ADR 0121): the per-user and per-address caps are counted there. */
  registry: StreamRegistry;
  findMessage: (id: number, userId: number) => Promise<Message | null>;
  log: Log;
}) {
  const { limits, registry } = deps;
  const rowTtlMs = Math.max(3 * limits.pingMs, MIN_ROW_TTL_MS);
  /** Each user's open streams. */
  const byUser = new Map<number, Map<ServerResponse, Entry>>();
  /** Streams open here, and admissions under way (they hold their place while the registry answers). */
  let open = 0;
  let closing = false;
  let refreshing = false;
  // Deliveries run one after another, so a user's messages arrive in the order they were announced.
  let deliveries: Promise<void> = Promise.resolve();

  const write = (res: ServerResponse, chunk: string) => {
    if (res.writableEnded || res.destroyed) return;
    res.write(chunk);
    if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
  };

  const forget = (rowId: number) =>
    registry.remove(rowId).catch((err) => {
      // The row stops counting once it expires (it is no longer refreshed).
      deps.log.warn({ err }, 'an ended message stream could not be struck from the registry');
    });

  /** Keeps this instance's rows counting; rows lost meanwhile (expired, purged) are written again. */
  async function refreshRows() {
    const entries = [...byUser.entries()].flatMap(([userId, streams]) =>
      [...streams.values()].map((entry) => ({ userId, entry })),
    );
    const held = entries.flatMap(({ entry }) => (entry.rowId === null ? [] : [entry.rowId]));
    const kept = await registry.refresh(held, rowTtlMs);
    const lost = entries.filter(({ entry }) => entry.rowId === null || !kept.has(entry.rowId));
    const ids = await registry.restore(
      lost.map(({ userId, entry }) => ({ userId, address: entry.address })),
      rowTtlMs,
    );
    lost.forEach(({ entry }, i) => {
      const id = ids[i] ?? null;
      entry.rowId = id;
      if (entry.closed && id !== null) void forget(id);
    });
  }

  const pinger = setInterval(() => {
    const oldest = Date.now() - limits.maxAgeMs;
    for (const streams of byUser.values()) {
      for (const [res, { openedAt }] of streams) {
        if (openedAt < oldest) res.end();
        else write(res, ': ping\n\n');
      }
    }
    if (refreshing || byUser.size === 0) return;
    refreshing = true;
    refreshRows()
      .catch((err) => deps.log.warn({ err }, 'the live message streams could not be refreshed in the registry'))
      .finally(() => {
        refreshing = false;
      });
  }, limits.pingMs);
  pinger.unref();

  function remove(userId: number, res: ServerResponse) {
    const streams = byUser.get(userId);
    const entry = streams?.get(res);
    if (!streams || !entry) return;
    streams.delete(res);
    entry.closed = true;
    open -= 1;
    if (streams.size === 0) byUser.delete(userId);
    if (entry.rowId !== null) void forget(entry.rowId);
  }

  const busy = () =>
    new AppError(503, 'messageStreamsBusy', {}, undefined, { 'retry-after': String(STREAM_RETRY_AFTER_SECONDS) });

  async function deliver(notice: MessageNotice) {
    if (!byUser.has(notice.user_id)) return;
    let message: Message | null;
    try {
      message = await deps.findMessage(notice.id, notice.user_id);
    } catch (err) {
      // The database is away: the client's polling picks the message up later.
      deps.log.warn({ err, messageId: notice.id }, 'a new message could not be read for its live streams');
      return;
    }
    if (!message) return;
    const event = `event: ${MESSAGE_STREAM_EVENT}\nid: ${message.message_id}\ndata: ${JSON.stringify(message)}\n\n`;
    for (const res of byUser.get(notice.user_id)?.keys() ?? []) write(res, event);
  }

  return {
    /** Streams open now (all users). */
    get size() {
      return open;
    },

    /**
     * Opens a stream for the user from `address` on `res` (which `takeOver` takes from the framework), or throws the
     * refusal before touching `res`: 503 when this instance is full or closing, 429 past the user's or the address's
     * cap counted over every instance (the registry).
     */
    async open(user: { id: number; sessionId: number }, address: string, res: ServerResponse, takeOver: () => void) {
      const userId = user.id;
      if (closing || open >= limits.total) throw busy();
      open += 1;
      let rowId: number;
      try {
        rowId = await registry.admit(
          userId,
          address,
          { perUser: limits.perUser, perAddress: limits.perAddress },
          rowTtlMs,
        );
      } catch (error) {
        open -= 1;
        throw error;
      }
      if (closing || res.destroyed) {
        open -= 1;
        void forget(rowId);
        if (closing) throw busy();
        // The client left while it was admitted: nothing to answer.
        takeOver();
        return;
      }
      takeOver();
      const entry: Entry = { openedAt: Date.now(), sessionId: user.sessionId, address, rowId, closed: false };
      const streams = byUser.get(userId) ?? new Map<ServerResponse, Entry>();
      streams.set(res, entry);
      byUser.set(userId, streams);
      res.on('close', () => remove(userId, res));
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write(`retry: ${limits.retryMs}\n\n`);
    },

    /** A payload from the notification channel; anything malformed is ignored. */
    onNotice(payload: string) {
      const notice = parseNotice(payload);
      if (!notice || !byUser.has(notice.user_id)) return;
      deliveries = deliveries.then(() => deliver(notice));
    },

    /** Ends the streams of sessions that ended (a logout, a disabled account: accounts' sessions_ended channel). */
    endSessions(ended: SessionsEnded) {
      const users = 'user_id' in ended ? [ended.user_id] : [...byUser.keys()];
      for (const userId of users) {
        for (const [res, { sessionId }] of byUser.get(userId) ?? []) {
          const ends = 'user_id' in ended ? sessionId !== ended.keep_session_id : sessionId === ended.session_id;
          if (ends) res.end();
        }
      }
    },

    /** Ends every stream, refuses new ones and strikes this instance's rows: the server is closing. */
    async closeAll() {
      closing = true;
      clearInterval(pinger);
      for (const streams of byUser.values()) for (const res of streams.keys()) res.end();
      byUser.clear();
      open = 0;
      await registry.removeAll().catch((err) => {
        deps.log.warn({ err }, 'the closing instance could not strike its message streams (they expire)');
      });
    },
  };
}
