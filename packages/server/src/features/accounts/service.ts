import type { Role } from '@app/shared';
import { ENDED_SESSION_RETENTION_DAYS, SESSION_TTL_SECONDS } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Emitter } from '../../lib/events.ts';
import { transactional } from '../../lib/transactional.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { type Account, createAccountsRepository } from './repository.ts';
import { hashToken, newToken } from './tokens.ts';

/** Emitted inside the writing transaction (see lib/events.ts). */
export type AccountsEvents = {
  /** The account can no longer sign in; its sessions are already revoked in `tx`. */
  'account.disabled': { userId: number; tx: Db };
  /** The nickname, avatar, role or disabled flag changed in `tx` (the talent pool copies them). */
  'account.changed': { userId: number; tx: Db };
};

export type AccountsDeps = { db: Db; events: Emitter<AccountsEvents> };

export type NewAccountInput = { phone: string; role: Role; nickName?: string };

const defaultNickName = (phone: string) => `用户${phone.slice(-4)}`;

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
        mustExist(await write(r));
        await deps.events.emit('account.changed', { userId: id, tx });
      });
    const toRow = (input: NewAccountInput, passwordHash: string) => ({
      phone: input.phone,
      passwordHash,
      role: input.role,
      nickName: input.nickName ?? defaultNickName(input.phone),
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

      /** Null when the phone is taken. */
      async create(input: NewAccountInput & { password: string }): Promise<Account | null> {
        const [account] = await repo.insert([toRow(input, await hashPassword(input.password))]);
        return account ?? null;
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
          mustExist(await r.setDisabled(id, disabled));
          await deps.events.emit('account.changed', { userId: id, tx });
          if (!disabled) return;
          await r.revokeSessions(id);
          await deps.events.emit('account.disabled', { userId: id, tx });
        });
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
       * that writes the ledger row (DESIGN §3).
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
    };
  });
}

export type AccountsService = ReturnType<typeof createAccountsService>;
