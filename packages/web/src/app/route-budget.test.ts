import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CEILING_BYTES, measureRoutes, type RouteReport } from '../../scripts/route-budget.ts';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
let reports: RouteReport[];

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webRoot, logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  reports = measureRoutes(dist);
}, 180_000);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the production build', () => {
  it(`the first visit to /login loads at most ${LOGIN_CEILING_BYTES / 1024} KB gzip of JavaScript`, () => {
    const login = reports.find((r) => r.route === '/login');
    expect(login?.files.length).toBeGreaterThan(1);
    expect(login?.js.gzip).toBeLessThanOrEqual(LOGIN_CEILING_BYTES);
  });

  it('tells the server what a page it draws needs (ADR 0114): its stylesheets, and the login screen’s it drops', () => {
    const drawn = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'ssr-routes.json'), 'utf8')) as {
      routes: { pattern: string; css: string[] }[];
      loginOnlyCss: string[];
    };
    expect(drawn.routes.map((route) => route.pattern)).toEqual([
      '^/jobs$',
      '^/job/[1-9][0-9]{0,9}$',
      '^/talents$',
      '^/talent/[1-9][0-9]{0,9}$',
    ]);
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    for (const route of drawn.routes) {
      // The light kit's stylesheet, which index.html does not link.
      expect(
        route.css.some((file) => /\/light-[\w-]+\.css$/.test(file)),
        route.pattern,
      ).toBe(true);
      for (const file of route.css) expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    }
    expect(drawn.loginOnlyCss).toEqual([expect.stringMatching(/\/login-screen-[\w-]+\.css$/)]);
    for (const file of drawn.loginOnlyCss) expect(html).toContain(`href="${file}"`);
  });

  it('loads the PDF export libraries on no route: only when a resume is exported', () => {
    for (const report of reports) {
      expect(
        report.files.filter((f) => /jspdf|html2canvas/i.test(f)),
        report.route,
      ).toEqual([]);
    }
  });

  it('loads neither antd, nor the router, nor zod on a first visit to /login; the app routes load them', () => {
    // antd's style engine and zod's object schema, by what stays readable in the minified files.
    const markers = (report: RouteReport | undefined) =>
      (report?.files ?? []).flatMap((file) => {
        const text = fs.readFileSync(path.join(dist, file), 'utf8');
        const found = ['cssinjs', '$ZodObject'].filter((marker) => text.includes(marker));
        if (/\/(router|zod|full-app)-/.test(file)) found.push(file);
        return found;
      });
    expect(markers(reports.find((r) => r.route === '/login'))).toEqual([]);
    expect(markers(reports.find((r) => r.route === '/home'))).toEqual(
      expect.arrayContaining(['cssinjs', '$ZodObject', expect.stringMatching(/\/router-/)]),
    );
  });

  it('keeps antd (ADR 0097) and zod (ADR 0113) off the first visit to the light pages: /jobs, /job/{id}, /talents', () => {
    for (const route of ['/jobs', '/job/{id}', '/talents']) {
      const files = reports.find((r) => r.route === route)?.files ?? [];
      expect(files.length, route).toBeGreaterThan(1);
      expect(
        files.filter((file) => /cssinjs|\$ZodObject/.test(fs.readFileSync(path.join(dist, file), 'utf8'))),
        route,
      ).toEqual([]);
      expect(
        files.filter((file) => /\/zod-/.test(file)),
        route,
      ).toEqual([]);
    }
  });

  it('writes /login prerendered into index.html, with its gate script and styles, compressed after', () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(/<div id="prerender" inert><main class="_page_\w+_1">/);
    expect(html).toContain('<label for="auth_mobile"');
    const gate = /<script src="\/(assets\/prerender-gate-\w+\.js)"><\/script>/.exec(html)?.[1];
    const gateSource = gate ? fs.readFileSync(path.join(dist, gate), 'utf8') : '';
    expect(gateSource).toContain("location.pathname==='/login'");
    // It preloads the login screen's entry and the app's: both are real files of the build.
    for (const file of ['entry', 'full-app']) {
      const preloaded = new RegExp(`/(assets/${file}-[\\w-]+\\.js)`).exec(gateSource)?.[1];
      expect(preloaded && fs.existsSync(path.join(dist, preloaded)), file).toBe(true);
    }
    // The gate runs before the page is parsed; no antd styles any more (the screen is plain HTML).
    expect(html.indexOf(`/${gate}`)).toBeLessThan(html.indexOf('<style>'));
    expect(html).not.toContain('.ant-');
    // The screen's CSS modules are linked after the app's global CSS, as when its chunk loads them, so
    // the chunk's loader finds them there and does not load them again.
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[\w-]+\.css)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(
      links.slice(1).some((file) => fs.readFileSync(path.join(dist, file ?? ''), 'utf8').match(/\._page_\w+_1\{/)),
    ).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'index.html.br'))).toString()).toBe(html);
  });

  it('writes brotli and gzip copies of the hashed assets that decompress to the same bytes', () => {
    const assets = filesUnder(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    const compressed = assets.filter((f) => fs.existsSync(path.join(dist, 'assets', `${f}.br`)));
    expect(compressed.length).toBeGreaterThan(assets.length / 2);
    for (const file of compressed) {
      const source = fs.readFileSync(path.join(dist, 'assets', file));
      const br = fs.readFileSync(path.join(dist, 'assets', `${file}.br`));
      const gz = fs.readFileSync(path.join(dist, 'assets', `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(source), file).toBe(true);
      expect(zlib.gunzipSync(gz).equals(source), file).toBe(true);
      expect(br.length, file).toBeLessThan(source.length);
    }
  });
});
