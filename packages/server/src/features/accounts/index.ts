export type { Account } from './repository.ts';
export { accountsRoutes } from './routes.ts';
export {
  type AccountsEvents,
  type AccountsService,
  createAccountsService,
} from './service.ts';
