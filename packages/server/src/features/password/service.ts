import type { PasswordChange } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createPasswordRepository } from './repository.ts';

/** The /user/password screen: old, new and confirm; other sessions are logged out. */
export function createPasswordService(db: Db) {
  const repo = createPasswordRepository(db);
  return {
    async change(user: { id: number; sessionId: number }, body: PasswordChange) {
      const current = await repo.findPasswordHash(user.id);
      if (!current) throw unauthorized();
      if (!(await verifyPassword(current, body.old_password))) throw badRequest('oldPasswordWrong');
      const next = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        const txRepo = createPasswordRepository(tx);
        await txRepo.setPasswordHash(user.id, next);
        await txRepo.revokeOtherSessions(user.id, user.sessionId);
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
