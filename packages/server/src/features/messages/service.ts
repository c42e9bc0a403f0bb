import type { Message } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { createMessagesRepository, type MessagesRepository } from './repository.ts';

export type Notification = {
  userId: number;
  senderId?: number | null;
  messageType: string;
  content: string;
  contentEn: string;
  eventId?: number | null;
};

/** Other areas notify users through this, inside their own transaction when they pass `tx`. */
export function notify(db: Db, notification: Notification | Notification[]) {
  return createMessagesRepository(db).insert(notification);
}

export function createMessagesService(repo: MessagesRepository) {
  return {
    async page(userId: number, pn: number, pSize: number): Promise<{ data: Message[]; total: number }> {
      const { rows, total } = await repo.page(userId, (pn - 1) * pSize, pSize);
      const data = rows.map((r) => ({
        message_id: r.id,
        message_type: r.messageType,
        content: r.content,
        content_en: r.contentEn,
        create_time: r.createdAt.toISOString(),
        nick_name: r.senderNickName ?? '',
        profile_pic: r.senderAvatar ?? '',
        event_id: r.eventId,
        is_read: r.isRead,
      }));
      return { data, total };
    },

    unreadCount: (userId: number) => repo.unreadCount(userId),

    async readOne(userId: number, id: number) {
      if (!(await repo.exists(userId, id))) throw notFound();
      await repo.markRead(userId, [id]);
    },

    readMany: (userId: number, ids: number[]) => repo.markRead(userId, [...new Set(ids)]),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
