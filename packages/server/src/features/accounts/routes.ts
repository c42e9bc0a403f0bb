import { accountsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AccountsService } from './service.ts';

export const accountsRoutes: FastifyPluginAsync<{ accounts: AccountsService }> = async (app, { accounts }) => {
  serve(app, accountsApi.crudeAndProfile, async (request) =>
    ok(await accounts.crudeAndProfile(currentUser(request).id)),
  );
};
