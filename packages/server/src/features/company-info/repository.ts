import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyInfo } from '../../db/schema/index.ts';

export type CompanyRow = typeof companyInfo.$inferSelect;
export type CompanyValues = Omit<typeof companyInfo.$inferInsert, 'hrId' | 'updatedAt'>;

export function createCompanyInfoRepository(db: Db) {
  return {
    async find(hrId: number): Promise<CompanyRow | null> {
      const rows = await db.select().from(companyInfo).where(eq(companyInfo.hrId, hrId)).limit(1);
      return rows[0] ?? null;
    },

    /** One row per HR: the first save inserts it, later saves replace every field. */
    async upsert(hrId: number, values: CompanyValues): Promise<CompanyRow> {
      const [row] = await db
        .insert(companyInfo)
        .values({ hrId, ...values })
        .onConflictDoUpdate({ target: companyInfo.hrId, set: { ...values, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error('company info upsert returned no row');
      return row;
    },
  };
}

export type CompanyInfoRepository = ReturnType<typeof createCompanyInfoRepository>;
