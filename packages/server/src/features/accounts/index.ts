export { adminUsersRoutes } from './admin-routes.ts';
export { createAdminUsersService } from './admin-service.ts';
export type { Account } from './repository.ts';
export { accountsRoutes } from './routes.ts';
export {
  type AccountsEvents,
  type AccountsService,
  createAccountsService,
} from './service.ts';
export { parseSessionsEnded, SESSIONS_ENDED_CHANNEL } from './sessions-ended.ts';
