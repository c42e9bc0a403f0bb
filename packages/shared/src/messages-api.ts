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
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** POST /user/read/all/messages: how many of the caller's unread messages were marked read. */
export const ReadAllResultSchema = z.object({ updated: z.number().int() });
export type ReadAllResult = z.infer<typeof ReadAllResultSchema>;
