import { ROLES } from '@app/shared';
import { isBidInfoPath } from '../lib/navigation.ts';
import { afterLoginPath, loginPathFor } from '../lib/return-path.ts';
import { isExpired, type Session } from '../lib/session.ts';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'expired' };

const OPEN_WITHOUT_TOKEN = new Set(['/login', '/resume']);
/** Public pages besides the bid pages (ADR 0105): open with or without a login, like the bid pages. */
const OPEN_TO_EVERYONE = new Set(['/company']);
const SENT_HOME_WITH_TOKEN = new Set(['/', '/resume']);

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The navigation guard (docs/product/home-and-navigation.md#navigation-guard): bid-info pages and the company page skip
 * every check; an expired stored login is cleared; with a token / and /resume go to /home (an admin's /home goes to
 * /admin), and /login goes to the page its `?next=` names when that is a safe return path (else to the role's landing
 * page); without one only /login and /resume open, everything else goes to /login with the page as its `?next=`.
 * `target` is the location's path with its query string and hash.
 */
export function decideNavigation(target: string, session: Session | null, nowMs = Date.now()): GuardDecision {
  const queryAt = target.search(/[?#]/);
  const pathname = normalize(queryAt === -1 ? target : target.slice(0, queryAt));
  if (isBidInfoPath(pathname) || OPEN_TO_EVERYONE.has(pathname)) return { kind: 'allow' };
  if (session && isExpired(session, nowMs)) return { kind: 'expired' };
  if (session) {
    if (pathname === '/login') {
      const search = queryAt === -1 ? '' : (target.slice(queryAt).split('#', 1)[0] ?? '');
      return { kind: 'redirect', to: afterLoginPath(search, session.role) };
    }
    if (SENT_HOME_WITH_TOKEN.has(pathname)) return { kind: 'redirect', to: '/home' };
    if (pathname === '/home' && session.role === ROLES.admin) return { kind: 'redirect', to: '/admin' };
    return { kind: 'allow' };
  }
  return OPEN_WITHOUT_TOKEN.has(pathname) ? { kind: 'allow' } : { kind: 'redirect', to: loginPathFor(target) };
}
