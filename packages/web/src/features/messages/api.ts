import {
  type Message,
  MessageSchema,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_POLL_MS,
  UnreadCountSchema,
} from '@app/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Page } from '../../lib/api-client.ts';

export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread-count'] as const,
};

const MessageListSchema = z.array(MessageSchema);
/** The batch-read call takes at most this many ids. */
const BATCH_READ_MAX = 500;
const COLLECT_PAGE_SIZE = 50;

export function fetchMessages(pn: number, pSize = NOTIFICATION_PAGE_SIZE): Promise<Page<Message>> {
  return api.page('/u/v1/user/get/messages', { query: { pn, p_size: pSize }, schema: MessageListSchema });
}

/** Notifications page by page (10 each), newest first; polled every 20 s while mounted. */
export function useMessagesInfinite(enabled = true) {
  return useInfiniteQuery({
    queryKey: messageKeys.list,
    queryFn: ({ pageParam }) => fetchMessages(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    refetchInterval: NOTIFICATION_POLL_MS,
    enabled,
  });
}

export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: () => api.get('/u/v1/user/get/messages/unread/count', { schema: UnreadCountSchema }),
    refetchInterval: NOTIFICATION_POLL_MS,
    enabled,
  });
}

export function readMessage(id: number): Promise<unknown> {
  return api.get('/u/v1/user/read/message', { query: { msg_id: id } });
}

export function readMessages(ids: number[]): Promise<unknown> {
  return api.post('/u/v1/user/batch/read/messages', { json: { msg_id_list: ids } });
}

/** Ids of unread notifications, going through the pages until `expected` are found. */
async function collectUnreadIds(expected: number): Promise<number[]> {
  const ids: number[] = [];
  for (let pn = 1; ids.length < Math.min(expected, BATCH_READ_MAX); pn++) {
    const page = await fetchMessages(pn, COLLECT_PAGE_SIZE);
    for (const m of page.list) if (!m.is_read) ids.push(m.message_id);
    if (page.list.length < COLLECT_PAGE_SIZE || pn * COLLECT_PAGE_SIZE >= page.total) break;
  }
  return ids.slice(0, BATCH_READ_MAX);
}

export function useReadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** Marks every unread notification read; resolves to how many there were (0: nothing to do). */
export function useReadAllMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (unreadCount: number) => {
      if (unreadCount <= 0) return 0;
      const ids = await collectUnreadIds(unreadCount);
      if (ids.length > 0) await readMessages(ids);
      return ids.length;
    },
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
