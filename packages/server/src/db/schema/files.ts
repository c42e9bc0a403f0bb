import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every server instance must share (docs/architecture.md#several-instances: stateless instances on one
 * database), e.g. the key that signs file URLs. Created on first use, never returned by any API.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
