export { adminBidsRoutes } from './admin-routes.ts';
export { bidsRoutes } from './routes.ts';
export { createBidsService } from './service.ts';
