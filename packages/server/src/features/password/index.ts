export { passwordRoutes } from './routes.ts';
export { createPasswordService, type PasswordService } from './service.ts';
