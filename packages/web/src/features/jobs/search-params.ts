import { EXPERIENCE_BAND_VALUES, JOB_SORT_VALUES, JOB_TYPE_VALUES, PAGE_SIZES, SALARY_BAND_VALUES } from '@app/shared';

export const PAGE_SIZE_OPTIONS = PAGE_SIZES.jobs.options as readonly number[];

/** The /jobs filters as the search form holds them. */
export type JobFilters = {
  key_word?: string;
  address?: string;
  company?: string;
  publisher_name?: string;
  cert?: number[];
  major?: number[];
  job_type?: string;
  experience?: string;
  salary?: string;
  /** relevance (the default), newest, salary or match; kept in the URL like the filters. */
  sort?: string;
};

export type JobSearch = { pn: number; pSize: number; filters: JobFilters };

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const oneOf = (value: string | null, allowed: readonly string[]) =>
  value && allowed.includes(value) ? value : undefined;

/** The search lives in the URL (a keyword in the URL pre-fills the search), so reload and back work. */
export function readJobSearch(params: URLSearchParams): JobSearch {
  const pn = Number(params.get('pn'));
  const size = Number(params.get('p_size'));
  return {
    pn: Number.isInteger(pn) && pn > 0 ? pn : 1,
    pSize: PAGE_SIZE_OPTIONS.includes(size) ? size : PAGE_SIZES.jobs.default,
    filters: {
      key_word: params.get('key_word') ?? undefined,
      address: params.get('address') ?? undefined,
      company: params.get('company') ?? undefined,
      publisher_name: params.get('publisher_name') ?? undefined,
      cert: ids(params.get('cert')),
      major: ids(params.get('major')),
      job_type: oneOf(params.get('job_type'), JOB_TYPE_VALUES),
      experience: oneOf(params.get('experience'), EXPERIENCE_BAND_VALUES),
      salary: oneOf(params.get('salary'), SALARY_BAND_VALUES),
      sort: oneOf(params.get('sort'), JOB_SORT_VALUES),
    },
  };
}

/** The URL (and API) parameters of a search; each parameter is omitted when empty. */
export function jobSearchQuery(filters: JobFilters, pn: number, pSize: number): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value.trim() : '';
    if (text) query[key] = text;
  }
  if (pn > 1) query.pn = String(pn);
  if (pSize !== PAGE_SIZES.jobs.default) query.p_size = String(pSize);
  return query;
}

/** The pager moved: another page keeps the size; a new size starts again at page 1. */
export function pagedJobSearchQuery(search: JobSearch, page: number, size: number): Record<string, string> {
  return jobSearchQuery(search.filters, size === search.pSize ? page : 1, size);
}

/** The filters of a search (not its keyword nor its order) that hold a value. */
export function activeFilterCount({ key_word: _keyword, sort: _sort, ...filters }: JobFilters): number {
  return Object.values(filters).filter((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value?.trim())))
    .length;
}
