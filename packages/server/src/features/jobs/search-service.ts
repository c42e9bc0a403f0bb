import { HOT_JOBS_LIMIT, type JobSearchQuery, ROLES } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { createJobViews, type SeekerProfiles, seekerIdOf } from './job-views.ts';
import { byBestMatch, MATCH_WINDOW } from './match-order.ts';
import { createSearchRepository } from './search-repository.ts';
import { filtersOf } from './search-sql.ts';

type SearchServiceDeps = { db: Db; seekerProfiles: SeekerProfiles };

/** The job seeker's side of jobs: the search, the hot jobs and the job page. */
export function createSearchService(deps: SearchServiceDeps) {
  return transactional(deps.db, (db) => searchService(db, deps));
}

function searchService(db: Db, deps: SearchServiceDeps) {
  const repo = createSearchRepository(db);
  const views = createJobViews(db, deps.seekerProfiles);

  return {
    /** A page inside the search window (ADR 0090): a page starting past SEARCH_TOTAL_CAP matches is refused. */
    async search(query: JobSearchQuery, viewer: AuthUser) {
      const offset = windowOffset(query.pn, query.p_size);
      const filters = filtersOf(query);
      if (query.sort === 'match' && viewer.role === ROLES.seeker && offset < MATCH_WINDOW) {
        const { rows, total, capped } = await repo.search(filters, 0, MATCH_WINDOW, seekerIdOf(viewer));
        const ranked = byBestMatch(await views.present(rows, viewer)).slice(offset, offset + query.p_size);
        // A page that straddles the window's end takes the rest in relevance order (30 per page: page 7).
        const after = offset + query.p_size - MATCH_WINDOW;
        const rest =
          after > 0 && rows.length === MATCH_WINDOW
            ? await repo.search(filters, MATCH_WINDOW, after, seekerIdOf(viewer))
            : null;
        return { data: rest ? [...ranked, ...(await views.present(rest.rows, viewer))] : ranked, total, capped };
      }
      const { rows, total, capped } = await repo.search(filters, offset, query.p_size, seekerIdOf(viewer));
      return { data: await views.present(rows, viewer), total, capped };
    },

    async hot(viewer: AuthUser) {
      return views.present(await repo.hot(HOT_JOBS_LIMIT, seekerIdOf(viewer)), viewer);
    },

    /**
     * Recomputes the hot jobs' ranking (the maintenance sweep, the demo seed, tests); with `maxAgeMs` only when
     * it is older than that or empty. Answers whether it recomputed.
     */
    recomputeHot: (maxAgeMs?: number) => repo.recomputeHot(maxAgeMs),

    detail: views.detail,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
