import {
  type AdminBidsQuery,
  adminBidsApi,
  BID_LIMITS,
  type BidAttempt,
  type BidAttemptsQuery,
  type BidDetail,
  type BidFieldsInput,
  type BidSummary,
  type SetBidEngineersBody,
  type TalentCard,
} from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../../../lib/api-client.ts';
import { call, callPage } from '../../../lib/call.ts';

export type { BidAttempt, BidDetail, BidSummary, TalentCard };
export type AdminBidsRequest = Partial<Omit<AdminBidsQuery, 'pn' | 'p_size'>> & Pick<AdminBidsQuery, 'pn' | 'p_size'>;

const adminBidKeys = {
  all: ['admin', 'bids'] as const,
  list: (query: AdminBidsRequest) => ['admin', 'bids', 'list', query] as const,
  detail: (id: number) => ['admin', 'bids', 'detail', id] as const,
  attempts: (query: BidAttemptsQuery) => ['admin', 'bids', 'attempts', query] as const,
  talents: (query: Query) => ['admin', 'bids', 'talents', query] as const,
};

/** The bids page's first view: page 1 at the default size, every status. */
export const FIRST_ADMIN_BIDS: AdminBidsRequest = { pn: 1, p_size: BID_LIMITS.pageSizes.default };

export const adminBidQueries = {
  /** The bids, newest first, by title/client keyword and status. */
  list: (query: AdminBidsRequest) =>
    queryOptions({ queryKey: adminBidKeys.list(query), queryFn: () => callPage(adminBidsApi.list, { query }) }),
};

export function useAdminBids(query: AdminBidsRequest) {
  return useQuery({ ...adminBidQueries.list(query), placeholderData: keepPreviousData });
}

/** The bid with its engineers in order. */
export function useAdminBid(id: number | null) {
  return useQuery({
    queryKey: adminBidKeys.detail(id ?? 0),
    queryFn: () => call(adminBidsApi.detail, { query: { id: id ?? 0 } }),
    enabled: id !== null && id > 0,
  });
}

/** One bid's verification attempts, newest first. */
export function useBidAttempts(query: BidAttemptsQuery, enabled: boolean) {
  return useQuery({
    queryKey: adminBidKeys.attempts(query),
    queryFn: () => callPage(adminBidsApi.attempts, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The talent pool search (keyword, majors and certificates as JSON array text). */
export function useTalentPool(query: Query, enabled: boolean) {
  return useQuery({
    queryKey: adminBidKeys.talents(query),
    queryFn: () => callPage(adminBidsApi.searchTalent, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A bid write: answers the bid's detail, which refreshes the list and that bid. */
function useBidWrite<V>(write: (value: V) => Promise<BidDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (bid) => {
      queryClient.setQueryData(adminBidKeys.detail(bid.id), bid);
      return queryClient.invalidateQueries({ queryKey: adminBidKeys.all });
    },
  });
}

/** A new bid: the server makes the code. */
export const useCreateBid = () => useBidWrite((body: BidFieldsInput) => call(adminBidsApi.create, { body }));
/** Edits a bid's fields. */
export const useUpdateBid = () =>
  useBidWrite((body: BidFieldsInput & { id: number }) => call(adminBidsApi.update, { body }));
/** The whole engineer list in order. */
export const useSetBidEngineers = () =>
  useBidWrite((body: SetBidEngineersBody) => call(adminBidsApi.setEngineers, { body }));
/** A new code and link; ends every credential of the old code. */
export const useRegenerateBidCode = () =>
  useBidWrite((id: number) => call(adminBidsApi.regenerateCode, { body: { id } }));
/** Revokes a bid. */
export const useRevokeBid = () => useBidWrite((id: number) => call(adminBidsApi.revoke, { body: { id } }));
