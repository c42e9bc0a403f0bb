import { BID_ACCESS_HEADER, bidsApi } from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import { wellFormedToken } from './policy.ts';
import type { BidsService } from './service.ts';

/**
 * The client's bid calls, without login (ADR 0123): the code check yields a short-lived credential that the two
 * resume calls require in the x-bid-access header. Refusals are 403, never 401 (a 401 signs a visitor out). A bid is
 * named by its link's random slug, never by its id (ADR 0123).
 */
export const bidsRoutes: FastifyPluginAsync<{ bids: BidsService }> = async (app, { bids }) => {
  const access = (headers: Record<string, unknown>) => wellFormedToken(headers[BID_ACCESS_HEADER]);

  serve(
    app,
    bidsApi.verify,
    async (request) => ok(await bids.verify(request.params.slug, request.body.verify_code, normalizeIP(request.ip))),
    { form: { fields: 4, fieldSize: 1024 } },
  );

  serve(app, bidsApi.current, async (request) => ok(await bids.current(access(request.headers))));

  serve(app, bidsApi.consents, async (request) =>
    ok(await bids.consents(currentUser(request), request.query.id_list ?? [])),
  );

  serve(app, bidsApi.answerConsent, async (request) => {
    await bids.answerConsent(currentUser(request), request.body);
    return ok(null);
  });

  serve(app, bidsApi.engineerResume, async (request) =>
    ok({ data: await bids.engineerResume(access(request.headers), request.params.engineerId) }),
  );

  serve(app, bidsApi.latestResume, async (request) =>
    ok(await bids.engineerResumeByUser(access(request.headers), request.params.userId)),
  );
};
