import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** What a talent card shows besides its id and star, copied from the account and resume (ADR 0095). */
export type TalentCardFields = {
  name: string;
  chinese_name: string;
  profile_pic_url: string;
  major: string[];
  en_major: string[];
  certificate: string[];
  en_certificate: string[];
  experience: number | null;
  status: number | null;
  address: string;
  degree: number | null;
  enable_resume: number;
};

/**
 * The talent pool's search index (ADR 0095), owned by the talents area: one row per job seeker with a resume,
 * rewritten in the transaction of every change to what it copies (resume, account, catalogue names). HR searches
 * and the hot talents read only this table.
 */
export const talentIndex = pgTable(
  'talent_index',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shown to HR: a job seeker's account, not disabled, with a resume. */
    listed: boolean('listed').notNull().default(false),
    /** Waiting to be (re)built by the periodic task (rows backfilled by migration 0008). */
    stale: boolean('stale').notNull().default(false),
    /** The texts of the substring filters, checked exactly on the rows the tokens let through. */
    nickName: text('nick_name').notNull().default(''),
    address: text('address').notNull().default(''),
    card: jsonb('card').$type<TalentCardFields>(),
    /** Resume completeness, 0-5 (ADR 0095). */
    star: smallint('star').notNull().default(0),
    /**
     * Keyword tokens of the names, address, company, introduction, projects, majors and certificates, and the facet
     * tokens of the filters (`major:3`, `cert:7`, `exp:12`, `deg:2`; ADR 0090).
     */
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    /** Tokens of the nickname, Chinese name, majors and certificates: a keyword found there ranks first. */
    nameTokens: text('name_tokens').array().notNull().default(sql`'{}'::text[]`),
    /** When the seeker last changed their resume or account (recency inside a relevance tier). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('talent_index_search_tokens_gin').using('gin', t.searchTokens),
    index('talent_index_name_tokens_gin').using('gin', t.nameTokens),
    index('talent_index_listed_recent_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.userId.desc().nullsFirst())
      .where(sql`${t.listed}`),
    /** Hot talents: the most complete resumes, recently updated first. */
    index('talent_index_hot_idx')
      .on(t.star.desc().nullsFirst(), t.updatedAt.desc().nullsFirst(), t.userId.desc().nullsFirst())
      .where(sql`${t.listed}`),
    index('talent_index_stale_idx').on(t.userId).where(sql`${t.stale}`),
    check('talent_index_star_range', sql`${t.star} between 0 and 5`),
  ],
);
