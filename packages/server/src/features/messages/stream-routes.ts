import { randomUUID } from 'node:crypto';
import { messageStreamApi } from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import { MESSAGES_CHANNEL } from './repository.ts';
import type { MessagesService } from './service.ts';
import { createMessageStreams, type MessageStreamLimits, type SessionsEnded } from './stream.ts';
import { createStreamRegistry } from './stream-registry.ts';

export type MessageStreamOptions = {
  messages: MessagesService;
  /** Where every instance records its open streams, so the caps count them all (ADR 0121). */
  db: Database['db'];
  /** The database's NOTIFY subscription (db/client.ts): every instance hears every instance's new messages. */
  listen: Database['listen'];
  limits: MessageStreamLimits;
  /** Subscribes to ended sessions (the accounts area's notice, wired in app-routes.ts): their streams end at once. */
  onSessionsEnded: (handler: (ended: SessionsEnded) => void) => ReturnType<Database['listen']>;
};

/**
 * GET /user/messages/stream: the caller's new messages pushed as server-sent events the moment they commit, on
 * whichever instance they were written (PostgreSQL LISTEN/NOTIFY; PGlite in process). Polling stays the fallback.
 */
export const messageStreamRoutes: FastifyPluginAsync<MessageStreamOptions> = async (app, opts) => {
  const streams = createMessageStreams({
    limits: opts.limits,
    registry: createStreamRegistry(opts.db, randomUUID()),
    findMessage: (id, userId) => opts.messages.findOwned(id, userId),
    log: app.log,
  });
  const unlisten = await opts.listen(MESSAGES_CHANNEL, (payload) => streams.onNotice(payload));
  const unlistenSessions = await opts.onSessionsEnded((ended) => streams.endSessions(ended));
  // Before the HTTP server closes (it waits for open responses) and before any onClose hook closes the database.
  app.addHook('preClose', async () => {
    await streams.closeAll();
    await unlisten();
    await unlistenSessions();
  });

  serve(app, messageStreamApi.stream, async (request, reply) => {
    // The address as the rate limits count it (an IPv6 client by its /64).
    const address = normalizeIP(request.ip ?? 'unknown');
    await streams.open(currentUser(request), address, reply.raw, () => reply.hijack());
    // Hijacked: Fastify sends nothing more for this request, whatever the handler returns.
    return reply;
  });
};
