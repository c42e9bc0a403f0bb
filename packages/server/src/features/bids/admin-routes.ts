import {
  AdminBidsQuerySchema,
  BidAttemptSchema,
  BidAttemptsQuerySchema,
  BidDetailSchema,
  BidFieldsSchema,
  BidIdBodySchema,
  BidIdQuerySchema,
  BidSummarySchema,
  envelope,
  pagedEnvelope,
  SetBidEngineersBodySchema,
  TalentCardSchema,
  TalentSearchQuerySchema,
  UpdateBidBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { BidsService } from './service.ts';

/** The administrators' bid calls (docs/product/bids.md#managing-bids); each write is audited by the service. */
export const adminBidsRoutes: FastifyPluginAsyncZod<{ bids: BidsService }> = async (app, { bids }) => {
  const tags = ['bids (admin)'];
  const admin = { auth: 'admin' } as const;
  const detail = { 200: envelope(BidDetailSchema) };

  app.get(
    '/admin/get/bid/list',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Bids, newest first: keyword over title and client, status active/revoked/expired; capped total',
        querystring: AdminBidsQuerySchema,
        response: { 200: pagedEnvelope(BidSummarySchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await bids.list(request.query);
      return okPage(data, total, capped);
    },
  );

  app.get(
    '/admin/get/bid',
    {
      config: admin,
      schema: { tags, summary: 'One bid with its engineers in order', querystring: BidIdQuerySchema, response: detail },
    },
    async (request) => ok(await bids.get(request.query.id)),
  );

  app.post(
    '/admin/add/bid',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a bid; the server draws its 6-character code; audited',
        body: BidFieldsSchema,
        response: detail,
      },
    },
    async (request) => ok(await bids.create(currentUser(request), request.body)),
  );

  app.post(
    '/admin/update/bid',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edit title, client, note and expiry day (not a revoked bid: 409); audited',
        body: UpdateBidBodySchema,
        response: detail,
      },
    },
    async (request) => ok(await bids.update(currentUser(request), request.body)),
  );

  app.post(
    '/admin/set/bid/engineers',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The whole engineer list in order (≤50; enabled job seekers with a resume), each with a position',
        body: SetBidEngineersBodySchema,
        response: detail,
      },
    },
    async (request) => ok(await bids.setEngineers(currentUser(request), request.body.bid_id, request.body.engineers)),
  );

  app.post(
    '/admin/regenerate/bid/code',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'A new code and a new link (slug): every credential of the old code ends, the old link opens nothing; audited',
        body: BidIdBodySchema,
        response: detail,
      },
    },
    async (request) => ok(await bids.regenerateCode(currentUser(request), request.body.id)),
  );

  app.post(
    '/admin/revoke/bid',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Revoke a bid: its page and credentials stop working at once; audited',
        body: BidIdBodySchema,
        response: detail,
      },
    },
    async (request) => ok(await bids.revoke(currentUser(request), request.body.id)),
  );

  app.get(
    '/admin/get/bid/attempts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Code checks of a bid, newest first (time, address, success)',
        querystring: BidAttemptsQuerySchema,
        response: { 200: pagedEnvelope(BidAttemptSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await bids.attempts(request.query);
      return okPage(data, total, capped);
    },
  );

  app.get(
    '/admin/search/talent',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The engineer picker: the talent pool search, same answer as GET /u/v1/hr/search/user/list',
        querystring: TalentSearchQuerySchema,
        response: { 200: pagedEnvelope(TalentCardSchema) },
      },
    },
    async (request) => {
      const { cards, total, capped } = await bids.searchTalents(request.query);
      return okPage(cards, total, capped);
    },
  );
};
