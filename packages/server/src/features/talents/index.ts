export { talentsRoutes } from './routes.ts';
export { createTalentsService, type TalentsService } from './service.ts';
