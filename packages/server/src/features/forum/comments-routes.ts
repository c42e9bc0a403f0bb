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
  ROLES,
  UpdateForumCommentSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/index.ts';
import type { ForumCommentsService } from './comments-service.ts';

/**
 * Comments and replies of the forum (docs/product/forum.md#comments-and-replies), for any signed-in user. An
 * administrator deleting someone else's comment here is audited like the admin call.
 */
export const forumCommentsRoutes: FastifyPluginAsyncZod<{
  comments: ForumCommentsService;
  audit: AuditService;
}> = async (app, { comments, audit }) => {
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
      const actor = currentUser(request);
      const { id } = request.body;
      if (actor.role !== ROLES.admin) {
        await comments.remove(actor, id);
        return ok(null);
      }
      await audit.write(actor, { action: 'forum.comment.delete', targetType: 'forum_comment' }, async (tx) => {
        const removed = await comments.withTx(tx).remove(actor, id);
        return { result: null, targetId: id, summary: removed.body.slice(0, 80), before: removed };
      });
      return ok(null);
    },
  );
};
