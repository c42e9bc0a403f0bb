import {
  type AdminBidsQuery,
  type BidAttempt,
  BidAttemptSchema,
  type BidAttemptsQuery,
  type BidDetail,
  BidDetailSchema,
  type BidFieldsInput,
  type BidSummary,
  BidSummarySchema,
  type SetBidEngineersBody,
  type TalentCard,
  TalentCardSchema,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Query } from '../../../lib/api-client.ts';

export type { BidAttempt, BidDetail, BidSummary, TalentCard };
export type AdminBidsRequest = Partial<Omit<AdminBidsQuery, 'pn' | 'p_size'>> & Pick<AdminBidsQuery, 'pn' | 'p_size'>;

const adminBidKeys = {
  all: ['admin', 'bids'] as const,
  list: (query: AdminBidsRequest) => ['admin', 'bids', 'list', query] as const,
  detail: (id: number) => ['admin', 'bids', 'detail', id] as const,
  attempts: (query: BidAttemptsQuery) => ['admin', 'bids', 'attempts', query] as const,
  talents: (query: Query) => ['admin', 'bids', 'talents', query] as const,
};

/** GET /u/v1/admin/get/bid/list: newest first, by title/client keyword and status. */
export function useAdminBids(query: AdminBidsRequest) {
  return useQuery({
    queryKey: adminBidKeys.list(query),
    queryFn: () => api.page<BidSummary>('/u/v1/admin/get/bid/list', { query, schema: z.array(BidSummarySchema) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /u/v1/admin/get/bid: the bid with its engineers in order. */
export function useAdminBid(id: number | null) {
  return useQuery({
    queryKey: adminBidKeys.detail(id ?? 0),
    queryFn: () => api.get<BidDetail>('/u/v1/admin/get/bid', { query: { id }, schema: BidDetailSchema }),
    enabled: id !== null && id > 0,
  });
}

/** GET /u/v1/admin/get/bid/attempts: one bid's verification attempts, newest first. */
export function useBidAttempts(query: BidAttemptsQuery, enabled: boolean) {
  return useQuery({
    queryKey: adminBidKeys.attempts(query),
    queryFn: () => api.page<BidAttempt>('/u/v1/admin/get/bid/attempts', { query, schema: z.array(BidAttemptSchema) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /u/v1/admin/search/talent: the talent pool search (keyword, majors and certificates as JSON array text). */
export function useTalentPool(query: Query, enabled: boolean) {
  return useQuery({
    queryKey: adminBidKeys.talents(query),
    queryFn: () => api.page<TalentCard>('/u/v1/admin/search/talent', { query, schema: z.array(TalentCardSchema) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A bid write: answers the bid's detail, which refreshes the list and that bid. */
function useBidWrite<V>(path: string, body: (value: V) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => api.post<BidDetail>(path, { json: body(value), schema: BidDetailSchema }),
    onSuccess: (bid) => {
      queryClient.setQueryData(adminBidKeys.detail(bid.id), bid);
      return queryClient.invalidateQueries({ queryKey: adminBidKeys.all });
    },
  });
}

/** POST /u/v1/admin/add/bid: the server makes the code. */
export const useCreateBid = () => useBidWrite<BidFieldsInput>('/u/v1/admin/add/bid', (fields) => fields);
/** POST /u/v1/admin/update/bid. */
export const useUpdateBid = () =>
  useBidWrite<BidFieldsInput & { id: number }>('/u/v1/admin/update/bid', (fields) => fields);
/** POST /u/v1/admin/set/bid/engineers: the whole list in order. */
export const useSetBidEngineers = () =>
  useBidWrite<SetBidEngineersBody>('/u/v1/admin/set/bid/engineers', (body) => body);
/** POST /u/v1/admin/regenerate/bid/code: a new code and link; ends every credential of the old code. */
export const useRegenerateBidCode = () => useBidWrite<number>('/u/v1/admin/regenerate/bid/code', (id) => ({ id }));
/** POST /u/v1/admin/revoke/bid. */
export const useRevokeBid = () => useBidWrite<number>('/u/v1/admin/revoke/bid', (id) => ({ id }));
