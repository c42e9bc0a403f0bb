export { adminHomepageRoutes } from './admin-routes.ts';
export { homepageRoutes } from './routes.ts';
export { createHomepageService } from './service.ts';
