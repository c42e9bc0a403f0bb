import {
  API_PREFIX,
  MESSAGE_STREAM_EVENT,
  MESSAGE_STREAM_RETRY_MS,
  type Message,
  messageStreamApi,
  PERMISSION_MESSAGE_TYPES,
  pathOf,
  TOKEN_HEADER,
} from '@app/shared';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl, type Page } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';
import { permissionKeys } from '../../permissions/keys.ts';
import { messageKeys } from '../api.ts';
import { createSseParser } from './sse-parser.ts';

export const MESSAGE_STREAM_PATH = `${API_PREFIX}${pathOf(messageStreamApi.stream)}`;
/** The longest wait between two tries: the first waits the server's retry hint, each next one twice as long. */
const STREAM_RETRY_MAX_MS = 60_000;

/** Answers after which trying again cannot help (signed out, not allowed): the 20 s polling carries on alone. */
const FINAL_STATUSES = new Set([401, 403]);

type Unread = { count: number };

/** A pushed message: put at the head of the bell's list and counted as unread at once, then refetched. */
function receiveMessage(client: QueryClient, message: Message): void {
  let added = false;
  client.setQueryData<InfiniteData<Page<Message>>>(messageKeys.list, (data) => {
    const first = data?.pages[0];
    if (!data || !first || data.pages.some((p) => p.list.some((m) => m.message_id === message.message_id))) return data;
    added = true;
    const pages = [{ ...first, list: [message, ...first.list], total: first.total + 1 }, ...data.pages.slice(1)];
    return { ...data, pages };
  });
  // Counted unless the list already had it (a poll got there first).
  if (!message.is_read && (added || !client.getQueryData(messageKeys.list)))
    client.setQueryData<Unread>(messageKeys.unread, (old) => (old ? { count: old.count + 1 } : old));
  void client.invalidateQueries({ queryKey: messageKeys.all });
  // A request or its answer changes the view requests' lists and states on screen too.
  if ((Object.values(PERMISSION_MESSAGE_TYPES) as string[]).includes(message.message_type))
    void client.invalidateQueries({ queryKey: permissionKeys.all });
}

type MessageSchema = Awaited<ReturnType<typeof loadMessageSchema>>;

/**
 * A pushed message does not pass the server's answer serializer, so it is checked against the contract here; the
 * schema (and zod) load when the stream opens, after the first render (ADR 0097).
 */
const loadMessageSchema = () => import('./message-schema.ts').then((m) => m.MessageSchema);

function parseMessage(schema: MessageSchema, data: string): Message | null {
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads the stream until it ends; true when it delivered anything (the connection was good). */
async function readStream(response: Response, onMessage: (message: Message) => void): Promise<boolean> {
  let delivered = false;
  const schema = await loadMessageSchema();
  const parser = createSseParser(({ event, data }) => {
    if (event !== MESSAGE_STREAM_EVENT) return;
    const message = parseMessage(schema, data);
    if (message) onMessage(message);
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    delivered = true;
    parser.push(decoder.decode(value, { stream: true }));
  }
  return delivered;
}

/**
 * Live messages (docs/product/messages.md#live-delivery): GET /user/messages/stream read with fetch + ReadableStream
 * (EventSource cannot send the x-token header). Each `event: message` lands in the bell's list and unread count at
 * once; a dropped or refused stream is tried again after `retryMs` (the server's `retry:` hint), then twice as
 * long each time up to a minute, back to `retryMs` once a stream worked. The 20 s polling stays as the fallback.
 */
export function useMessageStream(enabled: boolean, retryMs = MESSAGE_STREAM_RETRY_MS): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = retryMs;

    async function connect() {
      const token = getToken();
      if (!token) return;
      let retry = true;
      try {
        const response = await fetch(apiUrl(MESSAGE_STREAM_PATH), {
          headers: { [TOKEN_HEADER]: token, Accept: 'text/event-stream' },
          signal: controller.signal,
          credentials: 'same-origin',
          cache: 'no-store',
        });
        const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
        if (FINAL_STATUSES.has(response.status)) retry = false;
        else if (response.ok && isStream && response.body) {
          if (await readStream(response, (message) => receiveMessage(client, message))) delay = retryMs;
        } else await response.body?.cancel();
      } catch {
        // Network failure or a cut stream: tried again below.
      }
      if (!retry || controller.signal.aborted) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, STREAM_RETRY_MAX_MS);
    }

    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, retryMs, client]);
}
