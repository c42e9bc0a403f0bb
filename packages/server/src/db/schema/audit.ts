import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Every administrator's write (ADR 0101), owned by the audit area and written in the transaction of
 * the write itself: a write that rolls back leaves no entry, and no write goes unrecorded.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first is the primary key order; each filter has an index ending in id so a page is an index walk.
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id.desc()),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
