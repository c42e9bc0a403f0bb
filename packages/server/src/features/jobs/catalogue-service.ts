import type { Db } from '../../db/client.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { CatalogKind } from '../catalog/index.ts';
import { createCatalogueRepository } from './catalogue-repository.ts';
import { createJobRepository } from './job-repository.ts';
import { jobTokens } from './job-tokens.ts';
import { createJobViews, type SeekerProfiles } from './job-views.ts';
import { linksOf } from './presenters.ts';

type CatalogueServiceDeps = { db: Db; seekerProfiles: SeekerProfiles };

/** Jobs re-tokenised per batch after a catalogue rename. */
const RETOKENISE_BATCH = 500;

/**
 * What the catalogue area asks of jobs (wired in app-services.ts): usage counts, merges and renames of the entries jobs
 * link, and the jobs of a certificate or major page.
 */
export function createCatalogueService(deps: CatalogueServiceDeps) {
  return transactional(deps.db, (db) => catalogueService(db, deps));
}

function catalogueService(db: Db, deps: CatalogueServiceDeps) {
  const repo = createCatalogueRepository(db);

  return {
    /**
     * Search tokens of every job linked to a catalogue entry, recomputed after it was renamed (the
     * `catalog.renamed` reaction wired in app-services.ts); runs on the renaming transaction when bound to it.
     */
    async retokenise(kind: CatalogKind, catalogueId: number) {
      const jobRepo = createJobRepository(db);
      let afterId = 0;
      for (;;) {
        const ids = await repo.jobIdsLinkedTo(kind, catalogueId, afterId, RETOKENISE_BATCH);
        if (ids.length === 0) return;
        const [rows, links] = await Promise.all([repo.tokenSources(ids), jobRepo.links(ids)]);
        for (const row of rows) {
          const { certs, majors } = linksOf(links, row.id);
          await repo.setTokens(row.id, jobTokens(row, certs, majors));
        }
        afterId = ids[ids.length - 1] ?? afterId;
      }
    },

    /** Live jobs using each catalogue entry of `ids` (the admin catalogue's usage counts and in-use rule). */
    catalogUsage: (kind: CatalogKind, ids: number[]) => repo.catalogueUsage(kind, ids),

    /**
     * Moves every job link of catalogue entry `from` to `to` (merging two entries); search tokens follow in the
     * same transaction through the `catalog.merged` reaction (app-services.ts). Bind it to the merging transaction.
     */
    relinkCatalogue: (kind: CatalogKind, from: number, to: number) => repo.relinkCatalogue(kind, from, to),

    /**
     * A certificate or major page's jobs: up to `limit` recruiting, listed jobs requiring entry `id`, newest first,
     * as the job list answers them to `viewer`, and how many there are (exact up to SEARCH_TOTAL_CAP).
     */
    async recruitingWith(kind: CatalogKind, id: number, limit: number, viewer: AuthUser) {
      const found = await repo.recruitingLinkedTo(kind, id, limit);
      const jobs = await createJobViews(db, deps.seekerProfiles).present(found.rows, viewer);
      return { jobs, total: found.total, capped: found.capped };
    },

    /** Per major: recruiting listed jobs and jobs posted in the last 30 days and the 30 before (hot majors). */
    majorDemand: () => repo.majorDemand(),
  };
}
