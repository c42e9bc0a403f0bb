import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { TestApp } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
// A hashed asset as the build writes it: the file and its brotli and gzip copies beside it.
const script = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');
const shell = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

let app: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync(script));
  const database = await createTestDatabase();
  app = await buildApp({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webDist: dist }, { database });
  app.addHook('onClose', () => database.close());
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
  none: (body) => body,
};

function get(url: string, encoding: 'br' | 'gzip' | 'none') {
  const headers = encoding === 'none' ? {} : { 'accept-encoding': encoding };
  return app.inject({ method: 'GET', url, headers });
}

describe('serving the web app', () => {
  it('serves index.html for client-side routes (history fallback), never cached stale', async () => {
    for (const url of ['/', '/login', '/job/12', '/user/resume']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable, and picks up files added after start', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'late-5678.js'), 'console.log(2)');
    const res = await app.inject({ method: 'GET', url: '/assets/late-5678.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log(2)');
  });

  it.each(['br', 'gzip', 'none'] as const)(
    'sends a hashed asset precompressed to a client accepting %s',
    async (encoding) => {
      const res = await get('/assets/app-1234.js', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'none' ? undefined : encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(decoders[encoding]?.(res.rawPayload).toString()).toBe(script);
      if (encoding !== 'none') expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    },
  );

  it('answers a missing asset with a 404, not the app shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/gone-0000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg_en: 'No such API endpoint' });
  });

  it('keeps API misses as 404 envelopes', async () => {
    const res = await app.inject({ method: 'GET', url: '/u/v1/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg_en: 'No such API endpoint' });
  });
});

describe('compressing JSON answers', () => {
  it.each(['br', 'gzip', 'none'] as const)('sends a JSON answer over 1 KB as %s', async (encoding) => {
    const res = await get('/docs/json', encoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding === 'none' ? undefined : encoding);
    const json = JSON.parse(decoders[encoding]?.(res.rawPayload).toString() ?? '');
    expect(json.openapi).toMatch(/^3\./);
    expect(JSON.stringify(json).length).toBeGreaterThan(1024);
    if (encoding !== 'none') {
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 3);
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await get('/healthz', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('an uncompressing client (app.inject sends no Accept-Encoding) reads the envelope directly', async () => {
    const res = await app.inject({ method: 'GET', url: '/u/v1/nothing/here', headers: {} });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe(404);
  });
});
