import type { PasswordChange } from '@app/shared';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuthService } from '../auth/index.ts';

export type PasswordDeps = { accounts: AccountsService; auth: AuthService };

/**
 * The /user/password screen: old, new and confirm; other sessions are logged out. A wrong old password
 * counts as a failed login, so a stolen session cannot be used to guess the password without limit.
 */
export function createPasswordService({ accounts, auth }: PasswordDeps) {
  return {
    async change(user: { id: number; sessionId: number }, body: PasswordChange, ip: string) {
      const current = await accounts.findById(user.id);
      if (!current) throw unauthorized();
      const settle = await auth.reservePasswordGuess(current.phone, ip);
      const { valid } = await accounts.checkPassword({ id: user.id }, body.old_password).catch(async (error) => {
        await settle('void');
        throw error;
      });
      await settle(valid ? 'right' : 'wrong');
      if (!valid) throw badRequest('oldPasswordWrong');
      await accounts.setPassword(user.id, body.new_password, user.sessionId);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
