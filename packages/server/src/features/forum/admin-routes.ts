import {
  AdminForumCommentListQuerySchema,
  AdminForumCommentSchema,
  AdminForumPostListQuerySchema,
  EmptyEnvelopeSchema,
  envelope,
  ForumCommentIdBodySchema,
  ForumPostIdBodySchema,
  ForumPostSummarySchema,
  ModerateForumPostSchema,
  pagedEnvelope,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ForumAdminService } from './admin-service.ts';
import type { ForumCommentsService } from './comments-service.ts';

/**
 * The administrators' forum calls (docs/product/forum.md#moderation): the post list with hidden posts, moderation (pin,
 * lock, hide), deleting posts, the comment list and deleting comments. Every write commits with its audit entry (the
 * services').
 */
export const adminForumRoutes: FastifyPluginAsyncZod<{
  forumAdmin: ForumAdminService;
  comments: ForumCommentsService;
}> = async (app, { forumAdmin, comments }) => {
  const admin = { auth: 'admin' } as const;
  const tags = ['forum (admin)'];

  app.get(
    '/admin/get/forum/post/list',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every post not deleted, hidden ones too, newest first; by category, keyword, state, flags, author',
        querystring: AdminForumPostListQuerySchema,
        response: { 200: pagedEnvelope(ForumPostSummarySchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await forumAdmin.posts(request.query);
      return okPage(data, total, capped);
    },
  );

  app.post(
    '/admin/update/forum/post',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Pin, lock or hide a post (the fields left out stay as they are)',
        body: ModerateForumPostSchema,
        response: { 200: envelope(ForumPostSummarySchema) },
      },
    },
    async (request) => ok(await forumAdmin.moderate(currentUser(request), request.body)),
  );

  app.post(
    '/admin/delete/forum/post',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a post for everyone',
        body: ForumPostIdBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await forumAdmin.deletePost(currentUser(request), request.body.id);
      return ok(null);
    },
  );

  app.get(
    '/admin/get/forum/comment/list',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Comments and replies, newest first, with their posts; by post or author',
        querystring: AdminForumCommentListQuerySchema,
        response: { 200: pagedEnvelope(AdminForumCommentSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await forumAdmin.comments(request.query, currentUser(request).id);
      return okPage(data, total, capped);
    },
  );

  app.post(
    '/admin/delete/forum/comment',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a comment (one with replies stays as a placeholder)',
        body: ForumCommentIdBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await comments.remove(currentUser(request), request.body.id);
      return ok(null);
    },
  );
};
