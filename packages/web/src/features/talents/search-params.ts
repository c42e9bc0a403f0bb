import { PAGE_SIZES, TALENT_LIMITS } from '@app/shared';

export const TALENT_PAGE_SIZES = PAGE_SIZES.talents.options as readonly number[];
export const TALENT_PAGE_SIZE = PAGE_SIZES.talents.default;

/** The /talents filters as the search form holds them. */
export type TalentFilters = {
  key_word?: string;
  cert?: number[];
  major?: number[];
  min_experience?: number;
  degree?: number;
  address?: string;
  nick_name?: string;
};

export type TalentSearch = { pn: number; pSize: number; filters: TalentFilters };

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

function wholeIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

const text = (value: string | null) => value?.trim() || undefined;

/** The search lives in the URL, so reload, back and a shared link show the same page of the same search. */
export function readTalentSearch(params: URLSearchParams): TalentSearch {
  const pn = Number(params.get('pn'));
  const size = Number(params.get('p_size'));
  return {
    pn: Number.isInteger(pn) && pn > 0 ? pn : 1,
    pSize: TALENT_PAGE_SIZES.includes(size) ? size : TALENT_PAGE_SIZE,
    filters: {
      key_word: text(params.get('key_word')),
      cert: ids(params.get('cert')),
      major: ids(params.get('major')),
      min_experience: wholeIn(params.get('min_experience'), 0, TALENT_LIMITS.maxExperience),
      degree: wholeIn(params.get('degree'), 0, TALENT_LIMITS.maxDegree),
      address: text(params.get('address')),
      nick_name: text(params.get('nick_name')),
    },
  };
}

function written(value: TalentFilters[keyof TalentFilters], list: (ids: number[]) => string): string {
  if (Array.isArray(value)) return value.length ? list(value) : '';
  if (typeof value === 'number') return String(value);
  return value?.trim() ?? '';
}

/** Each filter that holds a value, as text; `list` writes the certificate and major ids. */
function filterEntries(filters: TalentFilters, list: (ids: number[]) => string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters) as [keyof TalentFilters, TalentFilters[keyof TalentFilters]][]) {
    const text = written(value, list);
    if (text) query[key] = text;
  }
  return query;
}

/** The URL of a search: empty filters, page 1 and the default size are left out; ids as "1,2". */
export function talentSearchUrl(filters: TalentFilters, pn: number, pSize: number): Record<string, string> {
  const query = filterEntries(filters, (list) => list.join(','));
  if (pn > 1) query.pn = String(pn);
  if (pSize !== TALENT_PAGE_SIZE) query.p_size = String(pSize);
  return query;
}

/** The call's query: pn and p_size always, each filter omitted when empty, major and cert as JSON array text. */
export function talentApiQuery({ pn, pSize, filters }: TalentSearch): Record<string, string | number> {
  return { pn, p_size: pSize, ...filterEntries(filters, (list) => JSON.stringify(list)) };
}

/** The pager moved: another page keeps the size; a new size starts again at page 1. */
export function pagedTalentSearchUrl(search: TalentSearch, page: number, size: number): Record<string, string> {
  return talentSearchUrl(search.filters, size === search.pSize ? page : 1, size);
}

/** The filters (not the keyword) holding a value: the count on the phone's Filters button. */
export function activeTalentFilters({ key_word: _keyword, ...filters }: TalentFilters): number {
  return Object.keys(filterEntries(filters, (list) => list.join(','))).length;
}
