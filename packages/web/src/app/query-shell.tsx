import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client.ts';

/**
 * Server state for every route but /login, which reads none: TanStack Query stays out of the
 * login page's JavaScript. One client, so the cache is shared across layouts.
 */
export function QueryShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
