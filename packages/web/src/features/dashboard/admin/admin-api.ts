import { dashboardApi } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};

export const dashboardQueries = {
  /** GET /admin/get/dashboard: every figure and the last 30 days in one call. */
  figures: () =>
    queryOptions({
      queryKey: dashboardKeys.all,
      queryFn: () => call(dashboardApi.get),
      // Figures move slowly; a minute saves the aggregates a call on every return to the page.
      staleTime: 60_000,
    }),
};

export function useDashboard() {
  return useQuery(dashboardQueries.figures());
}
