import type { Message } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type Actor, authorize } from '../../lib/authorize.ts';
import { pageOffset } from '../../lib/paging.ts';
import { transactional } from '../../lib/transactional.ts';
import { messagePolicy } from './policy.ts';
import { presentMessage } from './presenter.ts';
import { createMessagesRepository, type MessagesRepository } from './repository.ts';

export type Notification = {
  userId: number;
  senderId?: number | null;
  messageType: string;
  content: string;
  contentEn: string;
  eventId?: number | null;
};

export type MessagesDeps = { db: Db };

export function createMessagesService(deps: MessagesDeps) {
  return transactional(deps.db, (db) => messagesService(createMessagesRepository(db)));
}

function messagesService(repo: MessagesRepository) {
  return {
    /** Other areas notify users through this; `messages.withTx(tx).notify(...)` inside their transaction. */
    notify: (notification: Notification | Notification[]) => repo.insert(notification),

    async page(userId: number, pn: number, pSize: number): Promise<{ data: Message[]; total: number }> {
      const { rows, total } = await repo.page(userId, pageOffset({ pn, p_size: pSize }), pSize);
      return { data: rows.map(presentMessage), total };
    },

    /** One of the user's messages as their list shows it (the live stream sends it); null when not theirs. */
    async findOwned(id: number, userId: number): Promise<Message | null> {
      const row = await repo.findOwned(id, userId);
      return row ? presentMessage(row) : null;
    },

    unreadCount: (userId: number) => repo.unreadCount(userId),

    async readOne(reader: Actor, id: number) {
      const message = await repo.find(id);
      if (!message) throw notFound();
      await authorize(reader, 'read', message, messagePolicy);
      await repo.markRead(reader.id, [id]);
    },

    readMany: (userId: number, ids: number[]) => repo.markRead(userId, [...new Set(ids)]),

    /** Marks every unread message of the user read in one statement; answers how many changed. */
    readAll: (userId: number) => repo.markAllRead(userId),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
