export { companyRoutes } from './routes.ts';
export { createCompanyService } from './service.ts';
