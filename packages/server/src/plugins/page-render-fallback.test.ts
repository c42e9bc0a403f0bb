import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_STATE_ID } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';

/**
 * A render that fails or takes too long sends the app shell (ADR 0126), with a renderer that does either on purpose:
 * /jobs throws, /home never finishes (and is told to stop when the shell goes out), /courses is drawn.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fallback-dist-'));
const renderer = path.join(dist, 'renderer.mjs');
const SHELL =
  '<!doctype html><html lang="zh-CN"><head><title>工程人才网</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const RENDERER = `
export async function createPageRenderer() {
  return {
    renderPage: async (input) => {
      if (input.url.startsWith('/jobs')) throw new Error('the page broke');
      if (input.url.startsWith('/home'))
        return new Promise((_resolve, reject) =>
          input.signal.addEventListener('abort', () => { globalThis.renderStopped = true; reject(input.signal.reason); }),
        );
      return { kind: 'page', status: 200, html: '<main>课程</main>', styles: '', state: {}, title: '课程', sources: [] };
    },
  };
}
`;

let app: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }),
  );
  fs.writeFileSync(renderer, RENDERER);
  app = await buildTestApp({ WEB_DIST: dist, WEB_RENDERER: renderer, WEB_RENDER_TIMEOUT_MS: '300' });
  expect(await app.documentRendererLoaded).toBe(true);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('a page render that does not come', () => {
  it('draws a page the renderer gives', async () => {
    const answer = await get('/courses');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"><main>课程</main></div>');
    expect(answer.body).toContain(`id="${SERVER_STATE_ID}"`);
  });

  it('sends the shell when the render fails', async () => {
    const answer = await get('/jobs');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(SHELL);
  });

  it('sends the shell when the render takes too long, and stops the render', async () => {
    const answer = await get('/home');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(SHELL);
    expect((globalThis as { renderStopped?: boolean }).renderStopped).toBe(true);
  });
});
