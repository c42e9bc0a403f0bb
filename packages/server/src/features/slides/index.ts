export { adminSlidesRoutes } from './admin-routes.ts';
export { slidesRoutes } from './routes.ts';
export { createSlidesService, type SlidesService } from './service.ts';
