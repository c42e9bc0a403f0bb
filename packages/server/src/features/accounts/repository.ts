import { INT4_MAX, ROLES, type Role } from '@app/shared';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, like, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';
import { dailyCounts } from '../../lib/daily-counts.ts';
import { announceSessionsEnded } from './sessions-ended.ts';

/** The user row as other areas see it: never the password hash. */
const accountColumns = {
  id: users.id,
  phone: users.phone,
  role: users.role,
  nickName: users.nickName,
  profilePicUrl: users.profilePicUrl,
  crudeNum: users.crudeNum,
  disabled: users.disabled,
};

type AccountRow = Pick<typeof users.$inferSelect, keyof typeof accountColumns>;
export type Account = Omit<AccountRow, 'role'> & { role: Role };
export type NewAccount = { phone: string; passwordHash: string; role: Role; nickName: string };

const asAccount = (row: AccountRow): Account => ({ ...row, role: row.role as Role });

/** The administrators' user list (ADR 0101): what it filters by and how it is ordered. */
export type AccountFilters = {
  /** Digits: a phone prefix. */
  phonePrefix?: string | undefined;
  /** A fragment of the nickname (LIKE wildcards in it are literal). */
  nickName?: string | undefined;
  role?: Role | undefined;
  disabled?: boolean | undefined;
};
export type AccountOrder = { by: 'createdAt' | 'crudeNum'; direction: 'asc' | 'desc' };

const literalLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function accountConditions(f: AccountFilters): SQL | undefined {
  return and(
    f.phonePrefix === undefined ? undefined : like(users.phone, `${f.phonePrefix}%`),
    f.nickName === undefined ? undefined : ilike(users.nickName, `%${literalLike(f.nickName)}%`),
    f.role === undefined ? undefined : eq(users.role, f.role),
    f.disabled === undefined ? undefined : eq(users.disabled, f.disabled),
  );
}
const touched = { updatedAt: sql`now()` };

/**
 * The live session of a token's hash, of an enabled account: every signed-in request runs it first. A named
 * prepared statement: on PostgreSQL each pooled connection parses and plans it once, then only binds the hash
 * (node-postgres skips the Parse of a name the connection already holds); PGlite ignores the name.
 */
const activeSessionQuery = (db: Db) =>
  db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role, nickName: users.nickName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.disabled, false),
      ),
    )
    .limit(1)
    .prepare('accounts_active_session');

