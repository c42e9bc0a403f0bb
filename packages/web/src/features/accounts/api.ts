import { accountsApi } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export const accountKeys = {
  crudeAndProfile: ['accounts', 'crude-and-profile'] as const,
  /** The administrators' user list: an oil grant (features/oil/api.ts) changes a balance it shows. */
  adminUsers: ['admin', 'users'] as const,
};

export const accountQueries = {
  /** The signed-in user's avatar and oil balance (header). Invalidate after spending oil or a new avatar. */
  crudeAndProfile: () =>
    queryOptions({ queryKey: accountKeys.crudeAndProfile, queryFn: () => call(accountsApi.crudeAndProfile) }),
};

export function useCrudeAndProfile(enabled = true) {
  return useQuery({ ...accountQueries.crudeAndProfile(), enabled });
}
