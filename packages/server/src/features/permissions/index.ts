export { permissionsRoutes } from './routes.ts';
export { createPermissionsService } from './service.ts';
