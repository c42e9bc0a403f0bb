import {
  EmptyEnvelopeSchema,
  envelope,
  ForumImageSchema,
  ForumLikeBodySchema,
  ForumLikeSchema,
  ForumPostDetailSchema,
  ForumPostFieldsSchema,
  ForumPostIdBodySchema,
  ForumPostIdQuerySchema,
  ForumPostListQuerySchema,
  ForumPostSavedSchema,
  ForumPostSummarySchema,
  ForumPreviewBodySchema,
  ForumPreviewSchema,
  pagedEnvelope,
  UpdateForumPostSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage } from '../../lib/reply.ts';
import { IncomingFileSchema } from '../../lib/storage/incoming.ts';
import { uploadRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ForumPostsService } from './posts-service.ts';

/**
 * Posts of the forum (docs/product/forum.md#posts), for any signed-in user: the list, the detail, writing (Markdown
 * rendered and sanitised on the server), the preview, images and likes. An administrator deleting someone else's post
 * here is audited.
 */
export const forumPostsRoutes: FastifyPluginAsyncZod<{ posts: ForumPostsService }> = async (app, { posts }) => {
  const user = { auth: 'user' } as const;
  const tags = ['forum'];

  app.get(
    '/forum/get/post/list',
    {
      config: user,
      schema: {
        tags,
        summary: 'Visible posts: pinned first, then latest activity or hottest; a keyword ranks title matches first',
        querystring: ForumPostListQuerySchema,
        response: { 200: pagedEnvelope(ForumPostSummarySchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await posts.list(request.query);
      return okPage(data, total, capped);
    },
  );

  app.get(
    '/forum/get/post',
    {
      config: user,
      schema: {
        tags,
        summary: 'One post with its sanitised HTML; counts a view (a hidden post: its author and administrators only)',
        querystring: ForumPostIdQuerySchema,
        response: { 200: envelope(ForumPostDetailSchema) },
      },
    },
    async (request) => ok(await posts.detail(currentUser(request), request.query.id)),
  );

  app.post(
    '/forum/create/post',
    {
      config: user,
      schema: {
        tags,
        summary: 'Write a post (Markdown; images only from /forum/upload/image, at most 9); rate limited',
        body: ForumPostFieldsSchema,
        response: { 200: envelope(ForumPostSavedSchema) },
      },
    },
    async (request) => ok(await posts.create(currentUser(request), request.body)),
  );

  app.post(
    '/forum/update/post',
    {
      config: user,
      schema: {
        tags,
        summary: "Edit one's own post",
        body: UpdateForumPostSchema,
        response: { 200: envelope(ForumPostSavedSchema) },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(await posts.update(currentUser(request), id, fields));
    },
  );

  app.post(
    '/forum/delete/post',
    {
      config: user,
      schema: {
        tags,
        summary: "Delete one's own post (an administrator: any post, audited)",
        body: ForumPostIdBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await posts.remove(currentUser(request), request.body.id);
      return ok(null);
    },
  );

  app.post(
    '/forum/preview',
    {
      config: user,
      schema: {
        tags,
        summary: 'The body rendered exactly as a post would be',
        body: ForumPreviewBodySchema,
        response: { 200: envelope(ForumPreviewSchema) },
      },
    },
    async (request) => ok(posts.preview(request.body.body)),
  );

  app.post(
    '/forum/upload/image',
    {
      config: { ...uploadRoute('forumImage'), auth: 'user' },
      schema: {
        tags,
        summary: 'Upload an image for a post (multipart file: jpg, png, webp or gif, at most 5 MB); rate limited',
        consumes: ['multipart/form-data'],
        body: z.object({ file: IncomingFileSchema }),
        response: { 200: envelope(ForumImageSchema) },
      },
    },
    async (request) => ok(await posts.uploadImage(currentUser(request), request.body.file)),
  );

  app.post(
    '/forum/like/post',
    {
      config: user,
      schema: {
        tags,
        summary: 'Like a post (liked=1) or take the like back (liked=0); repeating either changes nothing',
        body: ForumLikeBodySchema,
        response: { 200: envelope(ForumLikeSchema) },
      },
    },
    async (request) => ok(await posts.like(currentUser(request), request.body.id, request.body.liked)),
  );
};
