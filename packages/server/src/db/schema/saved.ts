import type { SavedSearchQuery } from '@app/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { jobs } from './jobs.ts';

// Saved jobs and saved searches of job seekers, owned by the jobs area (ADR 0094).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A job a seeker keeps for later; it stays (shown as ended) when the job ends or its HR deletes it. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('saved_jobs_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.jobId.desc().nullsFirst()),
    index('saved_jobs_job_idx').on(t.jobId),
  ],
);

/** A seeker's /jobs search kept by name; with `alert` on, new matching jobs are messaged at most once a day. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The query fields of GET /u/v1/hunter/search/job, as that call parses them. */
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    alert: boolean('alert').notNull().default(true),
    /** Jobs approved after this are new to the search's alert. */
    checkedUntil: at('checked_until').notNull().defaultNow(),
    lastAlertAt: at('last_alert_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** The alert task takes the searches checked longest ago first. */
    index('saved_searches_alert_idx').on(t.checkedUntil, t.id).where(sql`${t.alert}`),
  ],
);
