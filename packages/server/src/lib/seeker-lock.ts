import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * One user's turn at writing what the talent pool copies (their resume, their account), held until the transaction
 * ends. Every such write takes it FIRST, before touching a row: writes that each lock the resume, the account and the
 * pool's row in an order of their own would otherwise deadlock (40P01) when one seeker's writes race. The talent
 * pool's rebuild takes it too; in a transaction that already holds it, taking it again returns at once.
 * The key stays the one the talent pool has always used, so servers of two versions still agree during a deploy.
 */
export const lockSeekerWrites = (db: Db, userId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('talent_index'), ${userId})`);
