import {
  type AdminJobStatus,
  type ApplicationStatus,
  type CatalogOption,
  JOB_STATUS,
  type JobEdit,
  type JobStatus,
  type ReviewStatus,
  SEARCH_TOTAL_CAP,
} from '@app/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { applications, certificates, jobCertificates, jobMajors, jobs, majors, users } from '../../db/schema/index.ts';
import { dailyCounts } from '../../lib/daily-counts.ts';
import { containsText, searchPage } from '../../lib/search/index.ts';
import { createHotJobs } from './hot-jobs.ts';
import type { JobLinks } from './presenters.ts';
import {
  type JobFilters,
  keywordCondition,
  listedJobs,
  listedJobsSource,
  PREFER_TOKEN_INDEX,
  searchRequest,
} from './search-sql.ts';

export type JobRow = Omit<typeof jobs.$inferSelect, 'searchTokens' | 'titleTokens'>;
export type NewJob = Omit<typeof jobs.$inferInsert, 'id' | 'createdAt'>;
export type ApplicationRow = typeof applications.$inferSelect;
export type AdminJobFilters = {
  reviewStatus?: ReviewStatus | undefined;
  keyword?: string | undefined;
  status?: AdminJobStatus | undefined;
  company?: string | undefined;
  /** The HR's user id (digits) or text in the contact person's name. */
  publisher?: string | undefined;
  sort?: 'updated' | 'created' | undefined;
  order?: 'desc' | 'asc' | undefined;
};

/** Every job column but the token arrays: nothing reads those back. */
const jobColumns = {
  id: jobs.id,
  hrId: jobs.hrId,
  title: jobs.title,
  city: jobs.city,
  address: jobs.address,
  company: jobs.company,
  companyDesc: jobs.companyDesc,
  publisherName: jobs.publisherName,
  description: jobs.description,
  phone: jobs.phone,
  email: jobs.email,
  wechat: jobs.wechat,
  jobType: jobs.jobType,
  experience: jobs.experience,
  salary: jobs.salary,
  status: jobs.status,
  reviewStatus: jobs.reviewStatus,
  rejectReason: jobs.rejectReason,
  reviewedAt: jobs.reviewedAt,
  reviewedBy: jobs.reviewedBy,
  pendingEdit: jobs.pendingEdit,
  pendingReviewStatus: jobs.pendingReviewStatus,
  pendingRejectReason: jobs.pendingRejectReason,
  pendingUpdatedAt: jobs.pendingUpdatedAt,
  revision: jobs.revision,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  deletedAt: jobs.deletedAt,
};

type JobWithLinks = JobRow & { links: JobLinks };

/** The entries of one kind a job links, as a JSON array in catalogue order (a subquery on the job's row). */
function linkedEntries(
  link: typeof jobCertificates | typeof jobMajors,
  linkedId: typeof jobCertificates.certificateId | typeof jobMajors.majorId,
  entry: typeof certificates | typeof majors,
) {
  const fields = sql`json_build_object('id', ${entry.id}, 'name', ${entry.name}, 'en_name', ${entry.enName})`;
  // Nested in the select's column (jobWithLinksColumns), so drizzle writes every column with its table.
  return sql`coalesce((select json_agg(${fields} order by ${entry.sort}, ${entry.id}) from ${link}
    join ${entry} on ${entry.id} = ${linkedId} where ${link.jobId} = ${jobs.id}), '[]'::json)`;
}

/**
 * A job's columns with its links in the same row: a list or a job page reads its jobs and their entries in one
 * statement (each statement is a round trip, and a search's throughput is bound by the server's thread, ADR 0110).
 */
const jobWithLinksColumns = {
  ...jobColumns,
  links: sql<JobLinks>`json_build_object(
    'certs', ${linkedEntries(jobCertificates, jobCertificates.certificateId, certificates)},
    'majors', ${linkedEntries(jobMajors, jobMajors.majorId, majors)})`,
};

const STATUS_COLUMN = {
  submitted: null,
  viewed: 'viewedAt',
  interviewing: 'interviewingAt',
  offered: 'offeredAt',
  rejected: 'rejectedAt',
  withdrawn: 'withdrawnAt',
} as const satisfies Record<ApplicationStatus, keyof ApplicationRow | null>;

