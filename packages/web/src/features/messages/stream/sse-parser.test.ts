import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('the message stream parser', () => {
  it('reads named events and skips the ping comments and retry hints', () => {
    const text = 'retry: 3000\n\n: ping\n\nevent: message\ndata: {"message_id":1}\n\n: ping\n\n';
    expect(parse([text])).toEqual([{ event: 'message', data: '{"message_id":1}' }]);
  });

  it('joins an event cut anywhere across chunks, with \\r\\n line ends', () => {
    const text = 'event: message\r\ndata: {"a":\r\ndata: 2}\r\n\r\nevent: message\r\ndata: x\r\n\r\n';
    expect(parse(text.split(''))).toEqual([
      { event: 'message', data: '{"a":\n2}' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('an event without a name is a message; one without data is nothing; an unfinished one waits', () => {
    expect(parse(['data: a\n\nevent: other\n\ndata: b'])).toEqual([{ event: 'message', data: 'a' }]);
  });
});
