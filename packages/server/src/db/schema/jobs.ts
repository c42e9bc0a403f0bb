import type { JobEdit } from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { certificates, majors } from './catalog.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/** Codes mirrored from @app/shared (kept literal here so a migration never depends on runtime code). */
const JOB_TYPES = ['full_time', 'part_time', 'internship'];
const EXPERIENCE = ['fresh', '1-3', '3-5', '5-10', '10+'];
const SALARY = ['0-5', '5-10', '10-20', '20-40', '40+'];
const REVIEW = ['under_review', 'approved', 'rejected'];
const EDIT_REVIEW = ['under_review', 'rejected'];
const PIPELINE = ['submitted', 'viewed', 'interviewing', 'offered', 'rejected', 'withdrawn'];
const APPLICANT_REJECT_REASON_MAX = 200;
const APPLICANT_NOTE_MAX = 1000;

/** A job posted by an HR user (docs/product/jobs.md). Only approved, undeleted jobs reach job seekers. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** The recruiter (`uid` in answers). */
    hrId: integer('hr_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    company: text('company').notNull(),
    companyDesc: text('company_desc').notNull().default(''),
    /** The contact person shown as the publisher. */
    publisherName: text('publisher_name').notNull(),
    description: text('description').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    wechat: text('wechat').notNull().default(''),
    jobType: text('job_type').notNull(),
    experience: text('experience').notNull(),
    salary: text('salary').notNull(),
    /** 1 recruiting, 2 ended. */
    status: smallint('status').notNull().default(1),
    reviewStatus: text('review_status').notNull().default('under_review'),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * An edit of an approved job awaiting review (ADR 0092): the columns above stay the live version seekers
     * see until an administrator approves it. Null when there is none.
     */
    pendingEdit: jsonb('pending_edit').$type<JobEdit>(),
    /** Of `pending_edit`: under_review or rejected (approving applies it and clears all three). */
    pendingReviewStatus: text('pending_review_status'),
    pendingRejectReason: text('pending_reject_reason').notNull().default(''),
    pendingUpdatedAt: at('pending_updated_at'),
    /**
     * The version an administrator reviews: 1 when posted, one more on every HR edit (of a new job or of a live
     * one). A review names the revision it decides and is refused when the job has moved on (ADR 0092).
     */
    revision: integer('revision').notNull().default(1),
    /**
     * Keyword search (docs/architecture.md#data): tokens of every searchable text (lib/search-tokens.ts) and the facet
     * tokens of the filters (`city:shanghai`, `major:12`; features/jobs/job-tokens.ts, ADR 0090).
     */
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    /** Tokens of the title alone: a match there ranks higher. */
    titleTokens: text('title_tokens').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Deleted by its HR: hidden everywhere except the seekers' own application history. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('jobs_search_tokens_gin').using('gin', t.searchTokens),
    /** The first relevance tier (the title holds the keyword) of a rare title token, ADR 0090. */
    index('jobs_title_tokens_gin').using('gin', t.titleTokens),
    index('jobs_listed_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.reviewStatus} = 'approved' and ${t.deletedAt} is null`),
    /** New approvals, for saved-search alerts (ADR 0094). */
    index('jobs_listed_reviewed_idx')
      .on(t.reviewedAt, t.id)
      .where(sql`${t.reviewStatus} = 'approved' and ${t.deletedAt} is null`),
    index('jobs_hr_idx').on(t.hrId, t.createdAt.desc().nullsFirst()),
    index('jobs_review_idx').on(t.reviewStatus, t.createdAt.desc().nullsFirst()),
    /** The administrators' review queue: new jobs and edits awaiting review, most recently changed first. */
    index('jobs_review_queue_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(
        sql`(${t.reviewStatus} = 'under_review' or ${t.pendingReviewStatus} = 'under_review') and ${t.deletedAt} is null`,
      ),
    /** The admin dashboard (migration 0018, ADR 0101): counts by review status and status, per day of posting. */
    index('jobs_dashboard_idx').on(t.reviewStatus, t.status).where(sql`${t.deletedAt} is null`),
    index('jobs_edits_under_review_idx')
      .on(t.id)
      .where(sql`${t.pendingReviewStatus} = 'under_review' and ${t.deletedAt} is null`),
    index('jobs_created_idx').on(t.createdAt),
    /** The admin job list (migration 0014): every job not deleted, by last change or by creation. */
    index('jobs_admin_updated_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('jobs_admin_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('jobs_admin_status_idx')
      .on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    check('jobs_status_known', sql`${t.status} in (1, 2)`),
    check('jobs_review_status_known', sql`${t.reviewStatus} in ${inList(REVIEW)}`),
    check(
      'jobs_pending_review_status_known',
      sql`(${t.pendingEdit} is null) = (${t.pendingReviewStatus} is null) and ${t.pendingReviewStatus} in ${inList(EDIT_REVIEW)}`,
    ),
    check('jobs_job_type_known', sql`${t.jobType} in ${inList(JOB_TYPES)}`),
    check('jobs_experience_known', sql`${t.experience} in ${inList(EXPERIENCE)}`),
    check('jobs_salary_known', sql`${t.salary} in ${inList(SALARY)}`),
  ],
);

/** Certificates a job requires (catalogue links). */
export const jobCertificates = pgTable(
  'job_certificates',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.certificateId] }), index('job_certificates_cert_idx').on(t.certificateId)],
);

