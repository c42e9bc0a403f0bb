import { PAGE_SIZES, STANDARD_LIMITS } from '@app/shared';
import { oneOf } from '../../lib/url-filters.ts';
import type { StandardFilters, StandardSearch } from './api.ts';

export const STANDARD_PAGE_SIZES = PAGE_SIZES.standards.options as readonly number[];
export const STANDARD_PAGE_SIZE = PAGE_SIZES.standards.default;
/** Longest text of one search field (a name fragment, a version, a note). */
export const STANDARD_FILTER_MAX = STANDARD_LIMITS.filter;
const FILTER_FIELDS = ['ch_name', 'en_name', 'ver', 'comment'] as const;

const text = (value: string | null | undefined) => value?.trim().slice(0, STANDARD_FILTER_MAX) || undefined;

/** The search lives in the URL (?ch_name=&en_name=&ver=&comment=&pn=&p_size=): reload, back and links keep it. */
export function readStandardSearch(params: URLSearchParams): StandardSearch {
  const pn = Number(params.get('pn'));
  const size = Number(params.get('p_size'));
  const filters: StandardFilters = {};
  for (const field of FILTER_FIELDS) {
    const value = text(params.get(field));
    if (value) filters[field] = value;
  }
  return {
    pn: Number.isInteger(pn) && pn > 0 && pn <= 100_000 ? pn : 1,
    psize: STANDARD_PAGE_SIZES.includes(size) ? size : STANDARD_PAGE_SIZE,
    filters,
  };
}

/** The URL of a search: empty fields, page 1 and the default size are left out. */
export function standardSearchUrl(filters: StandardFilters, pn: number, psize: number): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = text(filters[field]);
    if (value) query[field] = value;
  }
  if (pn > 1) query.pn = String(pn);
  if (psize !== STANDARD_PAGE_SIZE) query.p_size = String(psize);
  return query;
}

/** The pager moved: another page keeps the size; a new size starts again at page 1. */
export function pagedStandardSearchUrl(search: StandardSearch, page: number, size: number): Record<string, string> {
  return standardSearchUrl(search.filters, size === search.psize ? page : 1, size);
}

const MY_STANDARDS_TABS = ['standards', 'ledger'] as const;

/** /user/standard's tab, page and size in its URL (?tab=ledger&pn=2&p_size=20). */
export function readMyStandardsPage(params: URLSearchParams) {
  const { pn, psize } = readStandardSearch(params);
  return { tab: oneOf(MY_STANDARDS_TABS, params.get('tab')) ?? 'standards', pn, psize };
}
