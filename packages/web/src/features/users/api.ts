import type { CrudeAndProfile } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const userKeys = {
  crudeAndProfile: ['users', 'crude-and-profile'] as const,
};

/** The signed-in user's avatar and oil balance (header). Invalidate after spending oil or a new avatar. */
export function useCrudeAndProfile(enabled = true) {
  return useQuery({
    queryKey: userKeys.crudeAndProfile,
    queryFn: () => api.get<CrudeAndProfile>('/u/v1/user/get/crude/and/profile'),
    enabled,
  });
}
