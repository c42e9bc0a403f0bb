export { adminHomepageRoutes } from './admin-routes.ts';
export { homepageRoutes } from './routes.ts';
export { createHomepageService, type HomepageService } from './service.ts';
