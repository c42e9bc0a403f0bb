import { forumCommentsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ForumCommentsService } from './comments-service.ts';

/**
 * Comments and replies of the forum (docs/product/forum.md#comments-and-replies), for any signed-in user. An
 * administrator's deletion here is audited like the admin call (by the service).
 */
export const forumCommentsRoutes: FastifyPluginAsync<{ comments: ForumCommentsService }> = async (
  app,
  { comments },
) => {
  serve(app, forumCommentsApi.threads, async (request) => {
    const { post_id, pn, p_size } = request.query;
    const { data, total } = await comments.threads(currentUser(request), post_id, pn, p_size);
    return okPage(data, total);
  });

  serve(app, forumCommentsApi.replies, async (request) => {
    const { id, pn, p_size } = request.query;
    const { data, total } = await comments.replies(currentUser(request), id, pn, p_size);
    return okPage(data, total);
  });

  serve(app, forumCommentsApi.create, async (request) => ok(await comments.create(currentUser(request), request.body)));

  serve(app, forumCommentsApi.update, async (request) =>
    ok(await comments.update(currentUser(request), request.body.id, request.body.body)),
  );

  serve(app, forumCommentsApi.remove, async (request) => {
    await comments.remove(currentUser(request), request.body.id);
    return ok(null);
  });
};
