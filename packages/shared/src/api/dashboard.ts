import { DashboardSchema } from '../admin/dashboard.ts';
import { defineRoutes } from './route.ts';

/** The administrators' dashboard: key figures and the last 30 days. */
export const dashboardApi = defineRoutes({
  get: {
    method: 'GET',
    path: '/admin/get/dashboard',
    auth: 'admin',
    tags: ['dashboard (admin)'],
    summary:
      'Key figures (users by role, jobs by status and review status, applications, resume view requests, ' +
      'standards, oil) and per-day series of the last 30 UTC days, zero-filled',
    data: DashboardSchema,
  },
});
