import { z } from 'zod';
import {
  BatchReadBodySchema,
  MessageSchema,
  MessagesQuerySchema,
  ReadAllResultSchema,
  ReadMessageQuerySchema,
  UnreadCountSchema,
} from '../messages-api.ts';
import { defineRoutes } from './route.ts';

const tags = ['messages'];

/** My notifications: the list, the unread count, marking read. */
export const messagesApi = defineRoutes({
  list: {
    method: 'GET',
    path: '/user/get/messages',
    auth: 'user',
    tags,
    summary: 'My notifications, newest first',
    query: MessagesQuerySchema,
    data: MessageSchema,
    paged: true,
  },
  unreadCount: {
    method: 'GET',
    path: '/user/get/messages/unread/count',
    auth: 'user',
    tags,
    summary: 'How many of my notifications are unread',
    data: UnreadCountSchema,
  },
  read: {
    method: 'GET',
    path: '/user/read/message',
    auth: 'user',
    tags,
    summary: 'Mark one of my notifications read',
    query: ReadMessageQuerySchema,
    data: z.null(),
  },
  readMany: {
    method: 'POST',
    path: '/user/batch/read/messages',
    auth: 'user',
    tags,
    summary: 'Mark several of my notifications read',
    body: BatchReadBodySchema,
    data: ReadAllResultSchema,
  },
  readAll: {
    method: 'POST',
    path: '/user/read/all/messages',
    auth: 'user',
    tags,
    summary: 'Mark every one of my unread notifications read (one statement)',
    data: ReadAllResultSchema,
  },
});

/** My new messages pushed as server-sent events the moment they commit (docs/product/messages.md#live-delivery). */
export const messageStreamApi = defineRoutes({
  stream: {
    method: 'GET',
    path: '/user/messages/stream',
    auth: 'user',
    tags,
    summary:
      'My new messages as server-sent events (text/event-stream): `event: message` with a Message as data, ' +
      '`: ping` every 25 s; 429 past 5 streams per user or MESSAGE_STREAMS_PER_IP per address (over every ' +
      'instance), 503 when this instance holds its maximum',
    /** Each `message` event's data (the stream has no envelope). */
    data: MessageSchema,
    produces: 'text/event-stream',
  },
});
