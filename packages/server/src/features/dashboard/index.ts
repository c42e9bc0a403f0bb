export { dashboardRoutes } from './routes.ts';
export { createDashboardService } from './service.ts';
