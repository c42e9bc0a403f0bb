import { type MyStandard, type Standard, type StandardDetail, standardsApi } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, callFile, callPage } from '../../lib/call.ts';

export type { MyStandard, Standard, StandardDetail };

/** The search form's fields (docs/product/standards-and-oil.md#standards-list): each a substring filter. */
export type StandardFilters = { ch_name?: string; en_name?: string; ver?: string; comment?: string };
export type StandardSearch = { pn: number; psize: number; filters: StandardFilters };

/** A download that is not the PDF (a proxy's error page, the app's own index.html): 'server returned wrong format'. */
export class StandardFormatError extends Error {
  constructor(what: string) {
    super(`standards: server returned wrong format (${what})`);
    this.name = 'StandardFormatError';
  }
}

export const standardKeys = {
  all: ['standards'] as const,
  list: (search: StandardSearch) => ['standards', 'list', search] as const,
  detail: (id: number) => ['standards', 'detail', id] as const,
  mine: (pn: number, psize: number) => ['standards', 'mine', pn, psize] as const,
};

/** True when the search form holds a filter: then it is a search, otherwise the plain newest-first list. */
export function isSearch(filters: StandardFilters): boolean {
  return Object.values(filters).some((value) => Boolean(value?.trim()));
}

/** The search with filters, the plain newest-first list without (both JSON). */
export function useStandardList(search: StandardSearch) {
  return useQuery({
    queryKey: standardKeys.list(search),
    queryFn: () => {
      const { pn, psize, filters } = search;
      if (!isSearch(filters)) return callPage(standardsApi.list, { body: { pn, psize } });
      const body: StandardFilters & { pn: number; psize: number } = { pn, psize };
      for (const [key, value] of Object.entries(filters) as [keyof StandardFilters, string | undefined][])
        if (value?.trim()) body[key] = value.trim();
      return callPage(standardsApi.search, { body });
    },
    placeholderData: keepPreviousData,
  });
}

export const standardQueries = {
  /** One standard with its description. */
  detail: (id: number) =>
    queryOptions({
      queryKey: standardKeys.detail(id),
      queryFn: () => call(standardsApi.detail, { query: { id } }),
      enabled: Number.isInteger(id) && id > 0,
    }),
  /** The caller's purchased standards, newest purchase first. */
  mine: (pn: number, psize: number) =>
    queryOptions({
      queryKey: standardKeys.mine(pn, psize),
      queryFn: () => callPage(standardsApi.mine, { query: { pn, psize } }),
    }),
};

export function useStandard(id: number) {
  return useQuery(standardQueries.detail(id));
}

export function useMyStandards(pn: number, psize: number) {
  return useQuery({ ...standardQueries.mine(pn, psize), placeholderData: keepPreviousData });
}

/** Buys a standard: idempotent; a purchased or free one charges 0. */
export function buyStandard(id: number) {
  return call(standardsApi.buy, { body: { id } });
}

/** The PDF of a standard (free or purchased), as a Blob and the server's file name. */
export async function fetchStandardPdf(
  standard: Pick<Standard, 'id' | 'ch_name' | 'ver'>,
  options: { preview?: boolean; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string }> {
  const query = { id: standard.id, ...(options.preview ? { preview: '1' as const } : {}) };
  const file = await callFile(standardsApi.download, { query, signal: options.signal });
  // An HTML page (a proxy's error, the app's own index.html) is not the file.
  if (file.blob.type && !file.blob.type.includes('pdf')) throw new StandardFormatError('download');
  const fallback = `${[standard.ch_name, standard.ver].filter(Boolean).join(' ')}.pdf`;
  return { blob: file.blob, fileName: file.fileName || fallback };
}
