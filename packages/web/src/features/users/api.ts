import { accountsApi, type PasswordChange, passwordApi } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export const userKeys = {
  crudeAndProfile: ['users', 'crude-and-profile'] as const,
};

/** The signed-in user's avatar and oil balance (header). Invalidate after spending oil or a new avatar. */
export function useCrudeAndProfile(enabled = true) {
  return useQuery({
    queryKey: userKeys.crudeAndProfile,
    queryFn: () => call(accountsApi.crudeAndProfile),
    enabled,
  });
}

/** The password change: old, new and confirm (docs/product/accounts-and-login.md#password-change). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => call(passwordApi.change, { body }),
  });
}
