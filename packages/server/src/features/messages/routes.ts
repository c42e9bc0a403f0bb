import {
  BatchReadBodySchema,
  EmptyEnvelopeSchema,
  envelope,
  MessageSchema,
  MessagesQuerySchema,
  pagedEnvelope,
  ReadAllResultSchema,
  ReadMessageQuerySchema,
  UnreadCountSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MessagesService } from './service.ts';

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  app.get(
    '/user/get/messages',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'My notifications, newest first',
        querystring: MessagesQuerySchema,
        response: { 200: pagedEnvelope(MessageSchema) },
      },
    },
    async (request) => {
      const { data, total } = await messages.page(currentUser(request).id, request.query.pn, request.query.p_size);
      return okPage(data, total);
    },
  );

  app.get(
    '/user/get/messages/unread/count',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'How many of my notifications are unread',
        response: { 200: envelope(UnreadCountSchema) },
      },
    },
    async (request) => ok({ count: await messages.unreadCount(currentUser(request).id) }),
  );

  app.get(
    '/user/read/message',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'Mark one of my notifications read',
        querystring: ReadMessageQuerySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await messages.readOne(currentUser(request), request.query.msg_id);
      return ok(null);
    },
  );

  app.post(
    '/user/batch/read/messages',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'Mark several of my notifications read',
        body: BatchReadBodySchema,
        response: { 200: envelope(ReadAllResultSchema) },
      },
    },
    async (request) => ok({ updated: await messages.readMany(currentUser(request).id, request.body.msg_id_list) }),
  );

  app.post(
    '/user/read/all/messages',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'Mark every one of my unread notifications read (one statement)',
        response: { 200: envelope(ReadAllResultSchema) },
      },
    },
    async (request) => ok({ updated: await messages.readAll(currentUser(request).id) }),
  );
};
