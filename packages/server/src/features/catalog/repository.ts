import { and, asc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificates, hotMajors, majors } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';
import { containsText } from '../../lib/search/index.ts';

export type CatalogTable = typeof majors | typeof certificates;
export type CatalogKind = 'major' | 'certificate';
export type CatalogRow = typeof certificates.$inferSelect;
export type CatalogValues = {
  name: string;
  enName: string;
  category: string;
  description: string;
  enDescription: string;
  /** Certificates only; undefined leaves it as it is. */
  image?: string | null;
};

const tables: Record<CatalogKind, CatalogTable> = { major: majors, certificate: certificates };

/** Every column of either table; majors answer a null image. */
const columnsOf = (table: CatalogTable) => ({
  id: table.id,
  name: table.name,
  enName: table.enName,
  category: table.category,
  sort: table.sort,
  description: table.description,
  enDescription: table.enDescription,
  image: table === certificates ? certificates.image : sql<string | null>`null`,
  updatedAt: table.updatedAt,
});

const matching = (table: CatalogTable, keyword: string | undefined): SQL | undefined =>
  keyword ? or(containsText(table.name, keyword), containsText(table.enName, keyword)) : undefined;

/** The image only where the table has one. */
const valuesFor = (kind: CatalogKind, values: CatalogValues) => {
  const { image, ...rest } = values;
  return kind === 'certificate' && image !== undefined ? { ...rest, image } : rest;
};

