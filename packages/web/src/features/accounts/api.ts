import { accountsApi } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export const accountKeys = {
  crudeAndProfile: ['accounts', 'crude-and-profile'] as const,
  /** The administrators' user list: an oil grant (features/oil/api.ts) changes a balance it shows. */
  adminUsers: ['admin', 'users'] as const,
};

/** The signed-in user's avatar and oil balance (header). Invalidate after spending oil or a new avatar. */
export function useCrudeAndProfile(enabled = true) {
  return useQuery({
    queryKey: accountKeys.crudeAndProfile,
    queryFn: () => call(accountsApi.crudeAndProfile),
    enabled,
  });
}
