import type { Message } from '@app/shared';
import type { MessagesRepository } from './repository.ts';

type MessageRow = NonNullable<Awaited<ReturnType<MessagesRepository['findOwned']>>>;

/** A message as the user's list and the live stream show it. */
export function presentMessage(r: MessageRow): Message {
  return {
    message_id: r.id,
    message_type: r.messageType,
    content: r.content,
    content_en: r.contentEn,
    create_time: r.createdAt.toISOString(),
    nick_name: r.senderNickName ?? '',
    profile_pic: r.senderAvatar ?? '',
    event_id: r.eventId,
    is_read: r.isRead,
  };
}