/** Every query on `users` and `sessions`: the accounts area owns both tables. */
export function createAccountsRepository(db: Db) {
  /** Prepared on first use: a repository bound to a transaction (withTx) never builds it unless it asks. */
  let activeSession: ReturnType<typeof activeSessionQuery> | undefined;
  const update = async (id: number, values: Partial<typeof users.$inferInsert>) => {
    const rows = await db
      .update(users)
      .set({ ...values, ...touched })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    return rows.length > 0;
  };

  return {
    async findById(id: number): Promise<Account | null> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ? asAccount(row) : null;
    },

    /** The account with its registration time (the administrators' list). */
    async findAdminRow(id: number): Promise<(Account & { createdAt: Date }) | null> {
      const [row] = await db
        .select({ ...accountColumns, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ? { ...asAccount(row), createdAt: row.createdAt } : null;
    },

    async findByIds(ids: number[]): Promise<Account[]> {
      if (ids.length === 0) return [];
      const rows = await db.select(accountColumns).from(users).where(inArray(users.id, ids));
      return rows.map(asAccount);
    },

    async findByPhone(phone: string): Promise<Account | null> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.phone, phone)).limit(1);
      return row ? asAccount(row) : null;
    },

    async findCredentials(where: { phone: string } | { id: number }) {
      const [row] = await db
        .select({ ...accountColumns, passwordHash: users.passwordHash })
        .from(users)
        .where('phone' in where ? eq(users.phone, where.phone) : eq(users.id, where.id))
        .limit(1);
      if (!row) return null;
      const { passwordHash, ...account } = row;
      return { account: asAccount(account), passwordHash };
    },

    /** Inserts the accounts whose phone is free; answers those inserted. */
    async insert(values: NewAccount[]): Promise<Account[]> {
      if (values.length === 0) return [];
      const rows = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.phone })
        .returning(accountColumns);
      return rows.map(asAccount);
    },

    async listByRole(role: Role): Promise<Account[]> {
      const rows = await db.select(accountColumns).from(users).where(eq(users.role, role)).orderBy(asc(users.id));
      return rows.map(asAccount);
    },

    async idsByPhone(phones: string[]): Promise<Map<string, number>> {
      if (phones.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(inArray(users.phone, phones));
      return new Map(rows.map((r) => [r.phone, r.id]));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    /**
     * A page of the administrators' list and its total (exact up to 10,000). Each order walks its index of
     * migration 0013 with the id as tie-break, so a page stops reading once it is full.
     */
    async adminPage(filters: AccountFilters, order: AccountOrder, offset: number, limit: number) {
      const where = accountConditions(filters);
      const direction = order.direction === 'asc' ? asc : desc;
      const [rows, counted] = await Promise.all([
        db
          .select({ ...accountColumns, createdAt: users.createdAt })
          .from(users)
          .where(where)
          .orderBy(direction(order.by === 'crudeNum' ? users.crudeNum : users.createdAt), direction(users.id))
          .limit(limit)
          .offset(offset),
        countUpTo(db, { table: users, id: users.id }, where),
      ]);
      return { rows: rows.map((row) => ({ ...asAccount(row), createdAt: row.createdAt })), ...counted };
    },

    /**
     * Locks every enabled administrator's row (in id order, so two callers never deadlock) and answers their ids:
     * a demotion or a disabling that checks it cannot race another into leaving no administrator.
     */
    async lockEnabledAdmins(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, ROLES.admin), eq(users.disabled, false)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    setNickName: (id: number, nickName: string) => update(id, { nickName }),
    setRole: (id: number, role: Role) => update(id, { role }),
    setDisabled: (id: number, disabled: boolean) => update(id, { disabled }),
    setPasswordHash: (id: number, passwordHash: string) => update(id, { passwordHash }),

    /**
     * Adds `delta` (negative: takes) to the oil balance in one conditional update, so concurrent changes can never
     * take it below 0 or past the int4 maximum; answers the new balance, or null when the user does not exist or
     * the balance would leave that range (nothing changed then).
     */
    async changeCrude(id: number, delta: number): Promise<number | null> {
      const [row] = await db
        .update(users)
        .set({ crudeNum: sql`${users.crudeNum} + ${delta}`, ...touched })
        .where(and(eq(users.id, id), sql`${users.crudeNum}::bigint + ${delta} between 0 and ${INT4_MAX}`))
        .returning({ crudeNum: users.crudeNum });
      return row?.crudeNum ?? null;
    },

    /** Sets the avatar URL under a row lock; answers the previous URL (null when there is no such user). */
    async swapProfilePic(id: number, profilePicUrl: string): Promise<string | null> {
      const [before] = await db.select({ url: users.profilePicUrl }).from(users).where(eq(users.id, id)).for('update');
      if (!before) return null;
      await update(id, { profilePicUrl });
      return before.url;
    },

    async insertSession(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(sessions).values({ userId, tokenHash, expiresAt });
    },

    /** A live session of an enabled account (every signed-in request asks: a prepared statement, see above). */
    async findActiveSession(tokenHash: string) {
      activeSession ??= activeSessionQuery(db);
      const [row] = await activeSession.execute({ tokenHash });
      return row ? { ...row, role: row.role as Role } : null;
    },

    /** Deletes up to `limit` sessions that ended (expired or revoked) more than `days` ago. */
    async purgeEndedSessions(days: number, limit: number): Promise<number> {
      const endedLongAgo = sql`${sessions.expiresAt} < now() - make_interval(days => ${days})
        or ${sessions.revokedAt} < now() - make_interval(days => ${days})`;
      const dead = db.select({ id: sessions.id }).from(sessions).where(endedLongAgo).limit(limit);
      const rows = await db.delete(sessions).where(inArray(sessions.id, dead)).returning({ id: sessions.id });
      return rows.length;
    },

    async revokeSession(sessionId: number) {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
      await announceSessionsEnded(db, { session_id: sessionId });
    },

    /** Every live session of the user, but `keepSessionId` when given. */
    async revokeSessions(userId: number, keepSessionId?: number) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
          ),
        );
      await announceSessionsEnded(
        db,
        keepSessionId === undefined ? { user_id: userId } : { user_id: userId, keep_session_id: keepSessionId },
      );
    },

    /**
     * Users per role and how many are disabled (the admin dashboard, ADR 0101): a count over all users by
     * role (ADR 0101 gives its cost) and an index-only walk of the partial users_disabled_created_idx.
     */
    async userStats() {
      const [byRole, [disabled]] = await Promise.all([
        db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
        db.select({ n: count() }).from(users).where(eq(users.disabled, true)),
      ]);
      return { byRole, disabled: disabled?.n ?? 0 };
    },

    /** Registrations per UTC day of the last `days` days (users_created_idx bounds the scan). */
    dailyRegistrations: (days: number) => dailyCounts(db, { table: users, at: users.createdAt }, days),
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
