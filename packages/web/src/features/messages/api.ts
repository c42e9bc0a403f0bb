import { type Message, messagesApi, NOTIFICATION_PAGE_SIZE, NOTIFICATION_POLL_MS } from '@app/shared';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Page } from '../../lib/api-client.ts';
import { call, callPage } from '../../lib/call.ts';

export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread-count'] as const,
  page: (pn: number, pSize: number) => ['messages', 'page', pn, pSize] as const,
};

function fetchMessages(pn: number, pSize = NOTIFICATION_PAGE_SIZE): Promise<Page<Message>> {
  return callPage(messagesApi.list, { query: { pn, p_size: pSize } });
}

/** Notifications page by page (10 each), newest first; polled every 20 s while enabled. */
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
  return useQuery({ ...messageQueries.unreadCount(), refetchInterval: NOTIFICATION_POLL_MS, enabled });
}

function readMessage(id: number): Promise<unknown> {
  return call(messagesApi.read, { query: { msg_id: id } });
}

export function useReadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** Marks every unread message of the caller read in ONE server call; resolves to how many it marked. */
export function useReadAllMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(messagesApi.readAll).then((a) => a.updated),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export const messageQueries = {
  /** The header bell's badge. */
  unreadCount: () => queryOptions({ queryKey: messageKeys.unread, queryFn: () => call(messagesApi.unreadCount) }),
  /** One page of every message, newest first (/user/messages). */
  page: (pn: number, pSize: number) =>
    queryOptions({ queryKey: messageKeys.page(pn, pSize), queryFn: () => fetchMessages(pn, pSize) }),
};

export function useMessagesPage(pn: number, pSize: number) {
  return useQuery({ ...messageQueries.page(pn, pSize), placeholderData: keepPreviousData });
}
