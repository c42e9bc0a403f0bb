import {
  EmptyEnvelopeSchema,
  envelope,
  ForumCommentFieldsSchema,
  ForumCommentIdBodySchema,
  ForumCommentListQuerySchema,
  ForumCommentSchema,
  ForumReplyListQuerySchema,
  ForumThreadSchema,
  pagedEnvelope,
  UpdateForumCommentSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ForumCommentsService } from './comments-service.ts';

/**
 * Comments and replies of the forum (docs/product/forum.md#comments-and-replies), for any signed-in user. An
 * administrator's deletion here is audited like the admin call (by the service).
 */
export const forumCommentsRoutes: FastifyPluginAsyncZod<{ comments: ForumCommentsService }> = async (
  app,
  { comments },
) => {
  const user = { auth: 'user' } as const;
  const tags = ['forum'];

  app.get(
    '/forum/get/comment/list',
    {
      config: user,
      schema: {
        tags,
        summary: "A post's top-level comments, oldest first, each with its first replies and how many it has",
        querystring: ForumCommentListQuerySchema,
        response: { 200: pagedEnvelope(ForumThreadSchema) },
      },
    },
    async (request) => {
      const { post_id, pn, p_size } = request.query;
      const { data, total } = await comments.threads(currentUser(request), post_id, pn, p_size);
      return okPage(data, total);
    },
  );

  app.get(
    '/forum/get/comment/replies',
    {
      config: user,
      schema: {
        tags,
        summary: 'The replies under one top-level comment, oldest first',
        querystring: ForumReplyListQuerySchema,
        response: { 200: pagedEnvelope(ForumCommentSchema) },
      },
    },
    async (request) => {
      const { id, pn, p_size } = request.query;
      const { data, total } = await comments.replies(currentUser(request), id, pn, p_size);
      return okPage(data, total);
    },
  );

  app.post(
    '/forum/create/comment',
    {
      config: user,
      schema: {
        tags,
        summary:
          'Comment on a post, or reply (reply_to: a comment of the same post); tells the post and comment authors',
        body: ForumCommentFieldsSchema,
        response: { 200: envelope(ForumCommentSchema) },
      },
    },
    async (request) => ok(await comments.create(currentUser(request), request.body)),
  );

  app.post(
    '/forum/update/comment',
    {
      config: user,
      schema: {
        tags,
        summary: "Edit one's own comment",
        body: UpdateForumCommentSchema,
        response: { 200: envelope(ForumCommentSchema) },
      },
    },
    async (request) => ok(await comments.update(currentUser(request), request.body.id, request.body.body)),
  );

  app.post(
    '/forum/delete/comment',
    {
      config: user,
      schema: {
        tags,
        summary: "Delete one's own comment (administrators: any); one with replies stays as a placeholder",
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
