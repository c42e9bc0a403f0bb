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
/** What the web build copies from packages/web/public to the root of dist. */
const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
/** The build's own files, which list every module: read by the server and the route budget, never sent. */
const manifest = JSON.stringify({ 'src/app/main.tsx': { file: 'assets/main-1234.js', secret: 'module-paths' } });

let app: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(shell));
  fs.mkdirSync(path.join(dist, '.vite'));
  for (const name of ['manifest.json', 'ssr-manifest.json']) {
    fs.writeFileSync(path.join(dist, '.vite', name), manifest);
    fs.writeFileSync(path.join(dist, '.vite', `${name}.br`), zlib.brotliCompressSync(manifest));
  }
  fs.writeFileSync(path.join(dist, '.env'), 'SECRET=1');
  fs.cpSync(publicDir, dist, { recursive: true });
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
    for (const url of ['/', '/login', '/job/12', '/user/resume', '/jobs/', '/bid/info/3?code=x']) {
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

  it('sends nothing of the build but the hashed files and the root files: no manifest, no hidden file', async () => {
    const urls = [
      '/.vite/manifest.json',
      '/.vite/ssr-manifest.json',
      '/.vite/manifest.json.br',
      '/.vite/',
      '/.vite',
      '/%2Evite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/assets/%2E%2E/.vite/manifest.json',
      '/assets//../.vite/manifest.json',
      '/.env',
      '/index.html.gz',
    ];
    for (const url of urls) {
      for (const encoding of ['br', 'gzip', 'none'] as const) {
        const res = await get(url, encoding);
        expect(res.statusCode, `${url} ${encoding}`).toBe(404);
        const body = decoders[String(res.headers['content-encoding'] ?? 'none')]?.(res.rawPayload).toString();
        expect(body, url).not.toContain('module-paths');
        expect(body, url).not.toContain('SECRET');
      }
    }
  });

  it('serves a real robots.txt: public pages allowed; the API, /user and /admin not; no sitemap named', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const rules = res.body.split('\n').map((line) => line.trim());
    expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /u/v1/']));
    expect(rules).toEqual(expect.arrayContaining(['Disallow: /user', 'Disallow: /admin']));
    expect(res.body).not.toMatch(/sitemap/i);
  });

  it('serves a small favicon.ico, and no sitemap.xml (404)', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/icon/);
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([...icon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(icon.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
    expect(icon.rawPayload.length).toBeLessThan(4096);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(404);
  });

  it('answers an address without a page with 404 and the app shell (its not-found screen), never kept by a cache', async () => {
    for (const url of ['/nothing', '/some/client/route', '/job/12/more', '/user/nothing', '/admin/nothing?x=1']) {
      // Whatever the client kept: no 304 and no part of the shell.
      const headers = { 'if-none-match': '*', 'if-modified-since': new Date().toUTCString(), range: 'bytes=0-9' };
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('keeps API misses as 404 envelopes', async () => {
    const res = await app.inject({ method: 'GET', url: '/u/v1/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg_en: 'No such API endpoint' });
  });
});

describe('an unknown API path', () => {
  const multipart = [
    '--x',
    'Content-Disposition: form-data; name="file"; filename="a.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4',
    '--x--',
    '',
  ].join('\r\n');
  const shapes: { name: string; method: string; url: string; headers?: Record<string, string>; payload?: string }[] = [
    { name: 'a double slash', method: 'GET', url: '/u/v1//user/get/messages' },
    { name: 'a trailing slash', method: 'GET', url: '/u/v1/user/get/messages/' },
    { name: 'the prefix alone', method: 'GET', url: '/u/v1' },
    { name: '10,000 characters', method: 'GET', url: `/u/v1/${'a'.repeat(10_000)}` },
    { name: 'a dot segment', method: 'GET', url: '/u/v1/./x/../y' },
    { name: 'an unknown method', method: 'PROPFIND', url: '/u/v1/user/get/messages' },
    { name: 'a HEAD', method: 'HEAD', url: '/u/v1//nothing' },
    { name: 'a token', method: 'GET', url: '/u/v1//nothing', headers: { 'x-token': 'not-a-session' } },
    {
      name: 'a JSON body',
      method: 'POST',
      url: '/u/v1//nothing',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":1}',
    },
    {
      name: 'a malformed JSON body',
      method: 'POST',
      url: '/u/v1/nothing',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    },
    {
      name: 'a JSON body over the body limit',
      method: 'PUT',
      url: '/u/v1/nothing',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
    },
    {
      name: 'a multipart body',
      method: 'POST',
      url: '/u/v1/nothing/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: multipart,
    },
    {
      name: 'an unsupported media type',
      method: 'POST',
      url: '/u/v1/nothing',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'zzz',
    },
  ];

  it.each(shapes)('answers the 404 envelope, with $name', async ({ method, url, headers, payload }) => {
    const res = await app.inject({ method: method as 'GET', url, headers, payload });
    expect(res.statusCode).toBe(404);
    if (method === 'HEAD') return;
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', msg_en: 'No such API endpoint' });
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
