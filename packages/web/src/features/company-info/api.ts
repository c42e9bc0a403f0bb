import { type CompanyInfoBody, companyInfoApi } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

const companyInfoKeys = {
  all: ['company-info'] as const,
  mine: ['company-info', 'mine'] as const,
  card: (hrId: number) => ['company-info', 'card', hrId] as const,
};

export const companyInfoQueries = {
  /** The signed-in HR's company info; null before it is filled in. */
  mine: () =>
    queryOptions({ queryKey: companyInfoKeys.mine, queryFn: () => call(companyInfoApi.mine), staleTime: 60_000 }),
};

export function useMyCompany(enabled = true) {
  return useQuery({ ...companyInfoQueries.mine(), enabled });
}

/** An HR's company contact card (on their jobs); null when they have none. */
export function useCompanyCard(hrId: number, enabled = true) {
  return useQuery({
    queryKey: companyInfoKeys.card(hrId),
    queryFn: () => call(companyInfoApi.card, { query: { hr_id: hrId } }),
    enabled: enabled && Number.isInteger(hrId) && hrId > 0,
    staleTime: 60_000,
  });
}

export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInfoBody) => call(companyInfoApi.save, { body }),
    onSuccess: (saved) => {
      client.setQueryData(companyInfoKeys.mine, saved);
      void client.invalidateQueries({ queryKey: companyInfoKeys.all });
    },
  });
}
