import type { AdminStandardSort } from '@app/shared';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { standardPurchases, standards } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';
import { dailyCounts } from '../../lib/daily-counts.ts';
import { type SearchRequest, searchPage } from '../../lib/search/index.ts';
import { standardsSource } from './search-sql.ts';

export type StandardRow = typeof standards.$inferSelect;
export type NewStandard = Omit<typeof standards.$inferInsert, 'id' | 'downloadTimes' | 'createdAt' | 'deletedAt'>;

const listed = isNull(standards.deletedAt);

/** What the back office may change of a standard (the upload's fields but the file). */
export type StandardEdit = Pick<
  NewStandard,
  'chName' | 'enName' | 'ver' | 'comment' | 'description' | 'crudeNum' | 'searchTokens'
>;

const SORT_COLUMNS = {
  create_time: standards.createdAt,
  downloads: standards.downloadTimes,
  price: standards.crudeNum,
} as const satisfies Record<AdminStandardSort, unknown>;

export type AdminPageRequest = {
  where: SQL | undefined;
  sort: AdminStandardSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
};

/** Every query on standards and standard_purchases (the standards area owns both). */
export function createStandardsRepository(db: Db) {
  return {
    /** One page of a search (lib/search): the ids in order and the total, exact up to SEARCH_TOTAL_CAP. */
    search: (request: SearchRequest, offset: number, limit: number) =>
      searchPage(db, standardsSource(), request, { offset, limit }),

    /** Listed standards by id, in the order of `ids`. */
    async byIds(ids: number[]): Promise<StandardRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(standards)
        .where(and(inArray(standards.id, ids), listed));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async find(id: number): Promise<StandardRow | null> {
      const [row] = await db
        .select()
        .from(standards)
        .where(and(eq(standards.id, id), listed))
        .limit(1);
      return row ?? null;
    },

    /** The zh names of standards, removed ones too (the ledger names what was bought). */
    async names(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: standards.id, name: standards.chName })
        .from(standards)
        .where(inArray(standards.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async insert(values: NewStandard): Promise<StandardRow> {
      const [row] = await db.insert(standards).values(values).returning();
      if (!row) throw new Error('standard insert returned nothing');
      return row;
    },

    async countDownload(id: number) {
      await db
        .update(standards)
        .set({ downloadTimes: sql`${standards.downloadTimes} + 1` })
        .where(eq(standards.id, id));
    },

    /** Which of these standards the user bought. */
    async purchasedAmong(userId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: standardPurchases.standardId })
        .from(standardPurchases)
        .where(and(eq(standardPurchases.userId, userId), inArray(standardPurchases.standardId, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Records the purchase unless the user already has it: true when this call inserted it. A concurrent purchase
     * of the same standard waits on the primary key until this transaction ends, then finds it (or inserts, when
     * this one rolled back).
     */
    async insertPurchase(userId: number, standardId: number, price: number): Promise<boolean> {
      const rows = await db
        .insert(standardPurchases)
        .values({ userId, standardId, price })
        .onConflictDoNothing()
        .returning({ id: standardPurchases.standardId });
      return rows.length > 0;
    },

    /** The user's purchases of listed standards, newest first, and their total. */
    async purchases(userId: number, offset: number, limit: number) {
      const mine = and(eq(standardPurchases.userId, userId), listed);
      const rows = await db
        .select({ standard: standards, purchasedAt: standardPurchases.createdAt })
        .from(standardPurchases)
        .innerJoin(standards, eq(standards.id, standardPurchases.standardId))
        .where(mine)
        .orderBy(desc(standardPurchases.createdAt), desc(standardPurchases.standardId))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(standardPurchases)
        .innerJoin(standards, eq(standards.id, standardPurchases.standardId))
        .where(mine);
      return { rows, total: total?.n ?? 0 };
    },

    /** The back office's page of listed standards, sorted (ties newest first), and the total up to 10,000. */
    async adminPage({ where, sort, order, offset, limit }: AdminPageRequest) {
      const condition = and(listed, where);
      const direction = order === 'asc' ? asc : desc;
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(standards)
          .where(condition)
          .orderBy(direction(SORT_COLUMNS[sort]), direction(standards.id))
          .limit(limit)
          .offset(offset),
        countUpTo(db, { table: standards, id: standards.id }, condition),
      ]);
      return { rows, ...counted };
    },

    /** How many bought each of these standards (absent: none). */
    async purchaseCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: standardPurchases.standardId, n: count() })
        .from(standardPurchases)
        .where(inArray(standardPurchases.standardId, ids))
        .groupBy(standardPurchases.standardId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** A listed standard, locked until the transaction ends (an edit, a file replacement or a removal). */
    async findForUpdate(id: number): Promise<StandardRow | null> {
      const [row] = await db
        .select()
        .from(standards)
        .where(and(eq(standards.id, id), listed))
        .for('update');
      return row ?? null;
    },

    async update(id: number, edit: StandardEdit): Promise<StandardRow> {
      const [row] = await db.update(standards).set(edit).where(eq(standards.id, id)).returning();
      if (!row) throw new Error('standard update returned nothing');
      return row;
    },

    async setFile(id: number, file: { key: string; size: number }): Promise<StandardRow> {
      const [row] = await db
        .update(standards)
        .set({ fileKey: file.key, fileSize: file.size })
        .where(eq(standards.id, id))
        .returning();
      if (!row) throw new Error('standard file update returned nothing');
      return row;
    },

    /**
     * Takes a standard off the lists for good: the row stays (purchases and the ledger point to it) but leaves the
     * search index (no tokens) and every list, detail and download.
     */
    async remove(id: number) {
      await db
        .update(standards)
        .set({ deletedAt: sql`now()`, searchTokens: sql`'{}'::text[]` })
        .where(eq(standards.id, id));
    },

    /** The statistics the search plans by (ADR 0090); PGlite has no autovacuum. */
    analyze: () => db.execute(sql`analyze standards`),

    /**
     * The admin dashboard's figures (ADR 0101): listed standards and downloads of all (a scan of the
     * catalogue, thousands of rows) and purchases (an index-only walk of the purchases' primary key).
     */
    async stats() {
      const [[catalogue], [bought]] = await Promise.all([
        db
          .select({
            listed: sql<number>`count(*) filter (where ${listed})`.mapWith(Number),
            downloads: sql<number>`coalesce(sum(${standards.downloadTimes}), 0)`.mapWith(Number),
          })
          .from(standards),
        db.select({ n: count() }).from(standardPurchases),
      ]);
      return { listed: catalogue?.listed ?? 0, downloads: catalogue?.downloads ?? 0, purchases: bought?.n ?? 0 };
    },

    /** Purchases per UTC day of the last `days` days (standard_purchases_created_idx, migration 0018). */
    dailyPurchases: (days: number) =>
      dailyCounts(db, { table: standardPurchases, at: standardPurchases.createdAt }, days),
  };
}
