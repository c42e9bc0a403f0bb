import type { AdminUserQuery, Role } from '@app/shared';
import type { AuditActor, AuditService } from '../audit/index.ts';
import type { AccountsService, AdminUserChange } from './service.ts';

export type AdminUsersDeps = {
  accounts: Pick<AccountsService, 'adminList' | 'withTx'>;
  /** Every write commits with its audit entry, in one transaction (ADR 0101). */
  audit: Pick<AuditService, 'write'>;
};

/** How a user is named in the audit log: nickname and phone. */
const summaryOf = (user: { nick_name: string; phone: string }) => `${user.nick_name} ${user.phone}`;

/** The change's audit entry: the field it changed, before and after; answers the user after it. */
const changed = (change: AdminUserChange, field: 'role' | 'disabled') => ({
  result: change.after,
  targetId: change.after.id,
  summary: summaryOf(change.after),
  before: { [field]: change.before[field] },
  after: { [field]: change.after[field] },
});

/**
 * The administrators' user management (ADR 0101): the list, role, disabled flag, password reset; every write
 * runs on the accounts service inside the audit log's transaction, so it commits with its entry or not at all.
 */
export function createAdminUsersService(deps: AdminUsersDeps) {
  const { accounts, audit } = deps;
  return {
    list: (query: AdminUserQuery) => accounts.adminList(query),

    /** Never one's own role; the last enabled administrator stays one (409). */
    changeRole: (admin: AuditActor, userId: number, role: Role) =>
      audit.write(admin, { action: 'user.role', targetType: 'user' }, async (tx) =>
        changed(await accounts.withTx(tx).changeRole(admin.id, userId, role), 'role'),
      ),

    /** Disabling ends every session at once; never oneself nor the last enabled administrator. */
    changeDisabled: (admin: AuditActor, userId: number, disabled: boolean) =>
      audit.write(admin, { action: disabled ? 'user.disable' : 'user.enable', targetType: 'user' }, async (tx) =>
        changed(await accounts.withTx(tx).changeDisabled(admin.id, userId, disabled), 'disabled'),
      ),

    /** Another user's password becomes a random temporary one, answered once; the entry never records it. */
    resetPassword: (admin: AuditActor, userId: number) =>
      audit.write(admin, { action: 'user.password_reset', targetType: 'user' }, async (tx) => {
        const { user, password } = await accounts.withTx(tx).resetPassword(admin.id, userId);
        return { result: password, targetId: user.id, summary: summaryOf(user) };
      }),
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
