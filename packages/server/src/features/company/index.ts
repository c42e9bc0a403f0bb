export { companyRoutes } from './routes.ts';
export { type CompanyService, createCompanyService } from './service.ts';
