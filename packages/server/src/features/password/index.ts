export { passwordRoutes } from './routes.ts';
export { createPasswordService } from './service.ts';