export function createCatalogRepository(db: Db) {
  const list = (table: CatalogTable) =>
    db
      .select({ id: table.id, name: table.name, en_name: table.enName })
      .from(table)
      .orderBy(asc(table.sort), asc(table.id));

  const existingIds = async (table: CatalogTable, ids: number[]) => {
    if (ids.length === 0) return new Set<number>();
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    return new Set(rows.map((r) => r.id));
  };

  return {
    listMajors: () => list(majors),
    listCertificates: () => list(certificates),
    existingMajorIds: (ids: number[]) => existingIds(majors, ids),
    existingCertificateIds: (ids: number[]) => existingIds(certificates, ids),

    async nameTaken(kind: CatalogKind, name: string, exceptId: number) {
      const table = tables[kind];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.name, name), ne(table.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    /** False when there is no such entry. */
    async rename(kind: CatalogKind, id: number, names: { name: string; enName: string }) {
      const table = tables[kind];
      const rows = await db.update(table).set(names).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },

    /** A page in catalogue order or by name; the total exact up to 10,000. */
    async page(
      kind: CatalogKind,
      filter: { keyword?: string | undefined; by: 'sort' | 'name' },
      offset: number,
      limit: number,
    ) {
      const table = tables[kind];
      const where = matching(table, filter.keyword);
      const order = filter.by === 'name' ? [asc(table.name), asc(table.id)] : [asc(table.sort), asc(table.id)];
      const [rows, counted] = await Promise.all([
        db
          .select(columnsOf(table))
          .from(table)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        countUpTo(db, { table, id: table.id }, where),
      ]);
      return { rows: rows as CatalogRow[], ...counted };
    },

    /** Ids of every matching entry in catalogue order (at most `limit`): the usage sort ranks them all. */
    async matchingIds(kind: CatalogKind, keyword: string | undefined, limit: number) {
      const table = tables[kind];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(matching(table, keyword))
        .orderBy(asc(table.sort), asc(table.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async byIds(kind: CatalogKind, ids: number[]): Promise<CatalogRow[]> {
      if (ids.length === 0) return [];
      const table = tables[kind];
      return (await db.select(columnsOf(table)).from(table).where(inArray(table.id, ids))) as CatalogRow[];
    },

    async find(kind: CatalogKind, id: number, lock = false): Promise<CatalogRow | null> {
      const table = tables[kind];
      const query = db.select(columnsOf(table)).from(table).where(eq(table.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return (row as CatalogRow | undefined) ?? null;
    },

    /**
     * The entries of a catalogue, counted in its turn (an advisory lock held until the transaction ends): racing adds
     * count one after another, so the catalogue never grows past its cap (ADR 0121).
     */
    async countInTurn(kind: CatalogKind) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('catalog_entries'), hashtext(${kind}))`);
      return this.count(kind);
    },

    async count(kind: CatalogKind) {
      const table = tables[kind];
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
      return row?.n ?? 0;
    },

    /** A new entry placed last. */
    async insert(kind: CatalogKind, values: CatalogValues): Promise<CatalogRow> {
      const table = tables[kind];
      const [row] = await db
        .insert(table)
        .values({ ...valuesFor(kind, values), sort: sql`(select coalesce(max(${table.sort}), 0) + 10 from ${table})` })
        .returning(columnsOf(table));
      if (!row) throw new Error('catalogue insert returned nothing');
      return row as CatalogRow;
    },

    /** Null when there is no such entry. */
    async update(kind: CatalogKind, id: number, values: CatalogValues): Promise<CatalogRow | null> {
      const table = tables[kind];
      const [row] = await db
        .update(table)
        .set({ ...valuesFor(kind, values), updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning(columnsOf(table));
      return (row as CatalogRow | undefined) ?? null;
    },

    async delete(kind: CatalogKind, id: number) {
      const table = tables[kind];
      await db.delete(table).where(eq(table.id, id));
    },

    /** Every id in catalogue order, the rows locked (a reorder renumbers them). */
    async orderedIds(kind: CatalogKind) {
      const table = tables[kind];
      const rows = await db
        .select({ id: table.id, sort: table.sort })
        .from(table)
        .orderBy(asc(table.sort), asc(table.id))
        .for('update');
      return rows;
    },

    async setSort(kind: CatalogKind, id: number, sort: number) {
      const table = tables[kind];
      await db.update(table).set({ sort }).where(eq(table.id, id));
    },

    /** Every major's id in catalogue order (the hot majors' tie order). */
    async majorIdsInOrder(): Promise<number[]> {
      const rows = await db.select({ id: majors.id }).from(majors).orderBy(asc(majors.sort), asc(majors.id));
      return rows.map((r) => r.id);
    },

    /** The distinct categories majors use, alphabetically (the hot majors' filter). */
    async majorCategories(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: majors.category })
        .from(majors)
        .where(ne(majors.category, ''))
        .orderBy(asc(majors.category));
      return rows.map((r) => r.category);
    },

    /** Replaces the hot majors' ranking (the periodic recompute). */
    async replaceHotMajors(rows: Omit<typeof hotMajors.$inferInsert, 'computedAt'>[]) {
      await db.delete(hotMajors);
      for (let i = 0; i < rows.length; i += 1000) await db.insert(hotMajors).values(rows.slice(i, i + 1000));
      await db.execute(sql`analyze ${hotMajors}`);
    },

    /** Whether a ranking computed within the last `maxAgeMs` exists. */
    async hotMajorsFresh(maxAgeMs: number): Promise<boolean> {
      const rows = await db
        .select({ id: hotMajors.majorId })
        .from(hotMajors)
        .where(gt(hotMajors.computedAt, sql`now() - make_interval(secs => ${maxAgeMs / 1000})`))
        .limit(1);
      return rows.length > 0;
    },

    /** A page of the ranking, best first, with the majors' names; the total exact up to 10,000. */
    async hotMajorsPage(
      filter: { category?: string | undefined; level?: string | undefined },
      offset: number,
      limit: number,
    ) {
      const where = and(
        filter.category ? eq(majors.category, filter.category) : undefined,
        filter.level ? eq(hotMajors.level, filter.level) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select({
            id: majors.id,
            name: majors.name,
            en_name: majors.enName,
            category: majors.category,
            job_count: hotMajors.jobCount,
            talent_count: hotMajors.talentCount,
            growth: hotMajors.growth,
            score: hotMajors.score,
            level: hotMajors.level,
          })
          .from(hotMajors)
          .innerJoin(majors, eq(majors.id, hotMajors.majorId))
          .where(where)
          .orderBy(asc(hotMajors.rank))
          .limit(limit)
          .offset(offset),
        countUpTo(
          db,
          { table: hotMajors, id: hotMajors.majorId, join: { table: majors, on: eq(majors.id, hotMajors.majorId) } },
          where,
        ),
      ]);
      return { rows, ...counted };
    },
  };
}
