export { adminSlidesRoutes } from './admin-routes.ts';
export { slidesRoutes } from './routes.ts';
export { createSlidesService } from './service.ts';
