import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { searchPage } from '../../lib/search/index.ts';
import { createHotJobs } from './hot-jobs.ts';
import { type JobView, viewColumns } from './job-repository.ts';
import { type JobFilters, listedJobsSource, searchRequest } from './search-sql.ts';

/** The job seeker's lists: the search and the hot jobs, each job read with its links and the seeker's application. */
export function createSearchRepository(db: Db) {
  const hot = createHotJobs(db);

  /** The jobs of `ids` with their links (and `seekerId`'s applications), in that order. */
  async function rowsInOrder(ids: number[], seekerId: number | null): Promise<JobView[]> {
    if (ids.length === 0) return [];
    const rows: JobView[] = await db.select(viewColumns(seekerId)).from(jobs).where(inArray(jobs.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /**
     * Listed jobs matching the filters, title matches first, newest first inside each tier; the total is exact up
     * to SEARCH_TOTAL_CAP (ADR 0090). The caller keeps the offset inside that window.
     */
    async search(filters: JobFilters, offset: number, limit: number, seekerId: number | null) {
      const found = await searchPage(db, listedJobsSource(), searchRequest(filters), { offset, limit });
      return { rows: await rowsInOrder(found.ids, seekerId), total: found.total, capped: found.capped };
    },

    /** Recruiting jobs with the most applications in the last 30 days, then the newest (ADR 0091). */
    async hot(limit: number, seekerId: number | null): Promise<JobView[]> {
      return rowsInOrder(await hot.ids(limit), seekerId);
    },

    /** Recomputes the hot jobs' ranking; with `maxAgeMs`, only when it is older than that (or empty). */
    async recomputeHot(maxAgeMs?: number): Promise<boolean> {
      if (maxAgeMs !== undefined) return hot.recomputeIfOlderThan(maxAgeMs);
      await hot.recompute();
      return true;
    },
  };
}
