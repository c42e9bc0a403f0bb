export { adminCoursesRoutes } from './admin-routes.ts';
export { coursesRoutes } from './routes.ts';
export { type CoursesService, createCoursesService } from './service.ts';
