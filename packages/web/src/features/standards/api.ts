import {
  BuyStandardResultSchema,
  type MyStandard,
  MyStandardSchema,
  type OilLedgerEntry,
  OilLedgerEntrySchema,
  type Standard,
  type StandardDetail,
  StandardDetailSchema,
  StandardSchema,
} from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Page, request } from '../../lib/api-client.ts';

export type { MyStandard, OilLedgerEntry, Standard, StandardDetail };

/** The search form's fields (docs/product/standards-and-oil.md#standards-list): each a substring filter. */
export type StandardFilters = { ch_name?: string; en_name?: string; ver?: string; comment?: string };
export type StandardSearch = { pn: number; psize: number; filters: StandardFilters };

/** The answer was not what the contract says: 'server returned wrong format' (服务器返回格式错误). */
export class StandardFormatError extends Error {
  constructor(what: string) {
    super(`standards: server returned wrong format (${what})`);
    this.name = 'StandardFormatError';
  }
}

function parsed<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new StandardFormatError(what);
  return result.data;
}

async function pageOf<T>(schema: z.ZodType<T>, answer: Promise<Awaited<ReturnType<typeof request>>>) {
  const envelope = await answer;
  const list = parsed(z.array(schema), envelope.data, 'list');
  return { list, total: envelope.total ?? list.length, ...(envelope.total_capped ? { capped: true } : {}) };
}

export const standardKeys = {
  all: ['standards'] as const,
  list: (search: StandardSearch) => ['standards', 'list', search] as const,
  detail: (id: number) => ['standards', 'detail', id] as const,
  mine: (pn: number, psize: number) => ['standards', 'mine', pn, psize] as const,
  ledger: (pn: number, psize: number) => ['oil', 'ledger', pn, psize] as const,
  oil: ['oil'] as const,
};

/** True when the search form holds a filter: then it is a search, otherwise the plain newest-first list. */
export function isSearch(filters: StandardFilters): boolean {
  return Object.values(filters).some((value) => Boolean(value?.trim()));
}

/** POST /u/v1/user/search/standard with filters, POST /u/v1/user/get/standard/list without (both JSON). */
export function useStandardList(search: StandardSearch) {
  return useQuery({
    queryKey: standardKeys.list(search),
    queryFn: (): Promise<Page<Standard>> => {
      const { pn, psize, filters } = search;
      if (!isSearch(filters))
        return pageOf(StandardSchema, request('/u/v1/user/get/standard/list', { method: 'POST', json: { pn, psize } }));
      const json: Record<string, string | number> = { pn, psize };
      for (const [key, value] of Object.entries(filters)) if (value?.trim()) json[key] = value.trim();
      return pageOf(StandardSchema, request('/u/v1/user/search/standard', { method: 'POST', json }));
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /u/v1/user/get/standard?id: one standard with its description. */
export function useStandard(id: number) {
  return useQuery({
    queryKey: standardKeys.detail(id),
    queryFn: async () =>
      parsed(StandardDetailSchema, await api.get('/u/v1/user/get/standard', { query: { id } }), 'detail'),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /u/v1/user/get/my/standards: the caller's purchased standards, newest purchase first. */
export function useMyStandards(pn: number, psize: number) {
  return useQuery({
    queryKey: standardKeys.mine(pn, psize),
    queryFn: () => pageOf(MyStandardSchema, request('/u/v1/user/get/my/standards', { query: { pn, psize } })),
    placeholderData: keepPreviousData,
  });
}

/** GET /u/v1/user/get/oil/ledger: every change of the caller's oil, newest first. */
export function useOilLedger(pn: number, psize: number) {
  return useQuery({
    queryKey: standardKeys.ledger(pn, psize),
    queryFn: () => pageOf(OilLedgerEntrySchema, request('/u/v1/user/get/oil/ledger', { query: { pn, psize } })),
    placeholderData: keepPreviousData,
  });
}

/** POST /u/v1/user/buy/standard {id}: idempotent; a purchased or free one charges 0. */
export async function buyStandard(id: number) {
  return parsed(BuyStandardResultSchema, await api.post('/u/v1/user/buy/standard', { json: { id } }), 'buy');
}

/** The PDF of a standard (free or purchased), as a Blob and the server's file name. */
export async function fetchStandardPdf(
  standard: Pick<Standard, 'id' | 'ch_name' | 'ver'>,
  options: { preview?: boolean; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string }> {
  const query = { id: standard.id, ...(options.preview ? { preview: 1 } : {}) };
  const file = await api.blob('/u/v1/user/download/standard', { query, signal: options.signal });
  // An HTML page (a proxy's error, the app's own index.html) is not the file.
  if (file.blob.type && !file.blob.type.includes('pdf')) throw new StandardFormatError('download');
  const fallback = `${[standard.ch_name, standard.ver].filter(Boolean).join(' ')}.pdf`;
  return { blob: file.blob, fileName: file.fileName || fallback };
}