/** The predicate of applications_job_seeker_live_unique, written as the index has it for ON CONFLICT. */
const LIVE_INDEX_PREDICATE = sql`status <> 'withdrawn'`;
const isLive = ne(applications.status, 'withdrawn');

/** A job seeker's live application to a job, as the lists (applied) and the job page (its state) show it. */
export type OwnApplication = Pick<ApplicationRow, 'id' | 'status' | 'openDays' | 'openedUntil' | 'createdAt'>;

/**
 * A job read for a viewer. For a job seeker it carries their live application (null: none), read in the job's
 * own row; undefined when not read (another role, or a list read without it).
 */
export type JobView = JobWithLinks & { ownApplication?: OwnApplication | null };

/** The columns of a job read for `seekerId` (null: a viewer who is not a job seeker). */
function viewColumns(seekerId: number | null) {
  if (seekerId === null) return jobWithLinksColumns;
  const a = applications;
  const fields = sql`json_build_object('id', ${a.id}, 'status', ${a.status}, 'openDays', ${a.openDays},
    'openedUntil', ${a.openedUntil}, 'createdAt', ${a.createdAt})`;
  // Nested one level, as linkedEntries is: drizzle then writes each column with its table (a column interpolated
  // directly into a select's column loses it in a one-table select, and "id" would be the application's own).
  const own = sql<OwnApplication | null>`(${sql`select ${fields} from ${a}
    where ${a.jobId} = ${jobs.id} and ${a.seekerId} = ${seekerId} and ${isLive} limit 1`})`;
  const ownApplication = own.mapWith((value: (OwnApplication & { openedUntil: string; createdAt: string }) | null) =>
    value === null
      ? null
      : { ...value, openedUntil: new Date(value.openedUntil), createdAt: new Date(value.createdAt) },
  );
  return { ...jobWithLinksColumns, ownApplication };
}

/** The link table of jobs to a catalogue (majors or certificates). */
function catalogueLink(kind: 'major' | 'certificate') {
  return kind === 'major'
    ? { table: jobMajors, jobId: jobMajors.jobId, ref: jobMajors.majorId }
    : { table: jobCertificates, jobId: jobCertificates.jobId, ref: jobCertificates.certificateId };
}

