import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isBidInfoPath } from '../lib/navigation.ts';
import { expireSession } from '../lib/session-expiry.ts';
import { useSession } from '../lib/use-session.ts';
import { decideNavigation } from './guard.ts';

/** setTimeout keeps at most ~24.8 days; a longer wait is re-checked on the next navigation. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Applies the navigation guard on every navigation (see guard.ts for the rules). */
export function RouteGuard() {
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  const decision = decideNavigation(`${pathname}${search}${hash}`, session);
  const expiredAt = session?.expiredAt ?? 0;

  useEffect(() => {
    if (decision.kind === 'expired') expireSession();
  }, [decision.kind]);

  // When the current time passes expiredAt the login ends, also while the page stays open.
  useEffect(() => {
    if (expiredAt <= 0) return;
    const wait = expiredAt * 1000 - Date.now();
    if (wait <= 0 || wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => {
      if (!isBidInfoPath(window.location.pathname)) expireSession();
    }, wait);
    return () => clearTimeout(timer);
  }, [expiredAt]);

  if (decision.kind === 'expired') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
