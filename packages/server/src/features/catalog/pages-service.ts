import { CATALOG_PAGE_JOBS, type CatalogPage, type HotMajor, type HotMajorsQuery, type JobListItem } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { rankHotMajors } from './hot-majors.ts';
import { presentEntry } from './presenter.ts';
import { type CatalogKind, createCatalogRepository } from './repository.ts';

type Counted = { total: number; capped: boolean };

export type CatalogPagesDeps = {
  db: Db;
  /** The URL of a stored file (certificate images). */
  fileUrl: (key: string) => string;
  /** The jobs area, read on `on` (the caller's transaction when there is one); wired in app-services.ts. */
  jobs: {
    recruiting: (
      on: Db,
      kind: CatalogKind,
      id: number,
      limit: number,
      viewer: AuthUser,
    ) => Promise<{ jobs: JobListItem[] } & Counted>;
    majorDemand: (on: Db) => Promise<{ id: number; recruiting: number; recent: number; before: number }[]>;
  };
  /** The talent pool, read on `on`; wired in app-services.ts. */
  talents: {
    holding: (on: Db, kind: CatalogKind, id: number) => Promise<Counted>;
    perMajor: (on: Db) => Promise<Map<number, number>>;
  };
};

/** The certificate and major pages and the hot majors (ADR 0108). */
export function createCatalogPagesService(deps: CatalogPagesDeps) {
  return transactional(deps.db, (db) => {
    const repo = createCatalogRepository(db);

    async function recompute() {
      await db.transaction(async (tx) => {
        // One after the other: a transaction is one connection, which runs one query at a time (pg deprecates
        // queueing a second while the first runs).
        const ids = await createCatalogRepository(tx).majorIdsInOrder();
        const demand = await deps.jobs.majorDemand(tx);
        const holders = await deps.talents.perMajor(tx);
        const byMajor = new Map(demand.map((d) => [d.id, d]));
        const ranked = rankHotMajors(
          ids.map((id) => {
            const d = byMajor.get(id);
            return {
              id,
              jobCount: d?.recruiting ?? 0,
              talentCount: holders.get(id) ?? 0,
              growth: (d?.recent ?? 0) - (d?.before ?? 0),
            };
          }),
        );
        await createCatalogRepository(tx).replaceHotMajors(ranked.map(({ id, ...f }) => ({ majorId: id, ...f })));
      });
    }

    return {
      /** A certificate or major page: the entry, its talents and recruiting jobs; 404 for an unknown id. */
      async page(kind: CatalogKind, id: number, viewer: AuthUser): Promise<CatalogPage> {
        const row = await repo.find(kind, id);
        if (!row) throw notFound('catalogItemNotFound');
        const [found, talents] = await Promise.all([
          deps.jobs.recruiting(db, kind, id, CATALOG_PAGE_JOBS, viewer),
          deps.talents.holding(db, kind, id),
        ]);
        return {
          item: presentEntry(row, deps.fileUrl),
          talent_count: talents.total,
          job_count: found.total,
          jobs: found.jobs,
        };
      },

      /** A page of the last computed ranking, best first. */
      async hotMajors(query: HotMajorsQuery) {
        const offset = windowOffset(query.pn, query.p_size);
        const page = await repo.hotMajorsPage({ category: query.category, level: query.level }, offset, query.p_size);
        return { data: page.rows as HotMajor[], total: page.total, capped: page.capped };
      },

      majorCategories: () => repo.majorCategories(),

      /**
       * Recomputes the ranking (the maintenance task `hot_majors`); with `maxAgeMs`, only when the last one is older
       * (or there is none). Answers whether it did, so instances sharing the database take turns.
       */
      async recomputeHot(maxAgeMs?: number): Promise<boolean> {
        if (maxAgeMs !== undefined && (await repo.hotMajorsFresh(maxAgeMs))) return false;
        await recompute();
        return true;
      },
    };
  });
}

export type CatalogPagesService = ReturnType<typeof createCatalogPagesService>;
