import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { jobs } from './jobs.ts';

// Resume view permissions, owned by the permissions area (ADR 0096).

const at = (name: string) => timestamp(name, { withTimezone: true });
/** The HR or the seeker of a row; it goes with their account. */
const account = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Codes mirrored from @app/shared VIEW_REQUEST_STATES (kept literal so a migration never depends on runtime code). */
const STATES = "'pending', 'allowed', 'rejected', 'revoked'";
const MESSAGE_MAX = 500;

/**
 * An HR's request to view a seeker's resume and the seeker's answer: pending -> allowed | rejected, allowed ->
 * revoked. An allowed request is the grant the resume policy honours; one HR has at most one live (pending or
 * allowed) request per seeker, which the partial unique index enforces under races too.
 */
export const resumeViewRequests = pgTable(
  'resume_view_requests',
  {
    id: serial('id').primaryKey(),
    hrId: account('hr_id'),
    seekerId: account('seeker_id'),
    /** One of the HR's jobs the request is about, when chosen. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    state: text('state').notNull().default('pending'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the seeker answered, or revoked a granted permission. */
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('resume_view_requests_live_unique')
      .on(t.hrId, t.seekerId)
      .where(sql`${t.state} in ('pending', 'allowed')`),
    index('resume_view_requests_hr_idx').on(t.hrId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('resume_view_requests_seeker_idx').on(t.seekerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('resume_view_requests_state', sql`${t.state} in (${sql.raw(STATES)})`),
    check('resume_view_requests_message_length', sql`char_length(${t.message}) <= ${sql.raw(String(MESSAGE_MAX))}`),
  ],
);

/** Which HR opened which seeker's resume (GET /hr/get/user/resume/:id), when first and last, and how often. */
export const resumeViews = pgTable(
  'resume_views',
  {
    hrId: account('hr_id'),
    seekerId: account('seeker_id'),
    firstViewedAt: at('first_viewed_at').notNull().defaultNow(),
    lastViewedAt: at('last_viewed_at').notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.hrId, t.seekerId] }),
    index('resume_views_seeker_idx').on(t.seekerId, t.lastViewedAt.desc().nullsFirst(), t.hrId.desc().nullsFirst()),
  ],
);
