import {
  envelope,
  GrantOilBodySchema,
  GrantOilResultSchema,
  OilLedgerEntrySchema,
  OilSettingsBodySchema,
  OilSettingsSchema,
  pagedEnvelope,
  StandardsPageQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { formRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { OilService } from './service.ts';

/**
 * The caller's oil ledger, the administrator's grant or deduction (ADR 0099; audited, ADR 0101) and
 * the sign-up grant's setting (ADR 0099).
 */
export const oilRoutes: FastifyPluginAsyncZod<{ oil: OilService }> = async (app, { oil }) => {
  const tags = ['oil'];

  app.get(
    '/user/get/oil/ledger',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'My oil ledger, newest first: every change of my balance with its reason and the balance after',
        querystring: StandardsPageQuerySchema,
        response: { 200: pagedEnvelope(OilLedgerEntrySchema) },
      },
    },
    async (request) => {
      const { data, total } = await oil.ledger(currentUser(request).id, request.query);
      return okPage(data, total);
    },
  );

  app.get(
    '/base/get/oil/settings',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'How much oil a new account gets at registration (set by an administrator; 0: none)',
        response: { 200: envelope(OilSettingsSchema) },
      },
    },
    async () => ok({ signup_grant: await oil.signupGrant() }),
  );

  app.post(
    '/admin/update/oil/settings',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Set the oil a new account gets at registration (0 to 100000; 0 turns the grant off)',
        body: OilSettingsBodySchema,
        response: { 200: envelope(OilSettingsSchema) },
      },
    },
    async (request) => ok(await oil.changeSignupGrant(currentUser(request), request.body.signup_grant)),
  );

  app.post(
    '/admin/grant/oil',
    {
      config: { ...formRoute(), auth: 'admin' },
      schema: {
        tags,
        summary: 'Grant (amount > 0) or deduct (amount < 0) oil with a reason; never below 0; the user is told',
        body: GrantOilBodySchema,
        response: { 200: envelope(GrantOilResultSchema) },
      },
    },
    async (request) => ok(await oil.grant(currentUser(request), request.body)),
  );
};
