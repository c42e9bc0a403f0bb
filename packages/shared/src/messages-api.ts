import { z } from 'zod';
import { idList, positiveId } from './common/ids.ts';
import { pagingQuery } from './common/paging.ts';
import { NOTIFICATION_PAGE_SIZE } from './constants.ts';

export const MessageSchema = z.object({
  message_id: z.number().int(),
  message_type: z.string(),
  content: z.string(),
  content_en: z.string(),
  create_time: z.string().describe('ISO 8601'),
  nick_name: z.string().describe('sender nickname; empty for system messages'),
  profile_pic: z.string().describe('sender avatar URL'),
  event_id: z.number().int().nullable(),
  is_read: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagesQuerySchema = pagingQuery({ default: NOTIFICATION_PAGE_SIZE, max: 50 }, 'pageInvalid');

export const ReadMessageQuerySchema = z.object({ msg_id: positiveId('msgIdInvalid') });

export const BatchReadBodySchema = z.object({ msg_id_list: idList('msgIdInvalid', { max: 500 }) });

export const UnreadCountSchema = z.object({ count: z.number().int() });

/** POST /user/read/all/messages: how many of the caller's unread messages were marked read. */
export const ReadAllResultSchema = z.object({ updated: z.number().int() });

/**
 * GET /user/messages/stream (text/event-stream, x-token header; read it with fetch, not EventSource): each new
 * message of the caller arrives as `event: message` with `data: <Message JSON>`; a `: ping` comment keeps the
 * connection alive every MESSAGE_STREAM_PING_MS. Polling stays the fallback when the stream is refused or drops.
 */
export const MESSAGE_STREAM_EVENT = 'message';
export const MESSAGE_STREAM_PING_MS = 25_000;
/** The `retry:` hint sent first: how long a client waits before reconnecting a dropped stream. */
export const MESSAGE_STREAM_RETRY_MS = 5_000;
/** Streams one user may hold at once (tabs); one more answers 429. */
export const MESSAGE_STREAMS_PER_USER = 5;
/** A stream ends after about this long (at a ping) and the client reconnects, signing in again. */
export const MESSAGE_STREAM_MAX_AGE_MS = 10 * 60_000;
