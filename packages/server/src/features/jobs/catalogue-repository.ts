import { JOB_STATUS } from '@app/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobCertificates, jobMajors, jobs } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';
import { jobRows } from './job-repository.ts';
import { listedJobs } from './search-sql.ts';

type CatalogueKind = 'major' | 'certificate';

/** The link table of jobs to a catalogue (majors or certificates). */
function catalogueLink(kind: CatalogueKind) {
  return kind === 'major'
    ? { table: jobMajors, jobId: jobMajors.jobId, ref: jobMajors.majorId }
    : { table: jobCertificates, jobId: jobCertificates.jobId, ref: jobCertificates.certificateId };
}

/** Jobs through their certificate and major links: what the catalogue area asks of them. */
export function createCatalogueRepository(db: Db) {
  return {
    /** Ids of the jobs (deleted ones too: they may come back into a seeker's history) linked to a catalogue entry. */
    async jobIdsLinkedTo(kind: CatalogueKind, catalogueId: number, afterId: number, limit: number) {
      const link = catalogueLink(kind);
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
    async catalogueUsage(kind: CatalogueKind, ids: number[]): Promise<Map<number, number>> {
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
    async relinkCatalogue(kind: CatalogueKind, from: number, to: number): Promise<number> {
      const link = catalogueLink(kind);
      const ref = sql.identifier(link.ref.name);
      await db.execute(
        sql`insert into ${link.table} (job_id, ${ref}) select job_id, ${to} from ${link.table} where ${ref} = ${from} on conflict do nothing`,
      );
      const moved = await db.delete(link.table).where(eq(link.ref, from)).returning({ id: link.jobId });
      return moved.length;
    },

    /**
     * The newest recruiting, listed jobs linking catalogue entry `id` (a certificate or major page) and how many
     * there are, exact up to SEARCH_TOTAL_CAP; the link index finds them.
     */
    async recruitingLinkedTo(kind: CatalogueKind, id: number, limit: number) {
      const link = catalogueLink(kind);
      const linked = db.select({ id: link.jobId }).from(link.table).where(eq(link.ref, id));
      const where = and(listedJobs(), eq(jobs.status, JOB_STATUS.recruiting), inArray(jobs.id, linked));
      const [rows, counted] = await Promise.all([
        jobRows(db, where, [desc(jobs.createdAt), desc(jobs.id)], 0, limit),
        countUpTo(db, { table: jobs, id: jobs.id }, where),
      ]);
      return { rows, ...counted };
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
