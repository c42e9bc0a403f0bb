import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('3'),
    nickName: text('nick_name').notNull(),
    profilePicUrl: text('profile_pic_url').notNull().default(''),
    crudeNum: integer('crude_num').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_crude_num_non_negative', sql`${t.crudeNum} >= 0`),
    check('users_role_known', sql`${t.role} in ('1', '2', '3')`),
    // The administrators' user list (migration 0013, ADR 0101): its order, filters and sorts walk these.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_disabled_created_idx').on(t.createdAt, t.id).where(sql`${t.disabled}`),
    index('users_crude_num_idx').on(t.crudeNum, t.id),
    index('users_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);
