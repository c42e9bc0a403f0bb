import type { ServerResponse } from 'node:http';
import { MESSAGE_STREAM_EVENT, type Message } from '@app/shared';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import type { MessageNotice } from './repository.ts';

/** A session, or every session of a user but one, that ended (the accounts area's notice). */
export type SessionsEnded = { session_id: number } | { user_id: number; keep_session_id?: number };

export type MessageStreamLimits = {
  /** Streams one user may hold at once; one more answers 429. */
  perUser: number;
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
const RETRY_AFTER_SECONDS = 30;

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
  findMessage: (id: number, userId: number) => Promise<Message | null>;
  log: Log;
}) {
  const { limits } = deps;
  /** Each user's open streams with the time each was opened and the session it was opened with. */
  const byUser = new Map<number, Map<ServerResponse, { openedAt: number; sessionId: number }>>();
  let open = 0;
  let closing = false;
  // Deliveries run one after another, so a user's messages arrive in the order they were announced.
  let deliveries: Promise<void> = Promise.resolve();

  const write = (res: ServerResponse, chunk: string) => {
    if (res.writableEnded || res.destroyed) return;
    res.write(chunk);
    if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
  };

  const pinger = setInterval(() => {
    const oldest = Date.now() - limits.maxAgeMs;
    for (const streams of byUser.values()) {
      for (const [res, { openedAt }] of streams) {
        if (openedAt < oldest) res.end();
        else write(res, ': ping\n\n');
      }
    }
  }, limits.pingMs);
  pinger.unref();

  function remove(userId: number, res: ServerResponse) {
    const streams = byUser.get(userId);
    if (!streams?.delete(res)) return;
    open -= 1;
    if (streams.size === 0) byUser.delete(userId);
  }

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
     * Opens a stream for the user on `res` (which the caller took over from the framework), or throws the refusal
     * before touching `res` when a limit is reached. Synchronous: nothing else is admitted in between.
     */
    open(user: { id: number; sessionId: number }, res: ServerResponse, takeOver: () => void) {
      const userId = user.id;
      if (closing || open >= limits.total) {
        throw new AppError(503, 'messageStreamsBusy', {}, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });
      }
      const streams = byUser.get(userId) ?? new Map<ServerResponse, { openedAt: number; sessionId: number }>();
      if (streams.size >= limits.perUser) throw tooManyRequests('messageStreamsPerUser', RETRY_AFTER_SECONDS);
      takeOver();
      streams.set(res, { openedAt: Date.now(), sessionId: user.sessionId });
      byUser.set(userId, streams);
      open += 1;
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

    /** Ends every stream and refuses new ones: the server is closing. */
    closeAll() {
      closing = true;
      clearInterval(pinger);
      for (const streams of byUser.values()) for (const res of streams.keys()) res.end();
      byUser.clear();
      open = 0;
    },
  };
}

export type MessageStreams = ReturnType<typeof createMessageStreams>;
