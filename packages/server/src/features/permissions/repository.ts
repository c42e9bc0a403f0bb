import type { ViewRequestState } from '@app/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, resumeViewRequests, resumeViews, users } from '../../db/schema/index.ts';

/** The predicate of resume_view_requests_live_unique, written as the index has it for ON CONFLICT. */
const LIVE_INDEX_PREDICATE = sql`state in ('pending', 'allowed')`;

type ViewRequestRow = typeof resumeViewRequests.$inferSelect;

/** A request with the other party's nickname and avatar and the job's title (reads join users and jobs). */
export type ViewRequestListRow = {
  request: ViewRequestRow;
  otherId: number;
  otherName: string;
  otherAvatar: string;
  jobTitle: string | null;
};

export function createPermissionsRepository(db: Db) {
  /** A page of requests seen from one side: `mine` picks the rows, `other` is the party shown with each. */
  async function listPage(where: SQL | undefined, other: 'hr' | 'seeker', offset: number, limit: number) {
    const otherId = other === 'hr' ? resumeViewRequests.hrId : resumeViewRequests.seekerId;
    const rows = await db
      .select({
        request: resumeViewRequests,
        otherId,
        otherName: users.nickName,
        otherAvatar: users.profilePicUrl,
        jobTitle: jobs.title,
      })
      .from(resumeViewRequests)
      .innerJoin(users, eq(users.id, otherId))
      .leftJoin(jobs, eq(jobs.id, resumeViewRequests.jobId))
      .where(where)
      .orderBy(desc(resumeViewRequests.createdAt), desc(resumeViewRequests.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(resumeViewRequests).where(where);
    return { rows: rows satisfies ViewRequestListRow[], total: total?.n ?? 0 };
  }

  const inState = (state: ViewRequestState | undefined) => (state ? eq(resumeViewRequests.state, state) : undefined);

  return {
    /** Null when the HR already has a live (pending or allowed) request for the seeker: the unique index decides. */
    async insertRequest(values: { hrId: number; seekerId: number; jobId: number | null; message: string }) {
      const rows = await db
        .insert(resumeViewRequests)
        .values(values)
        .onConflictDoNothing({
          target: [resumeViewRequests.hrId, resumeViewRequests.seekerId],
          where: LIVE_INDEX_PREDICATE,
        })
        .returning();
      return rows[0] ?? null;
    },

    /** The state of the HR's live request for the seeker, if any. */
    async liveState(hrId: number, seekerId: number): Promise<ViewRequestState | null> {
      const [row] = await db
        .select({ state: resumeViewRequests.state })
        .from(resumeViewRequests)
        .where(
          and(
            eq(resumeViewRequests.hrId, hrId),
            eq(resumeViewRequests.seekerId, seekerId),
            inArray(resumeViewRequests.state, ['pending', 'allowed']),
          ),
        )
        .limit(1);
      return (row?.state as ViewRequestState | undefined) ?? null;
    },

    /**
     * The state of the HR's latest request to each of these seekers (those without one are left out): one query
     * for a page of talent cards, over the HR's own requests (resume_view_requests_hr_idx).
     */
    async latestStates(hrId: number, seekerIds: number[]): Promise<Map<number, ViewRequestState>> {
      if (seekerIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([resumeViewRequests.seekerId], {
          seekerId: resumeViewRequests.seekerId,
          state: resumeViewRequests.state,
        })
        .from(resumeViewRequests)
        .where(and(eq(resumeViewRequests.hrId, hrId), inArray(resumeViewRequests.seekerId, seekerIds)))
        .orderBy(resumeViewRequests.seekerId, desc(resumeViewRequests.createdAt), desc(resumeViewRequests.id));
      return new Map(rows.map((row) => [row.seekerId, row.state as ViewRequestState]));
    },

    async isGranted(hrId: number, seekerId: number) {
      const rows = await db
        .select({ id: resumeViewRequests.id })
        .from(resumeViewRequests)
        .where(
          and(
            eq(resumeViewRequests.hrId, hrId),
            eq(resumeViewRequests.seekerId, seekerId),
            eq(resumeViewRequests.state, 'allowed'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The request with its job's title (null without a job). */
    async findRequest(id: number) {
      const [row] = await db
        .select({ request: resumeViewRequests, jobTitle: jobs.title })
        .from(resumeViewRequests)
        .leftJoin(jobs, eq(jobs.id, resumeViewRequests.jobId))
        .where(eq(resumeViewRequests.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Moves a request `from` one state `to` another; null when it was no longer in `from` (another answer won). */
    async decide(id: number, from: ViewRequestState, to: ViewRequestState) {
      const rows = await db
        .update(resumeViewRequests)
        .set({ state: to, decidedAt: sql`now()` })
        .where(and(eq(resumeViewRequests.id, id), eq(resumeViewRequests.state, from)))
        .returning();
      return rows[0] ?? null;
    },

    /** The HR's own requests, newest first, each with the seeker. */
    hrRequests: (hrId: number, state: ViewRequestState | undefined, offset: number, limit: number) =>
      listPage(and(eq(resumeViewRequests.hrId, hrId), inState(state)), 'seeker', offset, limit),

    /** Requests to the seeker, newest first, each with the HR; `ids` narrows to those requests. */
    seekerRequests: (
      seekerId: number,
      filter: { state?: ViewRequestState | undefined; ids?: number[] | undefined },
      offset: number,
      limit: number,
    ) =>
      listPage(
        and(
          eq(resumeViewRequests.seekerId, seekerId),
          inState(filter.state),
          filter.ids ? inArray(resumeViewRequests.id, filter.ids) : undefined,
        ),
        'hr',
        offset,
        limit,
      ),

    /** One more view of the seeker's resume by the HR. */
    async recordView(hrId: number, seekerId: number) {
      await db
        .insert(resumeViews)
        .values({ hrId, seekerId })
        .onConflictDoUpdate({
          target: [resumeViews.hrId, resumeViews.seekerId],
          set: { lastViewedAt: sql`now()`, viewCount: sql`${resumeViews.viewCount} + 1` },
        });
    },

    /** The HRs who viewed the seeker's resume, the latest first. */
    async viewers(seekerId: number, offset: number, limit: number) {
      const rows = await db
        .select({
          hrId: resumeViews.hrId,
          hrName: users.nickName,
          hrAvatar: users.profilePicUrl,
          lastViewedAt: resumeViews.lastViewedAt,
          viewCount: resumeViews.viewCount,
        })
        .from(resumeViews)
        .innerJoin(users, eq(users.id, resumeViews.hrId))
        .where(eq(resumeViews.seekerId, seekerId))
        .orderBy(desc(resumeViews.lastViewedAt), desc(resumeViews.hrId))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(resumeViews).where(eq(resumeViews.seekerId, seekerId));
      return { rows, total: total?.n ?? 0 };
    },

    /** Resume view requests per state, one aggregate (the admin dashboard, ADR 0101). */
    requestStats: () =>
      db
        .select({ state: resumeViewRequests.state, n: count() })
        .from(resumeViewRequests)
        .groupBy(resumeViewRequests.state),
  };
}
