import { oilApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { OilService } from './service.ts';

/**
 * The caller's oil ledger, the administrator's grant or deduction (ADR 0099; audited, ADR 0101) and
 * the sign-up grant's setting (ADR 0099).
 */
export const oilRoutes: FastifyPluginAsync<{ oil: OilService }> = async (app, { oil }) => {
  serve(app, oilApi.ledger, async (request) => {
    const { data, total } = await oil.ledger(currentUser(request).id, request.query);
    return okPage(data, total);
  });

  serve(app, oilApi.settings, async () => ok({ signup_grant: await oil.signupGrant() }));

  serve(app, oilApi.updateSettings, async (request) =>
    ok(await oil.changeSignupGrant(currentUser(request), request.body.signup_grant)),
  );

  serve(app, oilApi.grant, async (request) => ok(await oil.grant(currentUser(request), request.body)));
};
