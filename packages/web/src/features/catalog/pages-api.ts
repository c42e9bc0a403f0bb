import {
  type CatalogPage,
  CatalogPageSchema,
  type HotMajor,
  type HotMajorLevel,
  HotMajorSchema,
  MajorCategoriesSchema,
} from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Page } from '../../lib/api-client.ts';

export type { CatalogPage, HotMajor };

/** Which page: a major (/major/{id}) or a certificate (/certificate/{id}). */
export type CatalogPageKind = 'major' | 'certificate';

export type HotMajorsSearch = { pn: number; p_size: number; category?: string; level?: HotMajorLevel };

const catalogPageKeys = {
  page: (kind: CatalogPageKind, id: number) => ['catalog', 'page', kind, id] as const,
  hot: (search: HotMajorsSearch) => ['catalog', 'hot-majors', search] as const,
  categories: ['catalog', 'major-categories'] as const,
};

/** GET /u/v1/user/get/major?id= or /u/v1/user/get/certificate?id=: the entry, its counts and recruiting jobs. */
export function useCatalogPage(kind: CatalogPageKind, id: number) {
  return useQuery({
    queryKey: catalogPageKeys.page(kind, id),
    queryFn: () => api.get(`/u/v1/user/get/${kind}`, { query: { id }, schema: CatalogPageSchema }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /u/v1/user/get/hot/majors: a page of the ranking, best first. */
export function useHotMajors(search: HotMajorsSearch) {
  return useQuery({
    queryKey: catalogPageKeys.hot(search),
    queryFn: (): Promise<Page<HotMajor>> =>
      api.page('/u/v1/user/get/hot/majors', { query: search, schema: z.array(HotMajorSchema) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /u/v1/user/get/major/categories: the category filter's choices. */
export function useMajorCategories() {
  return useQuery({
    queryKey: catalogPageKeys.categories,
    queryFn: () => api.get('/u/v1/user/get/major/categories', { schema: MajorCategoriesSchema }),
    staleTime: 10 * 60_000,
  });
}
