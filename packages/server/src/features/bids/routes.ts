import {
  BID_ACCESS_HEADER,
  BidEngineerResumeSchema,
  BidIdParamsSchema,
  BidInfoSchema,
  EngineerIdParamsSchema,
  envelope,
  ResumeSchema,
  UserIdParamsSchema,
  VerifyBidBodySchema,
} from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { formRoute } from '../../lib/storage/multipart.ts';
import { wellFormedToken } from './policy.ts';
import type { BidsService } from './service.ts';

/**
 * The client's bid calls of SPEC §7, without login (ADR 0106): the code check yields a short-lived credential that
 * the two resume calls require in the x-bid-access header. Refusals are 403, never 401 (a 401 signs a visitor out).
 */
export const bidsRoutes: FastifyPluginAsyncZod<{ bids: BidsService }> = async (app, { bids }) => {
  const tags = ['bids'];
  const access = (headers: Record<string, unknown>) => wellFormedToken(headers[BID_ACCESS_HEADER]);

  app.post(
    '/client/get/bid/info/:bidId',
    {
      config: { ...formRoute({ fields: 4, fieldSize: 1024 }), auth: 'public' },
      schema: {
        tags,
        summary:
          'Check a bid code (form, urlencoded or JSON verify_code): the engineers in order and a 2-hour credential. ' +
          'Wrong code 400, unknown/revoked/expired bid 404, locked 423, too many attempts 429 (Retry-After)',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        params: BidIdParamsSchema,
        body: VerifyBidBodySchema,
        response: { 200: envelope(BidInfoSchema) },
      },
    },
    async (request) => ok(await bids.verify(request.params.bidId, request.body.verify_code, normalizeIP(request.ip))),
  );

  app.get(
    '/client/get/engineer/resume/:engineerId',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Resume of an engineer of the verified bid (header x-bid-access); 403 otherwise',
        params: EngineerIdParamsSchema,
        response: { 200: envelope(BidEngineerResumeSchema) },
      },
    },
    async (request) => ok({ data: await bids.engineerResume(access(request.headers), request.params.engineerId) }),
  );

  app.get(
    '/client/download/hunter/resume/:userId',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Latest resume of an engineer of the verified bid for the PDF export (header x-bid-access)',
        params: UserIdParamsSchema,
        response: { 200: envelope(ResumeSchema) },
      },
    },
    async (request) => ok(await bids.engineerResumeByUser(access(request.headers), request.params.userId)),
  );
};
