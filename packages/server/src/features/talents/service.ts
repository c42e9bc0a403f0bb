import {
  type HrTalentCard,
  RESUME_OPEN,
  ROLES,
  TALENT_LIMITS,
  type TalentCard,
  type TalentSearchQuery,
  type ViewRequestState,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { facetToken, windowOffset } from '../../lib/search/index.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { CatalogKind } from '../catalog/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import { createTalentsRepository } from './repository.ts';
import { talentSearchRequest } from './search-sql.ts';
import { type TalentRow, talentRow } from './talent-row.ts';

/** Rows rebuilt per batch (a catalogue rename, the backfill, the demo seed). */
const BATCH = 500;

export type TalentsDeps = {
  db: Db;
  /** Nickname, avatar, role and disabled flag. */
  accounts: AccountsService;
  /** The resumes the pool copies (read through `talentFacts`, never its tables). */
  resumes: ResumesService;
  /** The state of an HR's latest request to view each of these seekers' resumes (the permissions service). */
  viewRequests: (hrId: number, seekerIds: number[]) => Promise<Map<number, ViewRequestState>>;
};

/** The HR's talent pool (ADR 0095): the search index of job seekers, its search and the hot talents. */
export function createTalentsService(deps: TalentsDeps) {
  return transactional(deps.db, (db) => talentsService(db, deps));
}

function talentsService(db: Db, deps: TalentsDeps) {
  const repo = createTalentsRepository(db);
  const accounts = deps.accounts.withTx(db);
  const resumes = deps.resumes.withTx(db);

  /** Rebuilds the rows of these users from their account and resume; a user who is no longer a talent leaves. */
  async function rebuild(ids: number[], touch: boolean) {
    if (ids.length === 0) return;
    // One after the other: `db` is often a transaction (a resume or account write, the seed), one connection
    // running one query at a time (pg deprecates queueing a second while the first runs).
    const owners = await accounts.findByIds(ids);
    const facts = await resumes.talentFacts(ids);
    const byId = new Map(owners.map((owner) => [owner.id, owner]));
    const rows: TalentRow[] = [];
    const gone: number[] = [];
    for (const id of ids) {
      const account = byId.get(id);
      const resume = facts.get(id);
      if (account?.role === ROLES.seeker && resume) rows.push(talentRow(account, resume));
      else gone.push(id);
    }
    await repo.remove(gone);
    await repo.upsert(rows, touch);
  }

  /** The cards as an HR sees them: each closed resume with the state of the HR's latest request to view it. */
  async function seenBy(hrId: number, cards: TalentCard[]): Promise<HrTalentCard[]> {
    const closed = cards.filter((card) => card.enable_resume !== RESUME_OPEN).map((card) => card.id);
    const states = await deps.viewRequests(hrId, closed);
    return cards.map((card) => ({ ...card, view_request: states.get(card.id) ?? null }));
  }

  /** A page of the talent search inside the search window (ADR 0090). */
  async function search(query: TalentSearchQuery) {
    const offset = windowOffset(query.pn, query.p_size);
    return repo.search(talentSearchRequest(query), offset, query.p_size);
  }

  return {
    /** The seeker changed their resume or account (the resume.changed / account.changed reactions in app-services.ts). */
    async refresh(userId: number) {
      await repo.lockTalent(userId);
      await rebuild([userId], true);
    },

    /** Every talent holding a renamed major or certificate gets its names and tokens again (catalog.renamed). */
    async retokenise(kind: CatalogKind, catalogueId: number) {
      const token = facetToken(kind === 'major' ? 'major' : 'cert', catalogueId);
      let afterId = 0;
      for (;;) {
        const ids = await repo.idsHolding(token, afterId, BATCH);
        if (ids.length === 0) return;
        await rebuild(ids, false);
        afterId = ids[ids.length - 1] ?? afterId;
      }
    },

    /**
     * Builds up to `limit` rows left stale by migration 0008 (a periodic task), then refreshes the statistics;
     * false when there were none.
     */
    async buildStale(limit = 10 * BATCH): Promise<boolean> {
      let built = 0;
      for (;;) {
        const ids = await repo.staleIds(Math.min(BATCH, limit - built));
        if (ids.length === 0) break;
        await rebuild(ids, false);
        built += ids.length;
        if (built >= limit) break;
      }
      if (built > 0) await repo.analyze();
      return built > 0;
    },

    /** Rebuilds these users' rows (the demo seed, after writing resumes directly); the caller analyses. */
    async rebuildAll(userIds: number[]) {
      for (let i = 0; i < userIds.length; i += BATCH) await rebuild(userIds.slice(i, i + BATCH), false);
    },

    /** A page of the talent search (the admin picking a bid's engineers). */
    search,

    /** A page of the HR's talent search, each closed resume with the HR's latest view request state. */
    async hrSearch(hrId: number, query: TalentSearchQuery) {
      const page = await search(query);
      return { ...page, cards: await seenBy(hrId, page.cards) };
    },

    /** Up to eight talents for the HR's home page, as hrSearch shows them. */
    hot: async (hrId: number) => seenBy(hrId, await repo.hot(TALENT_LIMITS.hot)),

    /** Talents in the pool (listed: enabled seekers with a resume, open or closed) holding a major or certificate. */
    holding: (kind: CatalogKind, catalogueId: number) =>
      repo.countHolding(facetToken(kind === 'major' ? 'major' : 'cert', catalogueId)),

    /** Talents in the pool per major id (the hot majors' periodic recompute). */
    async majorHolders(): Promise<Map<number, number>> {
      const counts = await repo.countPerFacet('major');
      return new Map([...counts].map(([value, n]) => [Number(value), n]));
    },
  };
}

export type TalentsService = ReturnType<typeof createTalentsService>;
