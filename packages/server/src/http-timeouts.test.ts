import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app.ts';

/**
 * Sends a request head announcing a 100 000-byte body, then trickles one byte of it every `everyMs` (hours of it);
 * resolves with what the server answered when it hangs up. Gives up after 10 s.
 */
function trickle(port: number, everyMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
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
      resolve(answer);
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

  it('is cut off with a 408 by the request timeout it is configured with', async () => {
    expect(app.server.requestTimeout).toBe(1000);
    expect(await trickle(port, 100)).toMatch(/^HTTP\/1\.1 408/);
  });
});
