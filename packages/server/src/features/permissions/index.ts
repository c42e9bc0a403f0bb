export { permissionsRoutes } from './routes.ts';
export { createPermissionsService, type PermissionsService } from './service.ts';
