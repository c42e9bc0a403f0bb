import { type Dashboard, DashboardSchema } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};

/** GET /u/v1/admin/get/dashboard: every figure and the last 30 days in one call. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: () => api.get<Dashboard>('/u/v1/admin/get/dashboard', { schema: DashboardSchema }),
    // Figures move slowly; a minute saves the aggregates a call on every return to the page.
    staleTime: 60_000,
  });
}
