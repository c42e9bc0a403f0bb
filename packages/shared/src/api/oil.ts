import {
  GrantOilBodySchema,
  GrantOilResultSchema,
  OilLedgerEntrySchema,
  OilSettingsBodySchema,
  OilSettingsSchema,
} from '../oil.ts';
import { StandardsPageQuerySchema } from '../standards/requests.ts';
import { defineRoutes } from './route.ts';

const tags = ['oil'];

/**
 * The caller's oil ledger, the administrator's grant or deduction (audited) and the sign-up grant's setting
 * (docs/product/standards-and-oil.md#oil).
 */
export const oilApi = defineRoutes({
  ledger: {
    method: 'GET',
    path: '/user/get/oil/ledger',
    auth: 'user',
    tags,
    summary: 'My oil ledger, newest first: every change of my balance with its reason and the balance after',
    query: StandardsPageQuerySchema,
    data: OilLedgerEntrySchema,
    paged: true,
  },
  settings: {
    method: 'GET',
    path: '/base/get/oil/settings',
    auth: 'public',
    tags,
    summary: 'How much oil a new account gets at registration (set by an administrator; 0: none)',
    data: OilSettingsSchema,
  },
  updateSettings: {
    method: 'POST',
    path: '/admin/update/oil/settings',
    auth: 'admin',
    tags,
    summary: 'Set the oil a new account gets at registration (0 to 100000; 0 turns the grant off)',
    body: OilSettingsBodySchema,
    data: OilSettingsSchema,
  },
  grant: {
    method: 'POST',
    path: '/admin/grant/oil',
    auth: 'admin',
    tags,
    summary: 'Grant (amount > 0) or deduct (amount < 0) oil with a reason; never below 0; the user is told',
    body: GrantOilBodySchema,
    multipart: 'form',
    data: GrantOilResultSchema,
  },
});
