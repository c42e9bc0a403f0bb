import { z } from 'zod';
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

const positiveInt = (key: 'pageInvalid' | 'msgIdInvalid') => z.coerce.number({ error: key }).int(key).min(1, key);

export const MessagesQuerySchema = z.object({
  pn: positiveInt('pageInvalid').max(100_000, 'pageInvalid').default(1),
  p_size: positiveInt('pageInvalid').max(50, 'pageInvalid').default(NOTIFICATION_PAGE_SIZE),
});

export const ReadMessageQuerySchema = z.object({ msg_id: positiveInt('msgIdInvalid') });

export const BatchReadBodySchema = z.object({
  msg_id_list: z.array(positiveInt('msgIdInvalid'), { error: 'msgIdInvalid' }).max(500, 'msgIdInvalid'),
});

export const UnreadCountSchema = z.object({ count: z.number().int() });
