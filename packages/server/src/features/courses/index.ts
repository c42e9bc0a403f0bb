export { adminCoursesRoutes } from './admin-routes.ts';
export { createCoursesAdminService } from './admin-service.ts';
export { coursesRoutes } from './routes.ts';
export { createCoursesService } from './service.ts';
