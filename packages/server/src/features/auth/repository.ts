import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';

/** Captchas; users and sessions are the accounts area's, password-guess counts plugins/counters.ts's. */
export function createAuthRepository(db: Db) {
  return {
    async insertCaptcha(id: string, answer: string, expiresAt: Date) {
      await db.insert(captchas).values({ id, answer, expiresAt });
    },

    /** Single use: the row is deleted by the first attempt, right or wrong. */
    async takeCaptcha(id: string): Promise<string | null> {
      const rows = await db
        .delete(captchas)
        .where(and(eq(captchas.id, id), gt(captchas.expiresAt, sql`now()`)))
        .returning({ answer: captchas.answer });
      return rows[0]?.answer ?? null;
    },

    /** Deletes up to `limit` expired captchas; returns how many went. */
    async purgeExpiredCaptchas(limit: number): Promise<number> {
      const dead = db.select({ id: captchas.id }).from(captchas).where(lt(captchas.expiresAt, sql`now()`)).limit(limit);
      const rows = await db.delete(captchas).where(inArray(captchas.id, dead)).returning({ id: captchas.id });
      return rows.length;
    },
  };
}
