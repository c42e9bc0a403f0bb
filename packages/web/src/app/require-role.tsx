import type { Role } from '@app/shared';
import { Outlet } from 'react-router';
import { useSession } from '../lib/use-session.ts';
import { LazyStatusPage } from './root-shell.tsx';

/** Pages for some roles only show 'access denied' to the others (the server enforces it as well). */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  if (!session || !roles.includes(session.role)) return <LazyStatusPage status={403} />;
  return <Outlet />;
}
