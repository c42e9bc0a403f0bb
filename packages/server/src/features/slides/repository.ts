import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { slides } from '../../db/schema/index.ts';

export type NewSlide = Omit<typeof slides.$inferInsert, 'id' | 'createdAt'>;
export type SlideRow = typeof slides.$inferSelect;

export function createSlidesRepository(db: Db) {
  return {
    list: () => db.select().from(slides).orderBy(asc(slides.position), asc(slides.id)),

    async find(id: number): Promise<SlideRow | null> {
      const [row] = await db.select().from(slides).where(eq(slides.id, id));
      return row ?? null;
    },

    async insert(values: NewSlide) {
      const [row] = await db.insert(slides).values(values).returning();
      if (!row) throw new Error('slide insert returned nothing');
      return row;
    },

    async update(id: number, values: Partial<NewSlide>): Promise<SlideRow | null> {
      const [row] = await db.update(slides).set(values).where(eq(slides.id, id)).returning();
      return row ?? null;
    },

    async remove(id: number): Promise<SlideRow | null> {
      const [row] = await db.delete(slides).where(eq(slides.id, id)).returning();
      return row ?? null;
    },

    /** Positions 1..n in the order of `ids` (at most SLIDE_LIMITS.max rows: one update each). */
    async setPositions(ids: number[]) {
      for (const [index, id] of ids.entries()) {
        await db
          .update(slides)
          .set({ position: index + 1 })
          .where(eq(slides.id, id));
      }
    },

    /**
     * Serialises the writes of the carousel (each reads the whole order, then renumbers it) until the transaction
     * ends; readers of the public list are not blocked.
     */
    async lockForWrite() {
      await db.execute(sql`lock table ${slides} in share row exclusive mode`);
    },
  };
}
