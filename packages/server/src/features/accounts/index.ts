export type { Account } from './repository.ts';
export { accountsRoutes } from './routes.ts';
export {
  type AccountsEvents,
  type AccountsService,
  createAccountsService,
  ENDED_SESSION_RETENTION_DAYS,
} from './service.ts';
