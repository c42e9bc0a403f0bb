import { adminForumApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ForumAdminService } from './admin-service.ts';
import type { ForumCommentsService } from './comments-service.ts';

/**
 * The administrators' forum calls (docs/product/forum.md#moderation): the post list with hidden posts, moderation (pin,
 * lock, hide), deleting posts, the comment list and deleting comments. Every write commits with its audit entry (the
 * services').
 */
export const adminForumRoutes: FastifyPluginAsync<{
  forumAdmin: ForumAdminService;
  comments: ForumCommentsService;
}> = async (app, { forumAdmin, comments }) => {
  serve(app, adminForumApi.posts, async (request) => {
    const { data, total, capped } = await forumAdmin.posts(request.query);
    return okPage(data, total, capped);
  });

  serve(app, adminForumApi.moderate, async (request) =>
    ok(await forumAdmin.moderate(currentUser(request), request.body)),
  );

  serve(app, adminForumApi.removePost, async (request) => {
    await forumAdmin.deletePost(currentUser(request), request.body.id);
    return ok(null);
  });

  serve(app, adminForumApi.comments, async (request) => {
    const { data, total, capped } = await forumAdmin.comments(request.query, currentUser(request).id);
    return okPage(data, total, capped);
  });

  serve(app, adminForumApi.removeComment, async (request) => {
    await comments.remove(currentUser(request), request.body.id);
    return ok(null);
  });
};
