import { randomUUID } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
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
export const messageStreamRoutes: FastifyPluginAsyncZod<MessageStreamOptions> = async (app, opts) => {
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

  app.get(
    '/user/messages/stream',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['messages'],
        summary:
          'My new messages as server-sent events (text/event-stream): `event: message` with a Message as data, ' +
          '`: ping` every 25 s; 429 past 5 streams per user or MESSAGE_STREAMS_PER_IP per address (over every ' +
          'instance), 503 when this instance holds its maximum',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // The address as the rate limits count it (an IPv6 client by its /64).
      const address = normalizeIP(request.ip ?? 'unknown');
      await streams.open(currentUser(request), address, reply.raw, () => reply.hijack());
    },
  );
};
