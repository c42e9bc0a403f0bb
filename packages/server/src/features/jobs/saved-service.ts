import { SAVED_LIMITS, type SavedJob, type SavedSearchAlertBody, type SaveSearchBody } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { type Paging, pageOffset } from '../../lib/paging.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MessagesService } from '../messages/index.ts';
import { createJobRepository } from './job-repository.ts';
import { savedSearchMatches } from './notifications.ts';
import { presentSavedJob, presentSavedSearch, savedQueryOf } from './presenters.ts';
import { createSavedRepository, type SavedSearchRow } from './saved-repository.ts';
import { filtersOf } from './search-sql.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Saved searches one run of the alert task checks; the rest wait for the next run, oldest checked first. */
const ALERT_BATCH = 200;

export type SavedServiceDeps = { db: Db; messages: MessagesService };

export function createSavedService(deps: SavedServiceDeps) {
  return transactional(deps.db, (db) => savedService(db, deps));
}

function savedService(db: Db, deps: SavedServiceDeps) {
  const repo = createSavedRepository(db);

  /** The seeker's own saved search; another's answers 404 like a missing one. */
  async function ownSearch(seeker: AuthUser, id: number) {
    const row = await repo.findSearch(id);
    if (row?.userId !== seeker.id) throw notFound('savedSearchNotFound');
    return row;
  }

  /** Sends the alert of one due search when jobs matching it were approved since its last check. */
  async function alertOne(r: ReturnType<typeof createSavedRepository>, search: SavedSearchRow, now: Date) {
    const filters = filtersOf({ ...savedQueryOf(search), pn: 1, p_size: 1 });
    const found = await r.newMatches(filters, search.checkedUntil, now, SAVED_LIMITS.alertTitles + 1);
    if (found.length === 0) {
      await r.updateSearch(search.id, { checkedUntil: now });
      return false;
    }
    await deps.messages.withTx(db).notify(
      savedSearchMatches({
        userId: search.userId,
        searchId: search.id,
        name: search.name,
        titles: found.slice(0, SAVED_LIMITS.alertTitles).map((job) => job.title),
        more: found.length > SAVED_LIMITS.alertTitles,
      }),
    );
    await r.updateSearch(search.id, { checkedUntil: now, lastAlertAt: now });
    return true;
  }

  return {
    /** Idempotent; only a job the seeker can see (approved, not deleted) can be saved, up to the cap. */
    async saveJob(seeker: AuthUser, jobId: number) {
      await db.transaction(async (tx) => {
        const r = createSavedRepository(tx);
        await r.lockSeeker(seeker.id);
        const job = await createJobRepository(tx).findJob(jobId);
        if (job?.reviewStatus !== 'approved') throw notFound('jobNotFound');
        if (await r.isSaved(seeker.id, jobId)) return;
        if ((await r.savedJobCount(seeker.id)) >= SAVED_LIMITS.jobs)
          throw badRequest('savedJobsFull', { max: SAVED_LIMITS.jobs });
        await r.saveJob(seeker.id, jobId);
      });
    },

    /** Idempotent: unsaving a job that is not saved does nothing. */
    unsaveJob: (seeker: AuthUser, jobId: number) => repo.unsaveJob(seeker.id, jobId),

    savedJobIds: (seeker: AuthUser) => repo.savedJobIds(seeker.id),

    async savedJobs(seeker: AuthUser, page: Paging): Promise<{ data: SavedJob[]; total: number }> {
      const { rows, total } = await repo.savedJobsPage(seeker.id, pageOffset(page), page.p_size);
      return { data: rows.map(presentSavedJob), total };
    },

    /** Keeps the search's query fields under a name unique to the seeker; its alert counts only jobs approved from now on. */
    async saveSearch(seeker: AuthUser, body: SaveSearchBody) {
      const row = await db.transaction(async (tx) => {
        const r = createSavedRepository(tx);
        await r.lockSeeker(seeker.id);
        if ((await r.searchCount(seeker.id)) >= SAVED_LIMITS.searches)
          throw badRequest('savedSearchesFull', { max: SAVED_LIMITS.searches });
        if (await r.hasSearchNamed(seeker.id, body.name)) throw conflict('savedSearchNameTaken');
        return r.insertSearch({ userId: seeker.id, name: body.name, query: body.query, alert: body.alert });
      });
      return presentSavedSearch(row);
    },

    async searches(seeker: AuthUser) {
      return (await repo.searches(seeker.id)).map(presentSavedSearch);
    },

    /** Turning an alert back on starts from now: jobs approved while it was off are not sent. */
    async setAlert(seeker: AuthUser, body: SavedSearchAlertBody) {
      const row = await ownSearch(seeker, body.id);
      if (row.alert === body.alert) return presentSavedSearch(row);
      const updated = await repo.updateSearch(row.id, {
        alert: body.alert,
        ...(body.alert ? { checkedUntil: new Date() } : {}),
      });
      if (!updated) throw notFound('savedSearchNotFound');
      return presentSavedSearch(updated);
    },

    async deleteSearch(seeker: AuthUser, id: number) {
      await ownSearch(seeker, id);
      await repo.deleteSearch(id);
    },

    /**
     * The alert task (maintenance, ADR 0094): each due search with alerts on gets one message listing the jobs
     * approved since its last check, at most one a day. `now` is the clock (tests move it). Answers how many were sent.
     */
    async sendSearchAlerts(now: Date = new Date()) {
      const due = await repo.dueSearches(new Date(now.getTime() - DAY_MS), ALERT_BATCH);
      let sent = 0;
      for (const search of due) if (await alertOne(repo, search, now)) sent += 1;
      return sent;
    },
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
