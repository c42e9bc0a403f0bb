export { adminJobsRoutes } from './admin-routes.ts';
export { hrJobsRoutes } from './hr-routes.ts';
export { jobTokens } from './job-tokens.ts';
export { applicationMoved, applicationReceived } from './notifications.ts';
export { jobsRoutes } from './routes.ts';
export { savedRoutes } from './saved-routes.ts';
export { createSavedService } from './saved-service.ts';
export { createJobsServices } from './services.ts';
