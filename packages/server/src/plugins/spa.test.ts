import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { TestApp } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
let app: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  const database = await createTestDatabase();
  app = await buildApp({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webDist: dist }, { database });
  app.addHook('onClose', () => database.close());
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html for client-side routes (history fallback)', async () => {
    for (const url of ['/', '/login', '/job/12', '/user/resume']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable, and picks up files added after start', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'late-5678.js'), 'console.log(2)');
    const res = await app.inject({ method: 'GET', url: '/assets/late-5678.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps API misses as 404 envelopes', async () => {
    const res = await app.inject({ method: 'GET', url: '/u/v1/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg_en: 'No such API endpoint' });
  });
});
