import {
  envelope,
  ForumPostSummarySchema,
  ForumUserCommentSchema,
  ForumUserIdQuerySchema,
  ForumUserListQuerySchema,
  ForumUserSchema,
  pagedEnvelope,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ForumUsersService } from './users-service.ts';

/** The forum's user pages: a member's profile, posts and comments. */
export const forumUsersRoutes: FastifyPluginAsyncZod<{ forumUsers: ForumUsersService }> = async (
  app,
  { forumUsers },
) => {
  const user = { auth: 'user' } as const;
  const tags = ['forum'];

  app.get(
    '/forum/get/user',
    {
      config: user,
      schema: {
        tags,
        summary: "A member's forum profile: posts, comments and likes received",
        querystring: ForumUserIdQuerySchema,
        response: { 200: envelope(ForumUserSchema) },
      },
    },
    async (request) => ok(await forumUsers.profile(currentUser(request), request.query.id)),
  );

  app.get(
    '/forum/get/user/posts',
    {
      config: user,
      schema: {
        tags,
        summary: "A member's posts, newest first (hidden ones for the member and administrators only)",
        querystring: ForumUserListQuerySchema,
        response: { 200: pagedEnvelope(ForumPostSummarySchema) },
      },
    },
    async (request) => {
      const { data, total } = await forumUsers.posts(currentUser(request), request.query);
      return okPage(data, total);
    },
  );

  app.get(
    '/forum/get/user/comments',
    {
      config: user,
      schema: {
        tags,
        summary: "A member's comments with their posts' titles, newest first",
        querystring: ForumUserListQuerySchema,
        response: { 200: pagedEnvelope(ForumUserCommentSchema) },
      },
    },
    async (request) => {
      const { data, total } = await forumUsers.comments(currentUser(request), request.query);
      return okPage(data, total);
    },
  );
};
