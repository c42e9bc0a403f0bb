import type { Role } from '@app/shared';
import { Outlet } from 'react-router';
import { StatusPage } from '../components/empty-state.tsx';
import { useSession } from '../lib/use-session.ts';

/** Pages for some roles only show 'access denied' to the others (the server enforces it as well). */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  if (!session || !roles.includes(session.role)) return <StatusPage status={403} />;
  return <Outlet />;
}
