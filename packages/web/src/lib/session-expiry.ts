import { toast } from './feedback.ts';
import { translateMessage } from './messages.ts';
import { navigateTo } from './navigation.ts';
import { clearSession } from './session.ts';

const EXPIRED_TOAST_KEY = 'login-expired';
let expiredNotice = false;
const afterLogoutHooks = new Set<() => void>();

/** Lets the providers drop cached server data whenever the login ends. */
export function onSessionEnded(hook: () => void): () => void {
  afterLogoutHooks.add(hook);
  return () => afterLogoutHooks.delete(hook);
}

/** Clears the stored login and runs the hooks (query cache etc.). */
export function endSession(): void {
  clearSession();
  for (const hook of afterLogoutHooks) hook();
}

/** SPEC §4/§8: expired or rejected login: clear it, say 'login expired, please log in again', go to /login. */
export function expireSession(): void {
  expiredNotice = true;
  endSession();
  toast.warning(translateMessage('loginExpired'), EXPIRED_TOAST_KEY);
  navigateTo('/login', { replace: true });
}

/** True after an expired login sent the user to /login (the login page repeats the notice). */
export function hasExpiredNotice(): boolean {
  return expiredNotice;
}

export function clearExpiredNotice(): void {
  expiredNotice = false;
}
