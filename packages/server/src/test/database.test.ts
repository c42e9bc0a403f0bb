import { describe, expect, it } from 'vitest';
import { majors } from '../db/schema/index.ts';
import { createTestDatabase, onPostgres } from './database.ts';

const major = (name: string) => ({ name, enName: name });

describe('test databases', () => {
  it('start empty with identities restarted, even after an earlier one was used and closed', async () => {
    const first = await createTestDatabase();
    await first.db.insert(majors).values([major('土木工程'), major('给排水')]);
    await first.close();

    const second = await createTestDatabase();
    try {
      expect(await second.db.select().from(majors)).toEqual([]);
      const [row] = await second.db.insert(majors).values(major('暖通')).returning();
      expect(row?.id).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('are independent of each other while open at the same time', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    try {
      await a.db.insert(majors).values(major('建筑学'));
      expect(await b.db.select().from(majors)).toEqual([]);
      expect(await a.db.select({ name: majors.name }).from(majors)).toEqual([{ name: '建筑学' }]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.skipIf(onPostgres())('refuse every query once closed, so nothing late writes into the next one', async () => {
    const database = await createTestDatabase();
    await database.close();
    await expect(database.db.select().from(majors)).rejects.toMatchObject({
      cause: { message: 'this test database was closed' },
    });
    const next = await createTestDatabase();
    try {
      expect(await next.db.select().from(majors)).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
