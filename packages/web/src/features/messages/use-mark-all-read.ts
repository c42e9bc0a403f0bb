import type { Language, Message } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../lib/feedback.ts';
import { useReadAllMessages } from './api.ts';

/** A message's text in the reader's language (the Chinese when it has no English). */
export function messageText(message: Pick<Message, 'content' | 'content_en'>, language: Language): string {
  return language === 'en' && message.content_en ? message.content_en : message.content;
}

/**
 * Mark-all-read for the bell and /user/messages: one server call; 'no unread messages' when there
 * was nothing to mark, 'all marked as read' after, 'operation failed, please retry' on failure.
 */
export function useMarkAllRead() {
  const { t } = useTranslation('notifications');
  const toast = useMessageApi();
  const readAll = useReadAllMessages();

  /** `unreadCount` as the caller knows it: 0 says so without a call; unknown (undefined) asks the server. */
  async function markAllRead(unreadCount: number | undefined) {
    if (unreadCount === 0) {
      toast.info(t('noUnread'));
      return;
    }
    try {
      const marked = await readAll.mutateAsync();
      if (marked === 0) toast.info(t('noUnread'));
      else toast.success(t('allRead'));
    } catch {
      toast.error(t('operationFailed'));
    }
  }

  return { markAllRead, pending: readAll.isPending };
}
