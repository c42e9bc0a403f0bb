import { type PasswordChange, passwordApi } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

/** The password change: old, new and confirm (docs/product/accounts-and-login.md#password-change). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => call(passwordApi.change, { body }),
  });
}
