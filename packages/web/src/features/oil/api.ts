import { type GrantOilBody, type OilLedgerEntry, type OilSettings, oilApi } from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../lib/call.ts';
import { accountKeys } from '../accounts/api.ts';

export type { OilLedgerEntry };

export const oilKeys = {
  /** Everything a purchase or a grant changes (the ledger). */
  all: ['oil'] as const,
  ledger: (pn: number, psize: number) => ['oil', 'ledger', pn, psize] as const,
  /** The oil settings, apart from `all`: the admin screen sets them after a change. */
  settings: ['oil-settings'] as const,
};

/**
 * The oil a new account gets at sign-up (an administrator's setting). Rarely changes, so it is read once a while;
 * `enabled` lets the header ask only when its explanation is wanted.
 */
export function useOilSettings(enabled = true) {
  return useQuery({
    queryKey: oilKeys.settings,
    queryFn: () => call(oilApi.settings),
    staleTime: 10 * 60 * 1000,
    enabled,
  });
}

export const oilQueries = {
  /** Every change of the caller's oil, newest first. */
  ledger: (pn: number, psize: number) =>
    queryOptions({
      queryKey: oilKeys.ledger(pn, psize),
      queryFn: () => callPage(oilApi.ledger, { query: { pn, psize } }),
    }),
};

export function useOilLedger(pn: number, psize: number) {
  return useQuery({ ...oilQueries.ledger(pn, psize), placeholderData: keepPreviousData });
}

/** Sets the oil a new account gets at sign-up (0 to 100000; audited). */
export function useUpdateOilSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OilSettings) => call(oilApi.updateSettings, { body }),
    onSuccess: (data) => queryClient.setQueryData(oilKeys.settings, data),
  });
}

/** Grants or deducts oil: a positive amount grants, a negative one deducts; the admin's user list shows the balance. */
export function useGrantOil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantOilBody) => call(oilApi.grant, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.adminUsers }),
  });
}
