import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The NOTIFY channel of ended sessions (logout, a disabled account, a password changed or reset), delivered at commit
 * to every instance: what a session still holds open (a live message stream) ends at once, not at its next sign-in.
 */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

/** One session, or every session of a user but `keep_session_id`. */
export type SessionsEnded = { session_id: number } | { user_id: number; keep_session_id?: number };

export const announceSessionsEnded = (db: Db, ended: SessionsEnded) =>
  db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${JSON.stringify(ended)})`);

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** A payload of the channel, or null when it is not one. */
export function parseSessionsEnded(payload: string): SessionsEnded | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (isId(value.session_id)) return { session_id: value.session_id };
    if (!isId(value.user_id)) return null;
    return isId(value.keep_session_id)
      ? { user_id: value.user_id, keep_session_id: value.keep_session_id }
      : { user_id: value.user_id };
  } catch {
    return null;
  }
}
