import pg from 'pg';
import type { DatabaseLog } from './client.ts';

/** Stops listening; safe to call more than once. */
export type Unlisten = () => Promise<void>;

export type PostgresListenerOptions = {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  log: DatabaseLog;
  connectTimeoutMs: number;
  /** First wait before reconnecting a lost connection; doubles up to maxBackoffMs. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
};

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * LISTEN on one dedicated connection of its own, outside the pool (a pooled client would be handed to other
 * queries and lose the subscription). When the database drops it (restart, pg_terminate_backend,
 * idle_session_timeout) the fault is logged and the listener reconnects with backoff, never ending the process.
 * Notifications sent while it is away are lost: clients poll as a fallback. Resolves once the first attempt is
 * done, whether it connected or not, so a listener set up at startup is listening before the server serves.
 */
export async function listenOnPostgres(options: PostgresListenerOptions): Promise<Unlisten> {
  const minBackoff = options.minBackoffMs ?? 200;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  let closed = false;
  let backoff = minBackoff;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const wait = backoff / 2 + Math.random() * (backoff / 2);
    backoff = Math.min(maxBackoff, backoff * 2);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    timer.unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const current = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs || undefined,
      keepAlive: true,
    });
    client = current;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === current) client = null;
      current.removeAllListeners('notification');
      if (!closed) {
        options.log.warn({ err, channel: options.channel }, 'notification listener lost its connection; reconnecting');
        current.end().catch(() => {});
      }
      scheduleReconnect();
    };
    current.on('error', onLost);
    current.on('end', () => onLost());
    current.on('notification', (message) => {
      if (message.channel === options.channel && message.payload !== undefined) options.onPayload(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${quoteIdentifier(options.channel)}`);
      if (closed) {
        await current.end().catch(() => {});
        return;
      }
      backoff = minBackoff;
    } catch (err) {
      onLost(err as Error);
    }
  }

  await connect();
  return async () => {
    if (closed) return;
    closed = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
