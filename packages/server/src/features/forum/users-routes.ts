import { forumUsersApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ForumUsersService } from './users-service.ts';

/** The forum's user pages: a member's profile, posts and comments. */
export const forumUsersRoutes: FastifyPluginAsync<{ forumUsers: ForumUsersService }> = async (app, { forumUsers }) => {
  serve(app, forumUsersApi.profile, async (request) =>
    ok(await forumUsers.profile(currentUser(request), request.query.id)),
  );

  serve(app, forumUsersApi.posts, async (request) => {
    const { data, total } = await forumUsers.posts(currentUser(request), request.query);
    return okPage(data, total);
  });

  serve(app, forumUsersApi.comments, async (request) => {
    const { data, total } = await forumUsers.comments(currentUser(request), request.query);
    return okPage(data, total);
  });
};
