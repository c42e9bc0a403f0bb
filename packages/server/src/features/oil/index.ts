export { oilRoutes } from './routes.ts';
export { createOilService, type OilService } from './service.ts';
