import { forumPostsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ForumPostsService } from './posts-service.ts';

/**
 * Posts of the forum (docs/product/forum.md#posts), for any signed-in user: the list, the detail, writing (Markdown
 * rendered and sanitised on the server), the preview, images and likes. An administrator deleting someone else's post
 * here is audited.
 */
export const forumPostsRoutes: FastifyPluginAsync<{ posts: ForumPostsService }> = async (app, { posts }) => {
  serve(app, forumPostsApi.list, async (request) => {
    const { data, total, capped } = await posts.list(request.query);
    return okPage(data, total, capped);
  });

  serve(app, forumPostsApi.detail, async (request) => ok(await posts.detail(currentUser(request), request.query.id)));

  serve(app, forumPostsApi.create, async (request) => ok(await posts.create(currentUser(request), request.body)));

  serve(app, forumPostsApi.update, async (request) => {
    const { id, ...fields } = request.body;
    return ok(await posts.update(currentUser(request), id, fields));
  });

  serve(app, forumPostsApi.remove, async (request) => {
    await posts.remove(currentUser(request), request.body.id);
    return ok(null);
  });

  serve(app, forumPostsApi.preview, async (request) => ok(posts.preview(request.body.body)));

  serve(app, forumPostsApi.uploadImage, async (request) =>
    ok(await posts.uploadImage(currentUser(request), request.body.file)),
  );

  serve(app, forumPostsApi.like, async (request) =>
    ok(await posts.like(currentUser(request), request.body.id, request.body.liked)),
  );
};
