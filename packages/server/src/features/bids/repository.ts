import { and, asc, count, desc, eq, gt, inArray, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bidAccess, bidAttempts, bidEngineers, bids } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';
import { containsText } from '../../lib/search/index.ts';

export type BidRow = typeof bids.$inferSelect;
export type NewBid = Pick<
  typeof bids.$inferInsert,
  'slug' | 'title' | 'clientName' | 'note' | 'code' | 'expiresAt' | 'createdBy'
>;
export type BidAttemptRow = typeof bidAttempts.$inferInsert;
export type BidEngineerRow = typeof bidEngineers.$inferSelect;
export type BidListFilter = { keyword?: string; status?: 'active' | 'revoked' | 'expired' };

const live = sql`${bids.expiresAt} > now()`;

function listWhere(filter: BidListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.keyword) {
    conditions.push(or(containsText(bids.title, filter.keyword), containsText(bids.clientName, filter.keyword)));
  }
  if (filter.status === 'revoked') conditions.push(eq(bids.status, 'revoked'));
  if (filter.status === 'active') conditions.push(and(eq(bids.status, 'active'), live));
  if (filter.status === 'expired') conditions.push(and(eq(bids.status, 'active'), lte(bids.expiresAt, sql`now()`)));
  return and(...conditions);
}

/** Engineers of the listed bid; the subquery names its columns itself (drizzle leaves them unqualified here). */
const engineerCount = sql<number>`(select count(*) from bid_engineers e where e.bid_id = bids.id)`.mapWith(Number);

/** Seconds since the epoch of `now() - interval`. */
const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

