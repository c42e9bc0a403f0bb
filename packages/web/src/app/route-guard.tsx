import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { expireSession } from '../lib/session-expiry.ts';
import { useSession } from '../lib/use-session.ts';
import { decideNavigation } from './guard.ts';

/** Applies the SPEC §2 guard on every navigation (see guard.ts for the rules). */
export function RouteGuard() {
  const { pathname } = useLocation();
  const session = useSession();
  const decision = decideNavigation(pathname, session);

  useEffect(() => {
    if (decision.kind === 'expired') expireSession();
  }, [decision.kind]);

  if (decision.kind === 'expired') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
