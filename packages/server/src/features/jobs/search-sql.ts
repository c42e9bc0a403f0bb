import { CITIES, type City, type ExperienceBand, type JobType, type SalaryBand } from '@app/shared';
import { type AnyColumn, and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { jobCertificates, jobMajors, jobs } from '../../db/schema/index.ts';
import { queryTokens } from '../../lib/search-tokens.ts';

export type JobFilters = {
  keyword?: string | undefined;
  address?: string | undefined;
  company?: string | undefined;
  publisherName?: string | undefined;
  certIds?: number[] | undefined;
  majorIds?: number[] | undefined;
  jobType?: JobType | undefined;
  experience?: ExperienceBand | undefined;
  salary?: SalaryBand | undefined;
};

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The row's tokens contain every token of the text (served by the GIN index). */
function containsTokens(column: AnyColumn, text: string): SQL | undefined {
  const tokens = queryTokens(text);
  return tokens.length ? sql`${column} @> ${textArray(tokens)}` : undefined;
}

/** Case-insensitive substring, without LIKE so `%` and `_` in user text mean themselves. */
const containsText = (column: AnyColumn, text: string) =>
  sql`strpos(lower(${column}), ${text.normalize('NFKC').toLowerCase()}) > 0`;

/** The narrowed index filter first, then the exact check on the few rows it leaves. */
const fieldContains = (column: AnyColumn, text: string) =>
  and(containsTokens(jobs.searchTokens, text), containsText(column, text));

/** A city given as its value or its Chinese or English name (上海, 上海市, Shanghai). */
export function cityOf(text: string): City | undefined {
  const t = text.trim().toLowerCase().replace(/市$/, '');
  return CITIES.find((c) => c.value === t || c.zh === t || c.en.toLowerCase() === t)?.value;
}

/** Jobs a job seeker may see in lists: approved and not deleted. */
export const listedJobs = () => and(eq(jobs.reviewStatus, 'approved'), isNull(jobs.deletedAt));

export function searchConditions(filters: JobFilters): SQL[] {
  const out: Array<SQL | undefined> = [];
  if (filters.keyword) out.push(containsTokens(jobs.searchTokens, filters.keyword));
  if (filters.address) {
    const city = cityOf(filters.address);
    out.push(city ? eq(jobs.city, city) : fieldContains(jobs.address, filters.address));
  }
  if (filters.company) out.push(fieldContains(jobs.company, filters.company));
  if (filters.publisherName) out.push(fieldContains(jobs.publisherName, filters.publisherName));
  if (filters.certIds?.length) {
    out.push(
      sql`exists (select 1 from ${jobCertificates} where ${jobCertificates.jobId} = ${jobs.id} and ${jobCertificates.certificateId} in ${filters.certIds})`,
    );
  }
  if (filters.majorIds?.length) {
    out.push(
      sql`exists (select 1 from ${jobMajors} where ${jobMajors.jobId} = ${jobs.id} and ${jobMajors.majorId} in ${filters.majorIds})`,
    );
  }
  if (filters.jobType) out.push(eq(jobs.jobType, filters.jobType));
  if (filters.experience) out.push(eq(jobs.experience, filters.experience));
  if (filters.salary) out.push(eq(jobs.salary, filters.salary));
  return out.filter((c): c is SQL => c !== undefined);
}

/** Query tokens past this many do not change the ranking (they still filter). */
const RANKED_TOKENS = 16;

/**
 * Relevance of a keyword match: how many of the keyword's tokens the title holds, plus one when the
 * title contains the keyword as typed. Ties are broken by recency.
 */
export function relevance(keyword: string): SQL {
  const hits = queryTokens(keyword)
    .slice(0, RANKED_TOKENS)
    .map((token) => sql`(${jobs.titleTokens} @> ${textArray([token])})::int`);
  return sql.join([...hits, sql`(${containsText(jobs.title, keyword.trim())})::int`], sql` + `);
}
