import { adminBidsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { BidsService } from './service.ts';

/** The administrators' bid calls (docs/product/bids.md#managing-bids); each write is audited by the service. */
export const adminBidsRoutes: FastifyPluginAsync<{ bids: BidsService }> = async (app, { bids }) => {
  serve(app, adminBidsApi.list, async (request) => {
    const { data, total, capped } = await bids.list(request.query);
    return okPage(data, total, capped);
  });

  serve(app, adminBidsApi.detail, async (request) => ok(await bids.get(request.query.id)));

  serve(app, adminBidsApi.create, async (request) => ok(await bids.create(currentUser(request), request.body)));

  serve(app, adminBidsApi.update, async (request) => ok(await bids.update(currentUser(request), request.body)));

  serve(app, adminBidsApi.setEngineers, async (request) =>
    ok(await bids.setEngineers(currentUser(request), request.body.bid_id, request.body.engineers)),
  );

  serve(app, adminBidsApi.regenerateCode, async (request) =>
    ok(await bids.regenerateCode(currentUser(request), request.body.id)),
  );

  serve(app, adminBidsApi.revoke, async (request) => ok(await bids.revoke(currentUser(request), request.body.id)));

  serve(app, adminBidsApi.attempts, async (request) => {
    const { data, total, capped } = await bids.attempts(request.query);
    return okPage(data, total, capped);
  });

  serve(app, adminBidsApi.searchTalent, async (request) => {
    const { cards, total, capped } = await bids.searchTalents(request.query);
    return okPage(cards, total, capped);
  });
};
