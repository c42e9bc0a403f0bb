import type { AdminUser, AdminUserQuery, Language, Role } from '@app/shared';
import {
  ADMIN_USER_LIMITS,
  ENDED_SESSION_RETENTION_DAYS,
  PHONE_PREFIX_PATTERN,
  ROLES,
  SESSION_TTL_SECONDS,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Emitter } from '../../lib/events.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { lockSeekerWrites } from '../../lib/seeker-lock.ts';
import { transactional } from '../../lib/transactional.ts';
import { decoyPasswordHash, hashPassword, temporaryPassword, verifyPassword } from './password.ts';
import { presentAdminUser } from './presenter.ts';
import { type Account, type AccountsRepository, createAccountsRepository } from './repository.ts';
import { hashToken, newToken } from './tokens.ts';

/** Emitted inside the writing transaction (see lib/events.ts). */
export type AccountsEvents = {
  /** The nickname, avatar, role or disabled flag changed in `tx` (the talent pool copies them). */
  'account.changed': { userId: number; tx: Db };
};

export type AccountsDeps = { db: Db; events: Emitter<AccountsEvents> };

/** `language` picks the default nickname when none is given: "用户1234", or "User1234" in English. */
export type NewAccountInput = { phone: string; role: Role; nickName?: string; language?: Language };

const defaultNickName = (phone: string, language: Language = 'zh') =>
  `${language === 'en' ? 'User' : '用户'}${phone.slice(-4)}`;

/** What an administrator's change of an account answers: the row before and after (the audit entry keeps both). */
export type AdminUserChange = { before: AdminUser; after: AdminUser };

/**
 * The user row (nickname, avatar, role, disabled flag, oil balance) and sessions. Other areas read and
 * change them only through this service.
 */
