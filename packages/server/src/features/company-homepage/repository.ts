import type { HomepageSection } from '@app/shared';
import { and, asc, eq, ilike, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { homepageItems } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';

export type HomepageRow = typeof homepageItems.$inferSelect;
export type NewHomepageItem = Omit<typeof homepageItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'position'>;
export type HomepageChanges = Partial<Omit<NewHomepageItem, 'section'>>;

const inOrder = [asc(homepageItems.section), asc(homepageItems.position), asc(homepageItems.id)];

/** `%`, `_` and `\` in a search are literal characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every query on homepage_items (the company-homepage area owns it). */
export function createCompanyHomepageRepository(db: Db) {
  return {
    /** Every item, by section then position (the public page: at most 4 x 50 rows). */
    all: () =>
      db
        .select()
        .from(homepageItems)
        .orderBy(...inOrder),

    /** A page of one section in its order; `keyWord` a substring of either title. */
    async page(section: HomepageSection, keyWord: string | undefined, offset: number, limit: number) {
      const where: SQL | undefined = and(
        eq(homepageItems.section, section),
        keyWord === undefined
          ? undefined
          : or(ilike(homepageItems.title, likePattern(keyWord)), ilike(homepageItems.enTitle, likePattern(keyWord))),
      );
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(homepageItems)
          .where(where)
          .orderBy(...inOrder)
          .limit(limit)
          .offset(offset),
        countUpTo(db, { table: homepageItems, id: homepageItems.id }, where),
      ]);
      return { rows, ...counted };
    },

    async find(id: number): Promise<HomepageRow | undefined> {
      const [row] = await db.select().from(homepageItems).where(eq(homepageItems.id, id)).limit(1);
      return row;
    },

    /**
     * The ids of a section in their order, in the section's turn: a concurrent add or reorder of the section waits
     * until this transaction ends. Locking the rows alone would not do: a racing add's new row is not among them, so
     * two adds would both count the same items and the section would grow past its cap (ADR 0121).
     */
    async sectionIds(section: HomepageSection): Promise<number[]> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('homepage_items'), hashtext(${section}))`);
      const rows = await db
        .select({ id: homepageItems.id })
        .from(homepageItems)
        .where(eq(homepageItems.section, section))
        .orderBy(asc(homepageItems.position), asc(homepageItems.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    /** Appended at the end of its section. */
    async insert(values: NewHomepageItem): Promise<HomepageRow> {
      const [last] = await db
        .select({ position: max(homepageItems.position) })
        .from(homepageItems)
        .where(eq(homepageItems.section, values.section));
      const [row] = await db
        .insert(homepageItems)
        .values({ ...values, position: (last?.position ?? 0) + 1 })
        .returning();
      if (!row) throw new Error('homepage item insert returned nothing');
      return row;
    },

    async update(id: number, changes: HomepageChanges): Promise<HomepageRow | undefined> {
      const [row] = await db
        .update(homepageItems)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(homepageItems.id, id))
        .returning();
      return row;
    },

    async remove(id: number): Promise<HomepageRow | undefined> {
      const [row] = await db.delete(homepageItems).where(eq(homepageItems.id, id)).returning();
      return row;
    },

    /** Positions 1..n in the order given (ids of one section). */
    async setPositions(ids: number[]): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await db
          .update(homepageItems)
          .set({ position: index + 1 })
          .where(eq(homepageItems.id, id));
      }
    },
  };
}
