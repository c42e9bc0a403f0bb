import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { slides } from '../../db/schema/index.ts';

export type NewSlide = Omit<typeof slides.$inferInsert, 'id' | 'createdAt'>;

export function createSlidesRepository(db: Db) {
  return {
    list: () => db.select().from(slides).orderBy(asc(slides.position), asc(slides.id)),

    async insert(values: NewSlide) {
      const [row] = await db.insert(slides).values(values).returning();
      if (!row) throw new Error('slide insert returned nothing');
      return row;
    },
  };
}
