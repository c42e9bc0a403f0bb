import type { Role } from '@app/shared';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../lib/use-session.ts';
import { RouteFallback } from './root-shell.tsx';

// antd's Result stays out of the first page's code: loaded only when a page of other roles is opened.
const RoleOnlyPage = lazy(() => import('./layouts/role-only-page.tsx').then((m) => ({ default: m.RoleOnlyPage })));

/**
 * Pages for some roles only: the others see for whom the page is, and the page itself never mounts, so it
 * calls nothing they may not call (the server enforces the roles as well).
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  if (session && roles.includes(session.role)) return <Outlet />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <RoleOnlyPage roles={roles} />
    </Suspense>
  );
}
