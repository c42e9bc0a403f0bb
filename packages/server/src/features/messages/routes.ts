import { messagesApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MessagesService } from './service.ts';

export const messagesRoutes: FastifyPluginAsync<{ messages: MessagesService }> = async (app, { messages }) => {
  serve(app, messagesApi.list, async (request) => {
    const { data, total } = await messages.page(currentUser(request).id, request.query.pn, request.query.p_size);
    return okPage(data, total);
  });

  serve(app, messagesApi.unreadCount, async (request) =>
    ok({ count: await messages.unreadCount(currentUser(request).id) }),
  );

  serve(app, messagesApi.read, async (request) => {
    await messages.readOne(currentUser(request), request.query.msg_id);
    return ok(null);
  });

  serve(app, messagesApi.readMany, async (request) =>
    ok({ updated: await messages.readMany(currentUser(request).id, request.body.msg_id_list) }),
  );

  serve(app, messagesApi.readAll, async (request) => ok({ updated: await messages.readAll(currentUser(request).id) }));
};
