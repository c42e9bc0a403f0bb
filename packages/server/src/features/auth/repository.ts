import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas, loginFailures, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

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

    async deleteExpiredCaptchas() {
      await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
    },

    async findUserByPhone(phone: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
      return rows[0] ?? null;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | null> {
      const rows = await db.insert(users).values(values).onConflictDoNothing({ target: users.phone }).returning();
      return rows[0] ?? null;
    },

    async insertSession(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(sessions).values({ userId, tokenHash, expiresAt });
    },

    async findActiveSession(tokenHash: string) {
      const rows = await db
        .select({
          sessionId: sessions.id,
          userId: users.id,
          role: users.role,
          nickName: users.nickName,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            eq(users.disabled, false),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async revokeSession(sessionId: number) {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
    },

    async revokeUserSessions(userId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async recordLoginFailure(phone: string, ip: string) {
      await db.insert(loginFailures).values({ phone, ip });
    },

    async countRecentFailures(phone: string, ip: string, windowSeconds: number) {
      const since = sql`now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .select({
          byPhone: sql<number>`count(*) filter (where ${loginFailures.phone} = ${phone})`.mapWith(Number),
          byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
        })
        .from(loginFailures)
        .where(and(gt(loginFailures.createdAt, since), or(eq(loginFailures.phone, phone), eq(loginFailures.ip, ip))));
      return { byPhone: row?.byPhone ?? 0, byIp: row?.byIp ?? 0 };
    },

    async clearFailuresForPhone(phone: string) {
      await db.delete(loginFailures).where(eq(loginFailures.phone, phone));
    },

    async countUsers() {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
