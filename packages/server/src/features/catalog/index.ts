export { adminCatalogRoutes } from './admin-routes.ts';
export { createCatalogAdminService } from './admin-service.ts';
export { catalogPagesRoutes } from './pages-routes.ts';
export { createCatalogPagesService } from './pages-service.ts';
export type { CatalogKind } from './repository.ts';
export { catalogRoutes } from './routes.ts';
export { type CatalogEvents, type CatalogService, createCatalogService } from './service.ts';
