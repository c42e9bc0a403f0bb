import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { useServerRender } from '../lib/server-render.ts';

/**
 * Server state for every route but /login, which reads none: TanStack Query stays out of the
 * login page's JavaScript. One client, so the cache is shared across layouts (on the server, the document's).
 */
export function QueryShell() {
  const server = useServerRender();
  return (
    <QueryClientProvider client={server?.queryClient ?? queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
