import type { PasswordChange } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { AuthService } from '../auth/service.ts';
import { createPasswordRepository } from './repository.ts';

/**
 * The /user/password screen: old, new and confirm; other sessions are logged out. A wrong old password
 * counts as a failed login, so a stolen session cannot be used to guess the password without limit.
 */
export function createPasswordService(db: Db, auth: AuthService) {
  const repo = createPasswordRepository(db);
  return {
    async change(user: { id: number; sessionId: number }, body: PasswordChange, ip: string) {
      const current = await repo.findCredentials(user.id);
      if (!current) throw unauthorized();
      await auth.assertPasswordGuessAllowed(current.phone, ip);
      if (!(await verifyPassword(current.passwordHash, body.old_password))) {
        await auth.recordPasswordFailure(current.phone, ip);
        throw badRequest('oldPasswordWrong');
      }
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
