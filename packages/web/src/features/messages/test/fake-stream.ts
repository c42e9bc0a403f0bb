import type { Message } from '@app/shared';
import { vi } from 'vitest';
import { MESSAGE_STREAM_PATH } from '../stream/use-message-stream.ts';

/** What a test sees of the fake message stream. */
export type FakeStream = {
  /** Every connection's x-token header, in order. */
  tokens: (string | null)[];
  /** Sends a message on the open stream. */
  push(message: Message): void;
  /** Ends the open stream as a server going away would. */
  close(): void;
};

/**
 * Answers GET /user/messages/stream with a text/event-stream the test writes to (after `retry:` and a
 * `: ping`), and every other call through the fetch installed before (fakeApi). `refuse` answers the first
 * that many connections with that status instead.
 */
export function fakeMessageStream(options: { refuse?: { times: number; status: number } } = {}): FakeStream {
  const inner = globalThis.fetch;
  const encoder = new TextEncoder();
  const tokens: (string | null)[] = [];
  let open: ReadableStreamDefaultController<Uint8Array> | undefined;
  let refused = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== MESSAGE_STREAM_PATH) return inner(input, init);
    tokens.push(new Headers(init.headers).get('x-token'));
    if (options.refuse && refused < options.refuse.times) {
      refused++;
      const body = JSON.stringify({ code: options.refuse.status, msg: '连接过多', msg_en: 'Too many streams' });
      return new Response(body, { status: options.refuse.status, headers: { 'content-type': 'application/json' } });
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        open = controller;
        controller.enqueue(encoder.encode('retry: 5000\n\n: ping\n\n'));
        init.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    tokens,
    push(message) {
      open?.enqueue(encoder.encode(`event: message\ndata: ${JSON.stringify(message)}\n\n`));
    },
    close() {
      open?.close();
      open = undefined;
    },
  };
}
