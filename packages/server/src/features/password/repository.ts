import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export function createPasswordRepository(db: Db) {
  return {
    async findCredentials(userId: number): Promise<{ phone: string; passwordHash: string } | null> {
      const [row] = await db
        .select({ phone: users.phone, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async setPasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    /** Every other live session of the user ends; the one changing the password stays. */
    async revokeOtherSessions(userId: number, keepSessionId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
    },
  };
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
