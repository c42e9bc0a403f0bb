export { authRoutes } from './routes.ts';
export { type AuthService, createAuthService } from './service.ts';
