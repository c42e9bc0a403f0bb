import { type CatalogOption, catalogApi } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { useLanguage } from '../../lib/i18n.ts';

export const catalogKeys = {
  majors: ['catalog', 'majors'] as const,
  certificates: ['catalog', 'certificates'] as const,
};

export const catalogQueries = {
  /** All majors (id, name, en_name); public, so the /resume form can load them without a login. */
  majors: () =>
    queryOptions({
      queryKey: catalogKeys.majors,
      queryFn: () => call(catalogApi.majors, { anonymous: true }),
      staleTime: 10 * 60_000,
    }),
  certificates: () =>
    queryOptions({
      queryKey: catalogKeys.certificates,
      queryFn: () => call(catalogApi.certificates, { anonymous: true }),
      staleTime: 10 * 60_000,
    }),
};

export function useMajorOptions() {
  return useQuery(catalogQueries.majors());
}

export function useCertificateOptions() {
  return useQuery(catalogQueries.certificates());
}

/** The catalogue name in the current language. */
export function useCatalogName() {
  const language = useLanguage();
  return (option: Pick<CatalogOption, 'name' | 'en_name'>) =>
    language === 'en' ? option.en_name || option.name : option.name;
}
