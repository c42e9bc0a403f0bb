export { dashboardRoutes } from './routes.ts';
export { createDashboardService, type DashboardDeps, type DashboardService } from './service.ts';
