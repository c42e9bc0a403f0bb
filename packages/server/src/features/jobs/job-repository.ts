import type { CatalogOption, JobStatus } from '@app/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { applications, certificates, jobCertificates, jobMajors, jobs, majors } from '../../db/schema/index.ts';
import { liveApplication, type OwnApplication } from './applicant-repository.ts';
import type { JobLinks } from './presenters.ts';

export type JobRow = Omit<typeof jobs.$inferSelect, 'searchTokens' | 'titleTokens'>;
export type NewJob = Omit<typeof jobs.$inferInsert, 'id' | 'createdAt'>;

/** Every job column but the token arrays: nothing reads those back. */
export const jobColumns = {
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

/**
 * A job read for a viewer. For a job seeker it carries their live application (null: none), read in the job's
 * own row; undefined when not read (another role, or a list read without it).
 */
export type JobView = JobWithLinks & { ownApplication?: OwnApplication | null };

/** The columns of a job read for `seekerId` (null: a viewer who is not a job seeker). */
export function viewColumns(seekerId: number | null) {
  if (seekerId === null) return jobWithLinksColumns;
  const a = applications;
  const fields = sql`json_build_object('id', ${a.id}, 'status', ${a.status}, 'openDays', ${a.openDays},
    'openedUntil', ${a.openedUntil}, 'createdAt', ${a.createdAt})`;
  // Nested one level, as linkedEntries is: drizzle then writes each column with its table (a column interpolated
  // directly into a select's column loses it in a one-table select, and "id" would be the application's own).
  const own = sql<OwnApplication | null>`(${sql`select ${fields} from ${a}
    where ${a.jobId} = ${jobs.id} and ${a.seekerId} = ${seekerId} and ${liveApplication} limit 1`})`;
  const ownApplication = own.mapWith((value: (OwnApplication & { openedUntil: string; createdAt: string }) | null) =>
    value === null
      ? null
      : { ...value, openedUntil: new Date(value.openedUntil), createdAt: new Date(value.createdAt) },
  );
  return { ...jobWithLinksColumns, ownApplication };
}

/** A page of job rows matching `where` in `order` (the caller counts them as its list needs). */
export async function jobRows(db: Db, where: SQL | undefined, order: SQL[], offset: number, limit: number) {
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows as JobRow[];
}

/** One job's row and its catalogue links, as every part of the area reads and changes them. */
export function createJobRepository(db: Db) {
  async function updateJob(id: number, values: Partial<NewJob>) {
    await db
      .update(jobs)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(jobs.id, id));
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

    /** A job that has not been deleted. */
    async findJob(id: number): Promise<JobRow | null> {
      const rows = await db
        .select(jobColumns)
        .from(jobs)
        .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
        .limit(1);
      return rows[0] ?? null;
    },

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
     * an administrator's review of the job read it this way, so one waits for the other (ADR 0092).
     */
    async lockJob(id: number): Promise<JobRow | null> {
      const rows = await db
        .select(jobColumns)
        .from(jobs)
        .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
        .for('update');
      return rows[0] ?? null;
    },

    updateJob,

    async replaceLinks(jobId: number, certIds: number[], majorIds: number[]) {
      await db.delete(jobCertificates).where(eq(jobCertificates.jobId, jobId));
      await db.delete(jobMajors).where(eq(jobMajors.jobId, jobId));
      if (certIds.length)
        await db.insert(jobCertificates).values(certIds.map((certificateId) => ({ jobId, certificateId })));
      if (majorIds.length) await db.insert(jobMajors).values(majorIds.map((majorId) => ({ jobId, majorId })));
    },

    async setJobStatus(id: number, status: JobStatus) {
      await updateJob(id, { status });
    },

    async softDelete(id: number) {
      await updateJob(id, { deletedAt: new Date() });
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
