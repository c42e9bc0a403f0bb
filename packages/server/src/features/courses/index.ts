export { adminCoursesRoutes } from './admin-routes.ts';
export { coursesRoutes } from './routes.ts';
export { createCoursesService } from './service.ts';
