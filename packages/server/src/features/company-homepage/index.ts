export { adminCompanyHomepageRoutes } from './admin-routes.ts';
export { companyHomepageRoutes } from './routes.ts';
export { createCompanyHomepageService } from './service.ts';
