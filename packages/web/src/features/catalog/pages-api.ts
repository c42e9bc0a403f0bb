import { type CatalogPage, catalogPagesApi, type HotMajor, type HotMajorLevel } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callPage } from '../../lib/call.ts';

export type { CatalogPage, HotMajor };

/** Which page: a major (/major/{id}) or a certificate (/certificate/{id}). */
export type CatalogPageKind = 'major' | 'certificate';

/** Each kind's call: /user/get/major or /user/get/certificate. */
const PAGE_CALLS = {
  major: catalogPagesApi.major,
  certificate: catalogPagesApi.certificate,
} as const satisfies Record<CatalogPageKind, unknown>;

export type HotMajorsSearch = { pn: number; p_size: number; category?: string; level?: HotMajorLevel };

const catalogPageKeys = {
  page: (kind: CatalogPageKind, id: number) => ['catalog', 'page', kind, id] as const,
  hot: (search: HotMajorsSearch) => ['catalog', 'hot-majors', search] as const,
  categories: ['catalog', 'major-categories'] as const,
};

/** GET /user/get/major?id= or /user/get/certificate?id=: the entry, its counts and recruiting jobs. */
export function useCatalogPage(kind: CatalogPageKind, id: number) {
  return useQuery({
    queryKey: catalogPageKeys.page(kind, id),
    queryFn: () => call(PAGE_CALLS[kind], { query: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /user/get/hot/majors: a page of the ranking, best first. */
export function useHotMajors(search: HotMajorsSearch) {
  return useQuery({
    queryKey: catalogPageKeys.hot(search),
    queryFn: () => callPage(catalogPagesApi.hotMajors, { query: search }),
    placeholderData: keepPreviousData,
  });
}

/** GET /user/get/major/categories: the category filter's choices. */
export function useMajorCategories() {
  return useQuery({
    queryKey: catalogPageKeys.categories,
    queryFn: () => call(catalogPagesApi.majorCategories),
    staleTime: 10 * 60_000,
  });
}
