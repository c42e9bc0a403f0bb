import {
  CITIES,
  type City,
  type ExperienceBand,
  type JobSearchQuery,
  type JobSort,
  type JobType,
  SALARY_BAND_VALUES,
  type SalaryBand,
} from '@app/shared';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import {
  containsText,
  facetToken,
  facetTokens,
  holdsAll,
  type SearchRequest,
  type SearchSource,
} from '../../lib/search/index.ts';
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
  sort?: JobSort | undefined;
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
    sort: query.sort,
  };
}

/** A city given as its value or its Chinese or English name (上海, 上海市, Shanghai). */
function cityOf(text: string): City | undefined {
  const t = text.trim().toLowerCase().replace(/市$/, '');
  return CITIES.find((c) => c.value === t || c.zh === t || c.en.toLowerCase() === t)?.value;
}

const freeTextAddress = (filters: JobFilters) =>
  filters.address && !cityOf(filters.address) ? filters.address : undefined;

/** Jobs a job seeker may see in lists: approved and not deleted (the predicate of jobs_listed_recent_idx). */
export const listedJobs = () => and(eq(jobs.reviewStatus, 'approved'), isNull(jobs.deletedAt));

/** The jobs seekers search: listed ones, newest first, the title ranking first (ADR 0090). */
export const listedJobsSource = (): SearchSource => ({
  table: jobs,
  id: jobs.id,
  tokens: jobs.searchTokens,
  rankTokens: jobs.titleTokens,
  visible: sql`${jobs.reviewStatus} = 'approved' and ${jobs.deletedAt} is null`,
  recency: [desc(jobs.createdAt), desc(jobs.id)],
});

/** Salary bands, highest first: every job has one, so the salary order is their facet tokens in turn. */
const HIGHEST_SALARY_FIRST = [...SALARY_BAND_VALUES].reverse().map((band) => facetToken('salary', band));

/** How the search orders its matches; the best match is ordered by the jobs service (match-order.ts). */
function orderOf(sort: JobSort | undefined): SearchRequest['order'] {
  if (sort === 'newest') return 'newest';
  if (sort === 'salary') return { tokensInTurn: HIGHEST_SALARY_FIRST };
  return 'relevance';
}

/**
 * A job search as tokens: the keyword's; the facets of city, type, experience, salary, majors and certificates;
 * and the tokens of the company, publisher and address texts, whose exact substring is then checked.
 */
export function searchRequest(filters: JobFilters): SearchRequest {
  const city = filters.address ? cityOf(filters.address) : undefined;
  const address = freeTextAddress(filters);
  const texts = [filters.company, filters.publisherName, address];
  const required = [
    ...texts.flatMap((text) => queryTokens(text)),
    ...(city ? [facetToken('city', city)] : []),
    ...(filters.jobType ? [facetToken('type', filters.jobType)] : []),
    ...(filters.experience ? [facetToken('exp', filters.experience)] : []),
    ...(filters.salary ? [facetToken('salary', filters.salary)] : []),
  ];
  const exact: SQL[] = [];
  if (address) exact.push(containsText(jobs.address, address));
  if (filters.company) exact.push(containsText(jobs.company, filters.company));
  if (filters.publisherName) exact.push(containsText(jobs.publisherName, filters.publisherName));
  return {
    keyword: queryTokens(filters.keyword),
    required,
    anyOf: [facetTokens('cert', filters.certIds ?? []), facetTokens('major', filters.majorIds ?? [])],
    exact,
    order: orderOf(filters.sort),
  };
}

/**
 * The planner costs a scan by heap pages and does not count detoasting each row's token array, so on a count of
 * every match it likes to evaluate `@>` as a filter over every row (bench/reports/jobs-search.md). The admin
 * list, which still counts exactly, keeps the `@>` in a subquery of its own and runs with this setting.
 */
export const PREFER_TOKEN_INDEX = sql`set local enable_seqscan = off`;

/** The admin list's keyword condition (all of the keyword's tokens, through the token index). */
export function keywordCondition(keyword: string | undefined): SQL | undefined {
  const tokens = queryTokens(keyword);
  if (tokens.length === 0) return undefined;
  // An array subquery is planned on its own (an InitPlan): the planner cannot fold it into the outer scan.
  const matching = sql`select tm.id from ${jobs} tm where ${holdsAll(sql`tm.search_tokens`, tokens)}`;
  return sql`${jobs.id} = any(array(${matching}))`;
}
