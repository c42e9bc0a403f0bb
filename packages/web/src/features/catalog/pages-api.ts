import {
  type CatalogPage,
  catalogPagesApi,
  HOT_MAJOR_PAGE_SIZES,
  type HotMajor,
  type HotMajorLevel,
  PAGE_SIZES,
} from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, callPage } from '../../lib/call.ts';
import { type CourseListRequest, courseQueries } from '../courses/api.ts';

export type { CatalogPage, HotMajor };

/** Which page: a major (/major/{id}) or a certificate (/certificate/{id}). */
export type CatalogPageKind = 'major' | 'certificate';

/** Each kind's call: /user/get/major or /user/get/certificate. */
const PAGE_CALLS = {
  major: catalogPagesApi.major,
  certificate: catalogPagesApi.certificate,
} as const satisfies Record<CatalogPageKind, unknown>;

export type HotMajorsSearch = { pn: number; p_size: number; category?: string; level?: HotMajorLevel };

/** /hot-majors as it opens, and the home page's strip (the same first page): unfiltered, the smallest page. */
export const FIRST_HOT_MAJORS: HotMajorsSearch = { pn: 1, p_size: HOT_MAJOR_PAGE_SIZES[0] };

/** The published courses a certificate's or major's page lists (the courses list's cert / major filter). */
export function relatedCourses(kind: CatalogPageKind, id: number): CourseListRequest {
  return { pn: 1, p_size: PAGE_SIZES.courses.default, ...(kind === 'major' ? { major: id } : { cert: id }) };
}

const catalogPageKeys = {
  page: (kind: CatalogPageKind, id: number) => ['catalog', 'page', kind, id] as const,
  hot: (search: HotMajorsSearch) => ['catalog', 'hot-majors', search] as const,
  categories: ['catalog', 'major-categories'] as const,
};

export const catalogPageQueries = {
  /** GET /user/get/major?id= or /user/get/certificate?id=: the entry, its counts and recruiting jobs. */
  page: (kind: CatalogPageKind, id: number) =>
    queryOptions({
      queryKey: catalogPageKeys.page(kind, id),
      queryFn: () => call(PAGE_CALLS[kind], { query: { id } }),
      enabled: Number.isInteger(id) && id > 0,
    }),
  /** GET /user/get/hot/majors: a page of the ranking, best first. */
  hotMajors: (search: HotMajorsSearch) =>
    queryOptions({
      queryKey: catalogPageKeys.hot(search),
      queryFn: () => callPage(catalogPagesApi.hotMajors, { query: search }),
    }),
  /** GET /user/get/major/categories: the category filter's choices. */
  categories: () =>
    queryOptions({
      queryKey: catalogPageKeys.categories,
      queryFn: () => call(catalogPagesApi.majorCategories),
      staleTime: 10 * 60_000,
    }),
};

/** A certificate's or major's page as it opens: the entry and its courses (its standards follow from its name). */
export function catalogItemQueries(kind: CatalogPageKind, id: number) {
  return id > 0 ? [catalogPageQueries.page(kind, id), courseQueries.list(relatedCourses(kind, id))] : [];
}

export function useCatalogPage(kind: CatalogPageKind, id: number) {
  return useQuery(catalogPageQueries.page(kind, id));
}

export function useHotMajors(search: HotMajorsSearch) {
  return useQuery({ ...catalogPageQueries.hotMajors(search), placeholderData: keepPreviousData });
}

export function useMajorCategories() {
  return useQuery(catalogPageQueries.categories());
}