/** Majors a job accepts (catalogue links). */
export const jobMajors = pgTable(
  'job_majors',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    majorId: integer('major_id')
      .notNull()
      .references(() => majors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.majorId] }), index('job_majors_major_idx').on(t.majorId)],
);

/** A job seeker's application; opens their resume to the job's HR until `opened_until`. */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hrId: integer('hr_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openDays: integer('open_days').notNull(),
    openedUntil: at('opened_until').notNull(),
    status: text('status').notNull().default('submitted'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    viewedAt: at('viewed_at'),
    interviewingAt: at('interviewing_at'),
    offeredAt: at('offered_at'),
    rejectedAt: at('rejected_at'),
    withdrawnAt: at('withdrawn_at'),
    /** Why the HR turned the applicant down, as the seeker was told; cleared when the HR moves them on again. */
    rejectReason: text('reject_reason').notNull().default(''),
    /** The job's HR's private note on the applicant; never shown to the seeker. */
    hrNote: text('hr_note').notNull().default(''),
    hrNoteUpdatedAt: at('hr_note_updated_at'),
  },
  (t) => [
    /** One live application per job and seeker; a withdrawn one leaves room to apply again (ADR 0093). */
    uniqueIndex('applications_job_seeker_live_unique').on(t.jobId, t.seekerId).where(sql`${t.status} <> 'withdrawn'`),
    index('applications_seeker_idx').on(t.seekerId, t.createdAt.desc().nullsFirst()),
    index('applications_job_idx').on(t.jobId, t.createdAt.desc().nullsFirst()),
    index('applications_hr_seeker_idx').on(t.hrId, t.seekerId, t.openedUntil),
    /** Hot jobs count the applications of the last 30 days. */
    index('applications_created_idx').on(t.createdAt),
    check('applications_open_days_range', sql`${t.openDays} between 1 and 365`),
    check('applications_status_known', sql`${t.status} in ${inList(PIPELINE)}`),
    check(
      'applications_reject_reason_length',
      sql`char_length(${t.rejectReason}) <= ${sql.raw(String(APPLICANT_REJECT_REASON_MAX))}`,
    ),
    check('applications_hr_note_length', sql`char_length(${t.hrNote}) <= ${sql.raw(String(APPLICANT_NOTE_MAX))}`),
  ],
);

/**
 * The recruiting, listed jobs with the most applications in the last 30 days, recomputed by the maintenance
 * sweep (features/jobs/hot-jobs.ts, ADR 0091). Readers join it to jobs again, so a job closed, deleted or taken
 * off review since the last recompute is never shown.
 */
export const hotJobs = pgTable('hot_jobs', {
  /** 1 = the most applications; among equals the newest job first. */
  rank: integer('rank').primaryKey(),
  jobId: integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  /** Applications of the 30 days before `computed_at`. */
  applications: integer('applications').notNull(),
  computedAt: at('computed_at').notNull().defaultNow(),
});
