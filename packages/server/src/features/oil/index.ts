export { oilRoutes } from './routes.ts';
export { createOilService, type OilChange, type OilService } from './service.ts';
