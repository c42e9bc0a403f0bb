import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { messages, users } from '../../db/schema/index.ts';

export type NewMessage = typeof messages.$inferInsert;

export function createMessagesRepository(db: Db) {
  const sender = alias(users, 'sender');
  return {
    async page(userId: number, offset: number, limit: number) {
      const rows = await db
        .select({
          id: messages.id,
          messageType: messages.messageType,
          content: messages.content,
          contentEn: messages.contentEn,
          createdAt: messages.createdAt,
          eventId: messages.eventId,
          isRead: messages.isRead,
          senderNickName: sender.nickName,
          senderAvatar: sender.profilePicUrl,
        })
        .from(messages)
        .leftJoin(sender, eq(sender.id, messages.senderId))
        .where(eq(messages.userId, userId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
      return { rows, total: total?.n ?? 0 };
    },

    async unreadCount(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
      return row?.n ?? 0;
    },

    /** Marks the user's own messages read; other users' ids are ignored. Returns how many changed. */
    async markRead(userId: number, ids: number[]) {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(messages)
        .set({ isRead: true })
        .where(and(eq(messages.userId, userId), inArray(messages.id, ids), eq(messages.isRead, false)))
        .returning({ id: messages.id });
      return rows.length;
    },

    async find(id: number) {
      const rows = await db
        .select({ id: messages.id, userId: messages.userId })
        .from(messages)
        .where(eq(messages.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(values: NewMessage | NewMessage[]) {
      const list = Array.isArray(values) ? values : [values];
      if (list.length > 0) await db.insert(messages).values(list);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
