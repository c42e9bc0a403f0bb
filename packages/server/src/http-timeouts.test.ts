import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app.ts';

/** Sends a request head announcing a body, then trickles one byte of it every `everyMs`; resolves when the server hangs up. */
function trickle(port: number, everyMs: number): Promise<{ answer: string; openMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /u/v1/user/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, openMs: Date.now() - started });
    });
    setTimeout(() => reject(new Error('the connection stayed open')), 10_000).unref();
  });
}

describe('a client trickling its body', () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({ HTTP_REQUEST_TIMEOUT_MS: '1000' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('is cut off once the request timeout has passed', async () => {
    const { answer, openMs } = await trickle(port, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(openMs).toBeGreaterThanOrEqual(900);
    expect(openMs).toBeLessThan(3000);
  });
});
