import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** An HR's company info (docs/product/jobs.md#company-info), one row per HR; owned by the company-info area. */
export const companyInfo = pgTable(
  'company_info',
  {
    hrId: integer('hr_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hrName: text('hr_name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    wechat: text('wechat').notNull(),
    mobile: text('mobile').notNull(),
    companyName: text('company_name').notNull(),
    companyDesc: text('company_desc').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The API bounds every field (shared COMPANY_LIMITS); the table refuses anything far past them.
    check('company_info_lengths', sql`char_length(${t.companyDesc}) <= 2000 and char_length(${t.address}) <= 200`),
  ],
);
