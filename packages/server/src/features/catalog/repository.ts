import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificates, majors } from '../../db/schema/index.ts';

export type CatalogTable = typeof majors | typeof certificates;
export type CatalogKind = 'major' | 'certificate';

const tables: Record<CatalogKind, CatalogTable> = { major: majors, certificate: certificates };

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
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
