import { authApi } from '@app/shared';
import { call } from '../../lib/call.ts';
import { toast } from '../../lib/feedback.ts';
import { i18n } from '../../lib/i18n.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { endSession } from '../../lib/session-expiry.ts';

// The login page's own calls (captcha, login, register) are in login/calls.ts: the first visit to
// /login loads them without this app's client.

/**
 * Revokes the session on the server (best effort: an already expired token changes nothing), clears
 * the stored login, says 'logout successful' and goes to /login.
 */
export async function logout(): Promise<void> {
  try {
    await call(authApi.logout, { ignoreUnauthorized: true });
  } catch {
    // The stored login is cleared either way.
  }
  endSession();
  toast.success(i18n.t('layout:header.logoutSuccess'), 'logout');
  navigateTo('/login', { replace: true });
}
