import {
  CITIES,
  type City,
  type ExperienceBand,
  type JobSearchQuery,
  type JobType,
  type SalaryBand,
} from '@app/shared';
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

/** The filters of a search call's query string. */
export function filtersOf(query: JobSearchQuery): JobFilters {
  return {
    keyword: query.key_word,
    address: query.address,
    company: query.company,
    publisherName: query.publisher_name,
    certIds: query.cert,
    majorIds: query.major,
    jobType: query.job_type,
    experience: query.experience,
    salary: query.salary,
  };
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Case-insensitive substring, without LIKE so `%` and `_` in user text mean themselves. */
const containsText = (column: AnyColumn, text: string) =>
  sql`strpos(lower(${column}), ${text.normalize('NFKC').toLowerCase()}) > 0`;

/** A city given as its value or its Chinese or English name (上海, 上海市, Shanghai). */
export function cityOf(text: string): City | undefined {
  const t = text.trim().toLowerCase().replace(/市$/, '');
  return CITIES.find((c) => c.value === t || c.zh === t || c.en.toLowerCase() === t)?.value;
}

const freeTextAddress = (filters: JobFilters) =>
  filters.address && !cityOf(filters.address) ? filters.address : undefined;

/**
 * Every token a matching job must hold: the keyword's, and those of the company, publisher and
 * address texts (their tokens are in `search_tokens` too, so the index narrows those filters as well).
 */
function requiredTokens(filters: JobFilters): string[] {
  const texts = [filters.keyword, filters.company, filters.publisherName, freeTextAddress(filters)];
  return [...new Set(texts.flatMap((text) => queryTokens(text)))];
}

/** True when the search goes through the token index. */
export const usesTokenIndex = (filters: JobFilters) => requiredTokens(filters).length > 0;

/**
 * The planner costs a scan by heap pages and does not count detoasting each row's token array, so
 * it likes to evaluate `@>` as a filter over every row (ten times slower than the GIN bitmap scan on
 * 50,000 jobs, bench/reports/jobs-search.md). Token searches therefore keep the `@>` in a subquery
 * of its own and run with this setting inside their transaction.
 */
export const PREFER_TOKEN_INDEX = sql`set local enable_seqscan = off`;

/** Jobs a job seeker may see in lists: approved and not deleted. */
export const listedJobs = () => and(eq(jobs.reviewStatus, 'approved'), isNull(jobs.deletedAt));

export function searchConditions(filters: JobFilters): SQL[] {
  const out: Array<SQL | undefined> = [];
  const tokens = requiredTokens(filters);
  if (tokens.length) {
    // An array subquery is planned on its own (an InitPlan): the planner cannot fold it into the outer scan.
    const matching = sql`select tm.id from ${jobs} tm where tm.search_tokens @> ${textArray(tokens)}`;
    out.push(sql`${jobs.id} = any(array(${matching}))`);
  }
  const city = filters.address ? cityOf(filters.address) : undefined;
  if (city) out.push(eq(jobs.city, city));
  const address = freeTextAddress(filters);
  if (address) out.push(containsText(jobs.address, address));
  if (filters.company) out.push(containsText(jobs.company, filters.company));
  if (filters.publisherName) out.push(containsText(jobs.publisherName, filters.publisherName));
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
