export { adminBidsRoutes } from './admin-routes.ts';
export { bidsRoutes } from './routes.ts';
export { type BidsDeps, type BidsService, createBidsService } from './service.ts';
