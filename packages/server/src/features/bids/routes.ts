import {
  AnswerBidConsentBodySchema,
  BID_ACCESS_HEADER,
  BidConsentSchema,
  BidConsentsQuerySchema,
  BidEngineerResumeSchema,
  BidInfoSchema,
  BidListSchema,
  BidResumeSchema,
  BidSlugParamsSchema,
  EmptyEnvelopeSchema,
  EngineerIdParamsSchema,
  envelope,
  UserIdParamsSchema,
  VerifyBidBodySchema,
} from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { formRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import { wellFormedToken } from './policy.ts';
import type { BidsService } from './service.ts';

/**
 * The client's bid calls, without login (ADR 0123): the code check yields a short-lived credential that the two
 * resume calls require in the x-bid-access header. Refusals are 403, never 401 (a 401 signs a visitor out). A bid is
 * named by its link's random slug, never by its id (ADR 0123).
 */
export const bidsRoutes: FastifyPluginAsyncZod<{ bids: BidsService }> = async (app, { bids }) => {
  const tags = ['bids'];
  const access = (headers: Record<string, unknown>) => wellFormedToken(headers[BID_ACCESS_HEADER]);

  app.post(
    '/client/get/bid/info/:slug',
    {
      config: { ...formRoute({ fields: 4, fieldSize: 1024 }), auth: 'public' },
      schema: {
        tags,
        summary:
          'Check a bid code on the link {slug} (form, urlencoded or JSON verify_code): the engineers in order and a ' +
          '2-hour credential. A wrong code, or any code on a link that opens no bid, 400; the right code of a revoked ' +
          'or expired bid 404; too many failures 429 (Retry-After)',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        params: BidSlugParamsSchema,
        body: VerifyBidBodySchema,
        response: { 200: envelope(BidInfoSchema) },
      },
    },
    async (request) => ok(await bids.verify(request.params.slug, request.body.verify_code, normalizeIP(request.ip))),
  );

  app.get(
    '/client/get/bid/engineers',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'The bid and its engineers as the credential (header x-bid-access) opens them now; 403 once the bid is ' +
          'revoked, expired or has a new code. The page re-checks with it instead of trusting what it stored',
        response: { 200: envelope(BidListSchema) },
      },
    },
    async (request) => ok(await bids.current(access(request.headers))),
  );

  app.get(
    '/hunter/get/bid/consents',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary: 'My requests to be shown on bids among id_list (the event_id of bid_consent_request messages)',
        querystring: BidConsentsQuerySchema,
        response: { 200: envelope(z.array(BidConsentSchema)) },
      },
    },
    async (request) => ok(await bids.consents(currentUser(request), request.query.id_list ?? [])),
  );

  app.post(
    '/hunter/answer/bid/consent',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary:
          'Allow (clients of the bid see my resume, contacts as my resume setting says) or Reject a pending request',
        body: AnswerBidConsentBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await bids.answerConsent(currentUser(request), request.body);
      return ok(null);
    },
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
        response: { 200: envelope(BidResumeSchema) },
      },
    },
    async (request) => ok(await bids.engineerResumeByUser(access(request.headers), request.params.userId)),
  );
};
