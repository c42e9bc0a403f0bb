export { companyInfoRoutes } from './routes.ts';
export { createCompanyInfoService } from './service.ts';
