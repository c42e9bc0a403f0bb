import { baseMessage } from './base-messages.ts';
import { toast } from './feedback.ts';
import { currentLanguage } from './i18n.ts';
import { currentPathname, navigateTo } from './navigation.ts';
import { loginPathFor } from './return-path.ts';
import { clearSession } from './session.ts';

const EXPIRED_TOAST_KEY = 'login-expired';
/** How long the login page keeps repeating the notice; robust to the page mounting more than once. */
const NOTICE_MS = 30_000;
let expiredNoticeAt = 0;
const afterLogoutHooks = new Set<() => void>();

/** Lets the providers drop cached server data whenever the login ends. */
export function onSessionEnded(hook: () => void): () => void {
  afterLogoutHooks.add(hook);
  return () => afterLogoutHooks.delete(hook);
}

function clearStoredLogin(): void {
  clearSession();
  for (const hook of afterLogoutHooks) hook();
}

/** Clears the stored login and runs the hooks (query cache etc.); a logout also ends an expiry notice. */
export function endSession(): void {
  expiredNoticeAt = 0;
  clearStoredLogin();
}

/**
 * An expired or rejected login: clear it, say 'login expired, please log in again', go to /login, which
 * returns to the current page after the next login.
 */
export function expireSession(): void {
  const here = `${currentPathname()}${typeof window === 'undefined' ? '' : window.location.search}`;
  // Set before clearing: clearing re-renders, and the login page may mount during that render.
  expiredNoticeAt = Date.now();
  clearStoredLogin();
  toast.warning(baseMessage('loginExpired', currentLanguage()), EXPIRED_TOAST_KEY);
  navigateTo(loginPathFor(here), { replace: true });
}

/** True shortly after an expired login sent the user to /login (the login page repeats the notice). */
export function hasExpiredNotice(): boolean {
  return expiredNoticeAt > 0 && Date.now() - expiredNoticeAt < NOTICE_MS;
}

/** A new login (or an explicit logout) ends the notice. */
export function clearExpiredNotice(): void {
  expiredNoticeAt = 0;
}
