import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import { MESSAGES_CHANNEL } from './repository.ts';
import type { MessagesService } from './service.ts';
import { createMessageStreams, type MessageStreamLimits, type SessionsEnded } from './stream.ts';

export type MessageStreamOptions = {
  messages: MessagesService;
  /** The database's NOTIFY subscription (db/client.ts): every instance hears every instance's new messages. */
  listen: Database['listen'];
  limits: MessageStreamLimits;
  /** Subscribes to ended sessions (the accounts area's notice, wired in app.ts): their streams end at once. */
  onSessionsEnded: (handler: (ended: SessionsEnded) => void) => ReturnType<Database['listen']>;
};

/**
 * GET /user/messages/stream: the caller's new messages pushed as server-sent events the moment they commit, on
 * whichever instance they were written (PostgreSQL LISTEN/NOTIFY; PGlite in process). Polling stays the fallback.
 */
export const messageStreamRoutes: FastifyPluginAsyncZod<MessageStreamOptions> = async (app, opts) => {
  const streams = createMessageStreams({
    limits: opts.limits,
    findMessage: (id, userId) => opts.messages.findOwned(id, userId),
    log: app.log,
  });
  const unlisten = await opts.listen(MESSAGES_CHANNEL, (payload) => streams.onNotice(payload));
  const unlistenSessions = await opts.onSessionsEnded((ended) => streams.endSessions(ended));
  // Before the HTTP server closes (it waits for open responses) and before any onClose hook closes the database.
  app.addHook('preClose', async () => {
    streams.closeAll();
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
          '`: ping` every 25 s; 429 past 5 streams per user, 503 when the server holds its maximum',
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => {
      streams.open(currentUser(request), reply.raw, () => reply.hijack());
    },
  );
};
