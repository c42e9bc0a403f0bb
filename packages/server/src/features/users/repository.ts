import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function createUsersRepository(db: Db) {
  return {
    async findCrudeAndProfile(userId: number) {
      const rows = await db
        .select({ profilePicUrl: users.profilePicUrl, crudeNum: users.crudeNum })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
