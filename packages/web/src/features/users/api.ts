import type { CrudeAndProfile, PasswordChange } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
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

/** POST /u/v1/user/edit/password: old, new and confirm (docs/product/accounts-and-login.md#password-change). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => api.post('/u/v1/user/edit/password', { json: body }),
  });
}