export function createAccountsService(deps: AccountsDeps) {
  return transactional(deps.db, (db) => {
    const repo = createAccountsRepository(db);
    const inTransaction = <T>(work: (tx: Db, r: typeof repo) => Promise<T>) =>
      db.transaction((tx) => work(tx, createAccountsRepository(tx)));
    const mustExist = (changed: boolean) => {
      if (!changed) throw notFound('userIdMissing');
    };
    /** A change of what other areas copy from the account, told to them in the same transaction. */
    const changing = (id: number, write: (r: typeof repo) => Promise<boolean>) =>
      inTransaction(async (tx, r) => {
        await lockSeekerWrites(tx, id);
        mustExist(await write(r));
        await deps.events.emit('account.changed', { userId: id, tx });
      });
    /** Disabling ends every session at once, in the same transaction. */
    const writeDisabled = async (tx: Db, r: AccountsRepository, id: number, disabled: boolean) => {
      mustExist(await r.setDisabled(id, disabled));
      await deps.events.emit('account.changed', { userId: id, tx });
      if (disabled) await r.revokeSessions(id);
    };
    /** The account as the administrators' list shows it; 404 when there is none. */
    const adminRow = async (r: AccountsRepository, id: number) => {
      const row = await r.findAdminRow(id);
      if (!row) throw notFound('userIdMissing');
      return presentAdminUser(row);
    };
    /**
     * Locks the enabled administrators' rows and refuses (409) when `id` is the only one: run before a demotion or
     * a disabling, so two concurrent ones cannot both pass and leave no administrator.
     */
    const keepAnAdmin = async (r: AccountsRepository, id: number) => {
      const admins = await r.lockEnabledAdmins();
      if (admins.length === 1 && admins[0] === id) throw conflict('adminUserLastAdmin');
    };
    const toRow = (input: NewAccountInput, passwordHash: string) => ({
      phone: input.phone,
      passwordHash,
      role: input.role,
      nickName: input.nickName ?? defaultNickName(input.phone, input.language),
    });

    return {
      findById: repo.findById,
      findByPhone: repo.findByPhone,
      count: repo.count,
      /** Every account of a role, oldest first (the demo seed). */
      listByRole: repo.listByRole,
      idsByPhone: repo.idsByPhone,
      /** Many accounts at once (the talent pool); unknown ids are left out. */
      findByIds: repo.findByIds,

      /**
       * The account and whether the password is its own. An unknown account is checked against a decoy
       * hash, so the answer takes as long either way.
       */
      async checkPassword(where: { phone: string } | { id: number }, password: string) {
        const found = await repo.findCredentials(where);
        const valid = await verifyPassword(found?.passwordHash ?? (await decoyPasswordHash()), password);
        return { account: found?.account ?? null, valid: Boolean(found) && valid };
      },

      /**
       * Null when the phone is taken. `andThen` runs in the same transaction once the account exists (a registration's
       * sign-up oil): if it fails, the account is not created. The password is hashed before the transaction opens.
       */
      async create(
        input: NewAccountInput & { password: string },
        andThen?: (tx: Db, account: Account) => Promise<unknown>,
      ): Promise<Account | null> {
        const row = toRow(input, await hashPassword(input.password));
        return inTransaction(async (tx, r) => {
          const [account] = await r.insert([row]);
          if (account && andThen) await andThen(tx, account);
          return account ?? null;
        });
      },

      /** Many accounts sharing one password, hashed once (demo data); phones already taken are skipped. */
      async createMany(inputs: NewAccountInput[], password: string): Promise<Account[]> {
        const passwordHash = await hashPassword(password);
        return repo.insert(inputs.map((input) => toRow(input, passwordHash)));
      },

      setNickName: (id: number, nickName: string) => changing(id, (r) => r.setNickName(id, nickName)),
      setRole: (id: number, role: Role) => changing(id, (r) => r.setRole(id, role)),

      /** Answers the previous avatar URL ('' when there was none). */
      async setAvatar(id: number, url: string): Promise<string> {
        const previous = await inTransaction(async (tx, r) => {
          const before = await r.swapProfilePic(id, url);
          if (before !== null) await deps.events.emit('account.changed', { userId: id, tx });
          return before;
        });
        if (previous === null) throw notFound('userIdMissing');
        return previous;
      },

      /** Disabling ends every session at once, in the same transaction. */
      async setDisabled(id: number, disabled: boolean) {
        await inTransaction(async (tx, r) => {
          await lockSeekerWrites(tx, id);
          await writeDisabled(tx, r, id, disabled);
        });
      },

      /**
       * The administrators' user list (ADR 0101): a keyword of digits is a phone prefix, any other a fragment
       * of the nickname; newest first unless sorted otherwise; total exact up to 10,000.
       */
      async adminList(query: AdminUserQuery): Promise<{ data: AdminUser[]; total: number; capped: boolean }> {
        const offset = windowOffset(query.pn, query.p_size);
        const keyword = query.key_word;
        const phone = keyword !== undefined && PHONE_PREFIX_PATTERN.test(keyword);
        const filters = {
          phonePrefix: phone ? keyword : undefined,
          nickName: phone ? undefined : keyword,
          role: query.role,
          disabled: query.disabled === undefined ? undefined : query.disabled === 1,
        };
        const order = {
          by: query.sort === 'crude_num' ? ('crudeNum' as const) : ('createdAt' as const),
          direction: query.order ?? 'desc',
        };
        const { rows, total, capped } = await repo.adminPage(filters, order, offset, query.p_size);
        return { data: rows.map(presentAdminUser), total, capped };
      },

      /** An administrator (`actorId`) changes a role: never their own, never the last enabled administrator's. */
      changeRole: (actorId: number, id: number, role: Role): Promise<AdminUserChange> =>
        inTransaction(async (tx, r) => {
          if (id === actorId) throw forbidden('adminUserSelfRole');
          await lockSeekerWrites(tx, id);
          if (role !== ROLES.admin) await keepAnAdmin(r, id);
          const before = await adminRow(r, id);
          await r.setRole(id, role);
          await deps.events.emit('account.changed', { userId: id, tx });
          return { before, after: await adminRow(r, id) };
        }),

      /** An administrator disables (sessions end at once) or enables an account; never their own nor the last admin. */
      changeDisabled: (actorId: number, id: number, disabled: boolean): Promise<AdminUserChange> =>
        inTransaction(async (tx, r) => {
          if (disabled && id === actorId) throw forbidden('adminUserSelfDisable');
          await lockSeekerWrites(tx, id);
          if (disabled) await keepAnAdmin(r, id);
          const before = await adminRow(r, id);
          await writeDisabled(tx, r, id, disabled);
          return { before, after: await adminRow(r, id) };
        }),

      /**
       * An administrator resets another's password to a readable temporary one, ending every session of the account;
       * the password is answered once (to be handed over) and only its hash is kept.
       */
      async resetPassword(actorId: number, id: number): Promise<{ user: AdminUser; password: string }> {
        if (id === actorId) throw forbidden('adminUserSelfReset');
        const password = temporaryPassword(ADMIN_USER_LIMITS.tempPasswordGroups);
        const passwordHash = await hashPassword(password);
        const user = await inTransaction(async (_tx, r) => {
          const found = await adminRow(r, id);
          await r.setPasswordHash(id, passwordHash);
          await r.revokeSessions(id);
          return found;
        });
        return { user, password };
      },

      /** A new password ends every other session; `keepSessionId` (the one changing it) stays. */
      async setPassword(id: number, password: string, keepSessionId?: number) {
        const passwordHash = await hashPassword(password);
        await inTransaction(async (_tx, r) => {
          mustExist(await r.setPasswordHash(id, passwordHash));
          await r.revokeSessions(id, keepSessionId);
        });
      },

      /** Avatar and oil balance (/user/get/crude/and/profile). */
      async crudeAndProfile(id: number) {
        const account = await repo.findById(id);
        if (!account) throw notFound();
        return { profile_pic_url: account.profilePicUrl, crude_num: account.crudeNum };
      },

      /**
       * Changes the oil balance by `delta` (one conditional update; never below 0): the new balance, or null when
       * the user is unknown or the balance would go below 0. Only the oil area calls it, inside the transaction
       * that writes the ledger row (docs/architecture.md#data).
       */
      changeCrude: (id: number, delta: number) => repo.changeCrude(id, delta),

      /** A new session; only the token's hash is stored. */
      async issueSession(userId: number) {
        const token = newToken();
        const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
        await repo.insertSession(userId, hashToken(token), expiresAt);
        return { token, expiresAt };
      },

      findSession: (token: string) => repo.findActiveSession(hashToken(token)),
      revokeSession: repo.revokeSession,
      /** For the periodic cleanup: up to `limit` sessions that ended over ENDED_SESSION_RETENTION_DAYS ago. */
      purgeEndedSessions: (limit: number) => repo.purgeEndedSessions(ENDED_SESSION_RETENTION_DAYS, limit),
      revokeSessions: (userId: number) => repo.revokeSessions(userId),

      /** Users by role and how many are disabled (the admin dashboard). */
      async userStats() {
        const { byRole, disabled } = await repo.userStats();
        const of = (role: Role) => byRole.find((row) => row.role === role)?.n ?? 0;
        return { seekers: of(ROLES.seeker), hrs: of(ROLES.hr), admins: of(ROLES.admin), disabled };
      },
      dailyRegistrations: (days: number) => repo.dailyRegistrations(days),
    };
  });
}

export type AccountsService = ReturnType<typeof createAccountsService>;