export function createBidsRepository(db: Db) {
  return {
    async find(id: number): Promise<BidRow | null> {
      const [row] = await db.select().from(bids).where(eq(bids.id, id));
      return row ?? null;
    },

    async findBySlug(slug: string): Promise<BidRow | null> {
      const [row] = await db.select().from(bids).where(eq(bids.slug, slug));
      return row ?? null;
    },

    /**
     * Code checks on one link take turns until the transaction ends, whether or not the link opens a bid (no row to
     * lock then): the per-link window is counted exactly, and a real link waits as an unknown one does.
     */
    async serializeLink(slug: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('bid_link'), hashtext(${slug}))`);
    },

    /** The bid row locked until the transaction ends: writes of one bid take turns. */
    async lock(id: number): Promise<BidRow | null> {
      const [row] = await db.select().from(bids).where(eq(bids.id, id)).for('update');
      return row ?? null;
    },

    async insert(values: NewBid): Promise<BidRow> {
      const [row] = await db.insert(bids).values(values).returning();
      if (!row) throw new Error('bid insert returned nothing');
      return row;
    },

    async update(id: number, values: Partial<typeof bids.$inferInsert>): Promise<BidRow | null> {
      const [row] = await db
        .update(bids)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(bids.id, id))
        .returning();
      return row ?? null;
    },

    /** A newest-first page, each bid with its engineer count; the total exact up to 10,000. */
    async list(filter: BidListFilter, offset: number, limit: number) {
      const where = listWhere(filter);
      const [rows, counted] = await Promise.all([
        db
          .select({ bid: bids, engineerCount })
          .from(bids)
          .where(where)
          .orderBy(desc(bids.id))
          .offset(offset)
          .limit(limit),
        countUpTo(db, { table: bids, id: bids.id }, where),
      ]);
      return { rows, ...counted };
    },

    /** The engineers in the administrator's order. */
    engineers: (bidId: number): Promise<BidEngineerRow[]> =>
      db
        .select()
        .from(bidEngineers)
        .where(eq(bidEngineers.bidId, bidId))
        .orderBy(asc(bidEngineers.sort), asc(bidEngineers.id)),

    /**
     * The list becomes exactly `list`, in its order; an engineer kept on the list keeps its row id (the public
     * engineer_id), so a client's open page stays valid when an administrator relabels or reorders.
     */
    async setEngineers(bidId: number, list: Array<{ userId: number; position: string }>) {
      const ids = list.map((e) => e.userId);
      await db
        .delete(bidEngineers)
        .where(and(eq(bidEngineers.bidId, bidId), ids.length ? notInArray(bidEngineers.userId, ids) : undefined));
      for (const [sort, engineer] of list.entries()) {
        await db
          .insert(bidEngineers)
          .values({ bidId, userId: engineer.userId, position: engineer.position, sort })
          .onConflictDoUpdate({
            target: [bidEngineers.bidId, bidEngineers.userId],
            set: { position: engineer.position, sort },
          });
      }
    },

    async findEngineer(bidId: number, by: { id: number } | { userId: number }): Promise<BidEngineerRow | null> {
      const match = 'id' in by ? eq(bidEngineers.id, by.id) : eq(bidEngineers.userId, by.userId);
      const [row] = await db
        .select()
        .from(bidEngineers)
        .where(and(eq(bidEngineers.bidId, bidId), match));
      return row ?? null;
    },

    /** Sets the consent state of bid engineers (`from` guards an answer: null when it was no longer `from`). */
    async setConsent(id: number, to: 'pending' | 'agreed' | 'declined', from?: 'pending') {
      const [row] = await db
        .update(bidEngineers)
        .set({ consent: to, consentDecidedAt: to === 'pending' ? null : sql`now()` })
        .where(and(eq(bidEngineers.id, id), from ? eq(bidEngineers.consent, from) : undefined))
        .returning();
      return row ?? null;
    },

    /** Marks the engineer told that she is shown; false when she already was (the notice goes once per bid). */
    async markShownNotified(id: number): Promise<boolean> {
      const rows = await db
        .update(bidEngineers)
        .set({ shownNotifiedAt: sql`now()` })
        .where(and(eq(bidEngineers.id, id), isNull(bidEngineers.shownNotifiedAt)))
        .returning({ id: bidEngineers.id });
      return rows.length > 0;
    },

    async consentRow(id: number): Promise<BidEngineerRow | null> {
      const [row] = await db.select().from(bidEngineers).where(eq(bidEngineers.id, id));
      return row ?? null;
    },

    /** The engineer's consent requests among `ids` (those she was asked), with their bids. */
    consents: (userId: number, ids: number[]) =>
      db
        .select({ engineer: bidEngineers, bid: bids })
        .from(bidEngineers)
        .innerJoin(bids, eq(bids.id, bidEngineers.bidId))
        .where(
          and(eq(bidEngineers.userId, userId), inArray(bidEngineers.id, ids), sql`${bidEngineers.consent} is not null`),
        ),

    recordAttempt: (values: Pick<BidAttemptRow, 'bidId' | 'slug' | 'address' | 'success'>) =>
      db.insert(bidAttempts).values(values),

    /** Failed code checks in the last `seconds`: on this link, from this address, or from this address on this link. */
    async failuresSince(seconds: number, by: { slug?: string; address?: string }) {
      const [row] = await db
        .select({ n: count(), oldest: sql<string | null>`min(${bidAttempts.createdAt})` })
        .from(bidAttempts)
        .where(
          and(
            by.slug === undefined ? undefined : eq(bidAttempts.slug, by.slug),
            by.address === undefined ? undefined : eq(bidAttempts.address, by.address),
            eq(bidAttempts.success, false),
            gt(bidAttempts.createdAt, since(seconds)),
          ),
        );
      return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** Whether this address has opened this link with its code before. */
    async openedFrom(slug: string, address: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bidAttempts.id })
        .from(bidAttempts)
        .where(and(eq(bidAttempts.slug, slug), eq(bidAttempts.address, address), eq(bidAttempts.success, true)))
        .limit(1);
      return row !== undefined;
    },

    async attempts(bidId: number, offset: number, limit: number) {
      const where = eq(bidAttempts.bidId, bidId);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(bidAttempts)
          .where(where)
          .orderBy(desc(bidAttempts.createdAt), desc(bidAttempts.id))
          .offset(offset)
          .limit(limit),
        countUpTo(db, { table: bidAttempts, id: bidAttempts.id }, where),
      ]);
      return { rows, ...counted };
    },

    insertAccess: (values: typeof bidAccess.$inferInsert) => db.insert(bidAccess).values(values),

    /** The bid a credential opens, only while the credential, the bid and the code it was given for are all current. */
    async accessibleBid(tokenHash: string): Promise<number | null> {
      const [row] = await db
        .select({ bidId: bids.id })
        .from(bidAccess)
        .innerJoin(bids, eq(bids.id, bidAccess.bidId))
        .where(
          and(
            eq(bidAccess.tokenHash, tokenHash),
            gt(bidAccess.expiresAt, sql`now()`),
            eq(bids.status, 'active'),
            live,
            eq(bids.codeVersion, bidAccess.codeVersion),
          ),
        );
      return row?.bidId ?? null;
    },

    async endAccess(bidId: number) {
      await db.delete(bidAccess).where(eq(bidAccess.bidId, bidId));
    },

    /**
     * Deletes up to `limit` checks made on links that open no bid, once past the longest window (`seconds`): they only
     * ever served the windows. Checks on a bid stay for the administrators' log.
     */
    async purgeStrayAttempts(seconds: number, limit: number): Promise<number> {
      const stale = db
        .select({ id: bidAttempts.id })
        .from(bidAttempts)
        .where(and(isNull(bidAttempts.bidId), lte(bidAttempts.createdAt, since(seconds))))
        .limit(limit);
      const rows = await db.delete(bidAttempts).where(inArray(bidAttempts.id, stale)).returning({ id: bidAttempts.id });
      return rows.length;
    },

    /** Deletes up to `limit` expired credentials; for the periodic cleanup. */
    async purgeExpiredAccess(limit: number): Promise<number> {
      const dead = db
        .select({ id: bidAccess.id })
        .from(bidAccess)
        .where(lte(bidAccess.expiresAt, sql`now()`))
        .limit(limit);
      const rows = await db.delete(bidAccess).where(inArray(bidAccess.id, dead)).returning({ id: bidAccess.id });
      return rows.length;
    },
  };
}