export function createJobsRepository(db: Db) {
  /** A page of jobs and how many match `where`: exactly, or up to `cap` (past it `total` is the cap, `capped` true). */
  async function page(
    where: SQL | undefined,
    order: SQL[],
    window: { offset: number; limit: number; cap?: number },
    on: Db = db,
  ) {
    const matching = on.select({ id: jobs.id }).from(jobs).where(where);
    const bounded = window.cap === undefined ? matching : matching.limit(window.cap + 1);
    const [rows, [counted]] = await Promise.all([
      on
        .select(jobColumns)
        .from(jobs)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
      on.select({ n: count() }).from(bounded.as('matching')),
    ]);
    const n = counted?.n ?? 0;
    const cap = window.cap ?? n;
    return { rows: rows as JobRow[], total: Math.min(n, cap), capped: n > cap };
  }

  /** The jobs of `ids` with their links (and `seekerId`'s applications), in that order. */
  async function rowsInOrder(ids: number[], seekerId: number | null): Promise<JobView[]> {
    if (ids.length === 0) return [];
    const rows: JobView[] = await db.select(viewColumns(seekerId)).from(jobs).where(inArray(jobs.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  const hot = createHotJobs(db);

  const newestApplications = [desc(applications.createdAt), desc(applications.id)];

  /** A page of applications and the exact number of applications matching `where`. */
  async function applicationPage<T>(where: SQL, rows: Promise<T[]>) {
    const [list, [total]] = await Promise.all([rows, db.select({ n: count() }).from(applications).where(where)]);
    return { rows: list, total: total?.n ?? 0 };
  }

  async function updateJob(id: number, values: Partial<NewJob>) {
    await db
      .update(jobs)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(jobs.id, id));
  }

  async function replaceLinks(jobId: number, certIds: number[], majorIds: number[]) {
    await db.delete(jobCertificates).where(eq(jobCertificates.jobId, jobId));
    await db.delete(jobMajors).where(eq(jobMajors.jobId, jobId));
    if (certIds.length)
      await db.insert(jobCertificates).values(certIds.map((certificateId) => ({ jobId, certificateId })));
    if (majorIds.length) await db.insert(jobMajors).values(majorIds.map((majorId) => ({ jobId, majorId })));
  }

  return {
    /** Catalogue entries of the given ids (unknown ids are simply absent). */
    async catalogue(certIds: number[], majorIds: number[]) {
      const [certs, majorRows] = await Promise.all([
        certIds.length
          ? db
              .select({ id: certificates.id, name: certificates.name, en_name: certificates.enName })
              .from(certificates)
              .where(inArray(certificates.id, certIds))
          : [],
        majorIds.length
          ? db
              .select({ id: majors.id, name: majors.name, en_name: majors.enName })
              .from(majors)
              .where(inArray(majors.id, majorIds))
          : [],
      ]);
      return { certs: certs as CatalogOption[], majors: majorRows as CatalogOption[] };
    },

    /** Required certificates and accepted majors of each job, in catalogue order. */
    async links(jobIds: number[]) {
      const certs = new Map<number, CatalogOption[]>();
      const majorMap = new Map<number, CatalogOption[]>();
      if (jobIds.length === 0) return { certs, majors: majorMap };
      // One round trip: the two kinds of link in one answer, each in catalogue order.
      const certLinks = db
        .select({
          kind: sql<'cert' | 'major'>`'cert'`.as('kind'),
          jobId: jobCertificates.jobId,
          id: certificates.id,
          name: certificates.name,
          en_name: certificates.enName,
          sort: certificates.sort,
        })
        .from(jobCertificates)
        .innerJoin(certificates, eq(certificates.id, jobCertificates.certificateId))
        .where(inArray(jobCertificates.jobId, jobIds));
      const majorLinks = db
        .select({
          kind: sql<'cert' | 'major'>`'major'`.as('kind'),
          jobId: jobMajors.jobId,
          id: majors.id,
          name: majors.name,
          en_name: majors.enName,
          sort: majors.sort,
        })
        .from(jobMajors)
        .innerJoin(majors, eq(majors.id, jobMajors.majorId))
        .where(inArray(jobMajors.jobId, jobIds));
      const rows = await unionAll(certLinks, majorLinks).orderBy(sql`"sort"`, sql`"id"`);
      for (const { kind, jobId, sort: _sort, ...ref } of rows) {
        const byJob = kind === 'cert' ? certs : majorMap;
        byJob.set(jobId, [...(byJob.get(jobId) ?? []), ref]);
      }
      return { certs, majors: majorMap };
    },

    async insertJob(values: NewJob, certIds: number[], majorIds: number[]): Promise<JobRow> {
      const [row] = await db.insert(jobs).values(values).returning(jobColumns);
      if (!row) throw new Error('insert returned no row');
      await replaceLinks(row.id, certIds, majorIds);
      return row;
    },

    updateJob,
    replaceLinks,

    /** A job that has not been deleted, with its links and `seekerId`'s application (the job page). */
    async findJobView(id: number, seekerId: number | null): Promise<JobView | null> {
      const rows: JobView[] = await db
        .select(viewColumns(seekerId))
        .from(jobs)
        .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * A job that has not been deleted, its row locked until the transaction ends (`db` must be one): an HR's edit and
     * an administrator's review of the job read it this way, so one waits for the other (ADR 0116).
     */
    async lockJob(id: number): Promise<JobRow | null> {
      const rows = await db
        .select(jobColumns)
        .from(jobs)
        .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
        .for('update');
      return rows[0] ?? null;
    },

    /** A job that has not been deleted. */
    async findJob(id: number): Promise<JobRow | null> {
      const rows = await db
        .select(jobColumns)
        .from(jobs)
        .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
        .limit(1);
      return rows[0] ?? null;
    },

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

    /** Every job of an HR (not deleted), newest first. */
    ownJobs(hrId: number, offset: number, limit: number) {
      return page(and(eq(jobs.hrId, hrId), isNull(jobs.deletedAt)), [desc(jobs.createdAt), desc(jobs.id)], {
        offset,
        limit,
      });
    },

    /**
     * A page of jobs for the administrators, most recently changed first (or by creation, either way);
     * `under_review` is the review queue (new jobs and edits of approved jobs awaiting review). Text filters go
     * through the token index, then their exact substring is checked. The total is exact up to SEARCH_TOTAL_CAP,
     * like a search's: the unfiltered list of every job must not count them all.
     */
    adminJobs(filters: AdminJobFilters, offset: number, limit: number) {
      const byHr = filters.publisher && /^\d{1,9}$/.test(filters.publisher) ? Number(filters.publisher) : undefined;
      const publisherName = byHr === undefined ? filters.publisher : undefined;
      // Each text filter: all of its tokens through the token index, then its exact substring.
      const tokenConditions = [filters.keyword, filters.company, publisherName].map(keywordCondition);
      const conditions = [isNull(jobs.deletedAt), ...tokenConditions];
      if (filters.reviewStatus === 'under_review')
        conditions.push(or(eq(jobs.reviewStatus, 'under_review'), eq(jobs.pendingReviewStatus, 'under_review')));
      else if (filters.reviewStatus) conditions.push(eq(jobs.reviewStatus, filters.reviewStatus));
      if (filters.status) conditions.push(eq(jobs.status, JOB_STATUS[filters.status]));
      if (filters.company) conditions.push(containsText(jobs.company, filters.company));
      if (publisherName) conditions.push(containsText(jobs.publisherName, publisherName));
      if (byHr !== undefined) conditions.push(eq(jobs.hrId, byHr));
      const column = filters.sort === 'created' ? jobs.createdAt : jobs.updatedAt;
      const direction = filters.order === 'asc' ? asc : desc;
      const order = [direction(column), direction(jobs.id)];
      const list = (on: Db) => page(and(...conditions), order, { offset, limit, cap: SEARCH_TOTAL_CAP }, on);
      if (!tokenConditions.some(Boolean)) return list(db);
      return db.transaction(async (tx) => {
        await tx.execute(PREFER_TOKEN_INDEX);
        return list(tx);
      });
    },

    async jobOptions(hrId: number) {
      return db
        .select({ id: jobs.id, title: jobs.title })
        .from(jobs)
        .where(and(eq(jobs.hrId, hrId), isNull(jobs.deletedAt)))
        .orderBy(desc(jobs.createdAt), desc(jobs.id));
    },

    /** Live applicants per job (withdrawn ones left out), and how many are still unread (submitted). */
    async applicantCounts(jobIds: number[]) {
      const counts = new Map<number, { all: number; fresh: number }>();
      if (jobIds.length === 0) return counts;
      const rows = await db
        .select({
          jobId: applications.jobId,
          all: count(),
          fresh: sql<number>`count(*) filter (where ${applications.status} = 'submitted')`.mapWith(Number),
        })
        .from(applications)
        .where(and(inArray(applications.jobId, jobIds), isLive))
        .groupBy(applications.jobId);
      for (const row of rows) counts.set(row.jobId, { all: row.all, fresh: row.fresh });
      return counts;
    },

    async setJobStatus(id: number, status: JobStatus) {
      await updateJob(id, { status });
    },

    async softDelete(id: number) {
      await updateJob(id, { deletedAt: new Date() });
    },

    async review(id: number, reviewStatus: ReviewStatus, reason: string, adminId: number) {
      await updateJob(id, { reviewStatus, rejectReason: reason, reviewedAt: new Date(), reviewedBy: adminId });
    },

    /** Keeps an edit of an approved job for review; the live columns and search tokens stay as they are. */
    async holdEdit(id: number, edit: JobEdit, revision: number) {
      await updateJob(id, {
        revision,
        pendingEdit: edit,
        pendingReviewStatus: 'under_review',
        pendingRejectReason: '',
        pendingUpdatedAt: new Date(),
      });
    },

    /** Turns down a held edit: the live version stays, the edit and the reason stay for the HR to see. */
    async rejectEdit(id: number, reason: string, adminId: number) {
      await updateJob(id, {
        pendingReviewStatus: 'rejected',
        pendingRejectReason: reason,
        reviewedAt: new Date(),
        reviewedBy: adminId,
      });
    },

    /**
     * Null when the seeker has a live application to this job (the partial unique index of live applications
     * decides, even under a race); a withdrawn one does not count (ADR 0093).
     */
    async insertApplication(values: { jobId: number; seekerId: number; hrId: number; openDays: number }) {
      const rows = await db
        .insert(applications)
        .values({ ...values, openedUntil: sql`now() + make_interval(days => ${values.openDays})` })
        .onConflictDoNothing({ target: [applications.jobId, applications.seekerId], where: LIVE_INDEX_PREDICATE })
        .returning();
      return rows[0] ?? null;
    },

    /** The seeker's live applications to these jobs (withdrawn ones are history: the seeker may apply again). */
    async applicationsOf(seekerId: number, jobIds: number[]) {
      if (jobIds.length === 0) return [];
      return db
        .select()
        .from(applications)
        .where(and(eq(applications.seekerId, seekerId), inArray(applications.jobId, jobIds), isLive));
    },

    async findApplication(id: number) {
      const rows = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * Moves a live application; `reason` is kept only with a rejection (what the seeker was told). Null when the
     * application is gone or was withdrawn meanwhile (a withdrawn one never moves again).
     */
    async moveApplication(id: number, status: ApplicationStatus, reason = '') {
      const column = STATUS_COLUMN[status];
      const rejectReason = status === 'rejected' ? reason : '';
      const [row] = await db
        .update(applications)
        .set({ status, rejectReason, updatedAt: sql`now()`, ...(column ? { [column]: sql`now()` } : {}) })
        .where(and(eq(applications.id, id), isLive))
        .returning();
      return row ?? null;
    },

    /**
     * Withdraws the application if it is still in one of `from` (checked in the update, so a move by the HR in
     * between wins); its resume stops being open to the HR through it. Null when it was not.
     */
    async withdrawApplication(id: number, from: readonly ApplicationStatus[]) {
      const [row] = await db
        .update(applications)
        .set({
          status: 'withdrawn',
          updatedAt: sql`now()`,
          withdrawnAt: sql`now()`,
          openedUntil: sql`least(${applications.openedUntil}, now())`,
        })
        .where(and(eq(applications.id, id), inArray(applications.status, [...from])))
        .returning();
      return row ?? null;
    },

    /** A seeker's deliveries with their jobs (deleted jobs included: the history stays). */
    seekerApplications(seekerId: number, offset: number, limit: number) {
      const where = eq(applications.seekerId, seekerId);
      return applicationPage(
        where,
        db
          .select({
            application: applications,
            job: {
              title: jobs.title,
              company: jobs.company,
              city: jobs.city,
              address: jobs.address,
              salary: jobs.salary,
              status: jobs.status,
              deletedAt: jobs.deletedAt,
            },
          })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(where)
          .orderBy(...newestApplications)
          .limit(limit)
          .offset(offset),
      );
    },

    jobApplicants(jobId: number, offset: number, limit: number, status?: ApplicationStatus) {
      const where = and(eq(applications.jobId, jobId), status ? eq(applications.status, status) : undefined) as SQL;
      return applicationPage(
        where,
        db
          .select({ application: applications, nickName: users.nickName, profilePicUrl: users.profilePicUrl })
          .from(applications)
          .innerJoin(users, eq(users.id, applications.seekerId))
          .where(where)
          .orderBy(...newestApplications)
          .limit(limit)
          .offset(offset),
      );
    },

    /** True while one of the seeker's applications to this HR keeps the resume open. */
    async hasOpenApplication(hrId: number, seekerId: number) {
      const rows = await db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.hrId, hrId),
            eq(applications.seekerId, seekerId),
            gt(applications.openedUntil, sql`now()`),
            // A withdrawn application no longer opens the resume: the seeker took it back.
            isLive,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Ids of the jobs (deleted ones too: they may come back into a seeker's history) linked to a catalogue entry. */
    async jobIdsLinkedTo(kind: 'major' | 'certificate', catalogueId: number, afterId: number, limit: number) {
      const link =
        kind === 'major'
          ? { table: jobMajors, jobId: jobMajors.jobId, ref: jobMajors.majorId }
          : { table: jobCertificates, jobId: jobCertificates.jobId, ref: jobCertificates.certificateId };
      const rows = await db
        .select({ id: link.jobId })
        .from(link.table)
        .where(and(eq(link.ref, catalogueId), gt(link.jobId, afterId)))
        .orderBy(asc(link.jobId))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The texts a job's search tokens are made of (see job-tokens.ts). */
    tokenSources(ids: number[]) {
      return db
        .select({
          id: jobs.id,
          title: jobs.title,
          description: jobs.description,
          company: jobs.company,
          address: jobs.address,
          publisher_name: jobs.publisherName,
          city: jobs.city,
          job_type: jobs.jobType,
          experience: jobs.experience,
          salary: jobs.salary,
        })
        .from(jobs)
        .where(inArray(jobs.id, ids));
    },

    async setTokens(id: number, tokens: { searchTokens: string[]; titleTokens: string[] }) {
      await db.update(jobs).set(tokens).where(eq(jobs.id, id));
    },

    /** Live (undeleted) jobs linking each of `ids` (the admin catalogue's usage column; the link index per id). */
    async catalogueUsage(kind: 'major' | 'certificate', ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const link = catalogueLink(kind);
      const rows = await db
        .select({ id: link.ref, n: count() })
        .from(link.table)
        .innerJoin(jobs, eq(jobs.id, link.jobId))
        .where(and(inArray(link.ref, ids), isNull(jobs.deletedAt)))
        .groupBy(link.ref);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** Moves every job link of catalogue entry `from` to `to` (a job linking both keeps one link); the jobs moved. */
    async relinkCatalogue(kind: 'major' | 'certificate', from: number, to: number): Promise<number> {
      const link = catalogueLink(kind);
      const ref = sql.identifier(link.ref.name);
      await db.execute(
        sql`insert into ${link.table} (job_id, ${ref}) select job_id, ${to} from ${link.table} where ${ref} = ${from} on conflict do nothing`,
      );
      const moved = await db.delete(link.table).where(eq(link.ref, from)).returning({ id: link.jobId });
      return moved.length;
    },

    /**
     * Figures of the admin dashboard (ADR 0101), each one aggregate: undeleted jobs per review status and
     * status (an index-only scan of jobs_dashboard_idx, migration 0018), edits awaiting review (the partial
     * jobs_edits_under_review_idx) and all applications (a scan of the whole table: ADR 0101 gives its cost).
     */
    async jobStats() {
      const [byStatus, [edits], [applied]] = await Promise.all([
        db
          .select({ reviewStatus: jobs.reviewStatus, status: jobs.status, n: count() })
          .from(jobs)
          .where(isNull(jobs.deletedAt))
          .groupBy(jobs.reviewStatus, jobs.status),
        db
          .select({ n: count() })
          .from(jobs)
          .where(and(eq(jobs.pendingReviewStatus, 'under_review'), isNull(jobs.deletedAt))),
        db.select({ n: count() }).from(applications),
      ]);
      return { byStatus, editsUnderReview: edits?.n ?? 0, applications: applied?.n ?? 0 };
    },

    /** Jobs posted and applications sent per UTC day of the last `days` days (indexes on created_at). */
    dailyNew: async (days: number) => {
      const [posted, applied] = await Promise.all([
        dailyCounts(db, { table: jobs, at: jobs.createdAt }, days),
        dailyCounts(db, { table: applications, at: applications.createdAt }, days),
      ]);
      return { jobs: posted, applications: applied };
    },

    /**
     * The newest recruiting, listed jobs linking catalogue entry `id` (a certificate or major page) and how many
     * there are, exact up to SEARCH_TOTAL_CAP; the link index finds them.
     */
    recruitingLinkedTo(kind: 'major' | 'certificate', id: number, limit: number) {
      const link = catalogueLink(kind);
      const linked = db.select({ id: link.jobId }).from(link.table).where(eq(link.ref, id));
      const where = and(listedJobs(), eq(jobs.status, JOB_STATUS.recruiting), inArray(jobs.id, linked));
      return page(where, [desc(jobs.createdAt), desc(jobs.id)], { offset: 0, limit, cap: SEARCH_TOTAL_CAP });
    },

    /**
     * Per major linked by a listed job: the recruiting jobs, and the jobs posted in the last 30 days and in the 30
     * before (the hot majors' periodic recompute; one pass over the major links).
     */
    async majorDemand() {
      const recent = sql`${jobs.createdAt} > now() - interval '30 days'`;
      const before = sql`${jobs.createdAt} <= now() - interval '30 days' and ${jobs.createdAt} > now() - interval '60 days'`;
      return db
        .select({
          id: jobMajors.majorId,
          recruiting: sql<number>`(count(*) filter (where ${jobs.status} = ${JOB_STATUS.recruiting}))::int`,
          recent: sql<number>`(count(*) filter (where ${recent}))::int`,
          before: sql<number>`(count(*) filter (where ${before}))::int`,
        })
        .from(jobMajors)
        .innerJoin(jobs, eq(jobs.id, jobMajors.jobId))
        .where(listedJobs())
        .groupBy(jobMajors.majorId);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
