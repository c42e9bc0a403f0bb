import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_MODULES_ID, SERVER_STATE_ID } from '@app/shared';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFixtures } from '../features/jobs/test-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { registerSeekerWithResume } from '../test/seekers.ts';
import { cookieValue } from './page-render.ts';

/**
 * Pages drawn on the server (ADR 0126) with the web app's real renderer, built here from its sources, over an
 * index.html and a build manifest shaped as the web build writes them.
 */
const webRoot = path.resolve(import.meta.dirname, '../../../web');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'drawn-dist-'));
const renderer = path.join(dist, 'ssr', 'server-render.js');
const SHELL = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>工程人才网</title><script src="/assets/prerender-gate-1.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/constants-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  <link rel="stylesheet" crossorigin href="/assets/login-screen-1.css"></head>
  <body>
    <div id="root"><div id="prerender" inert><main>登录</main></div></div>
  </body>
</html>
`;
/** Vite's manifest: the entry, the login screen, and the modules of /jobs (its layout and page, sharing a chunk). */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_constants-1.js'], css: ['assets/index-1.css'] },
  '_constants-1.js': { file: 'assets/constants-1.js' },
  'src/features/auth/login/entry.tsx': { file: 'assets/entry-1.js', css: ['assets/login-screen-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_constants-1.js'], css: ['assets/shared-1.css'] },
  'src/app/layouts/main-layout.tsx': {
    file: 'assets/main-layout-1.js',
    imports: ['_shared-1.js'],
    css: ['assets/layouts-1.css'],
  },
  'src/features/jobs/pages/jobs-page.tsx': {
    file: 'assets/jobs-page-1.js',
    imports: ['_shared-1.js'],
    css: ['assets/jobs-1.css'],
  },
};

let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
let seeker: Awaited<ReturnType<typeof f.seeker>>;
let hr: Awaited<ReturnType<typeof f.hr>>;
let jobId: number;
const HOSTILE_TITLE = '桥梁</script><script>alert(1)</script><!--';

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // Vitest's NODE_ENV=test would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.ssr.config.ts'),
      logLevel: 'silent',
      build: { outDir: path.dirname(renderer), emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  // A loaded machine may take past the default 2 s to draw a page the first time; what is tested here is what is drawn.
  app = await buildTestApp({ WEB_DIST: dist, WEB_RENDERER: renderer, WEB_RENDER_TIMEOUT_MS: '60000' });
  expect(await app.documentRendererLoaded).toBe(true);
  f = jobFixtures(app);
  [seeker, hr] = await Promise.all([f.seeker(), f.hr()]);
  jobId = await f.postJob(hr.token, { title: HOSTILE_TITLE });
  await f.postJob(hr.token, { title: '隧道监理工程师' });
}, 300_000);
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, userAgent?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
const cookies = (token: string, language = 'zh') => `theme=x; token=${encodeURIComponent(token)}; language=${language}`;

function stateOf(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`, 's').exec(html);
  if (!match?.[1]) throw new Error('no server state in the document');
  return JSON.parse(match[1]);
}

/** The app shell as index.html has it: the prerendered login, the module entry. */
function expectShell(answer: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toBe(SHELL);
  expect(answer.headers['cache-control']).toBe('no-cache');
}

const drawn = (html: string) => html.includes(`id="${SERVER_STATE_ID}"`);

describe('a page drawn by the server (ADR 0126)', () => {
  it('/jobs: the job seeker’s search drawn in Chinese, with its data, title and files, never cached', async () => {
    const answer = await page('/jobs', cookies(seeker.token));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.vary).toContain('Cookie');
    const html = answer.body;
    expect(html).toContain('<html lang="zh-CN" data-drawn="/assets/index-1.js">');
    expect(html).toContain('<title>找工作 - 工程人才网</title>');
    expect(html).toContain('隧道监理工程师');
    // The matched routes' stylesheets and scripts beyond the entry's, each once; not the login screen's.
    for (const file of ['shared-1.css', 'layouts-1.css', 'jobs-1.css'])
      expect(html.split(`<link rel="stylesheet" crossorigin href="/assets/${file}">`)).toHaveLength(2);
    // Its modules are listed for the gate to preload after the first paint, not linked in the head.
    const modules = new RegExp(`<script type="application/json" id="${ROUTE_MODULES_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(modules?.[1] ?? 'null')).toEqual(
      expect.arrayContaining(['/assets/shared-1.js', '/assets/main-layout-1.js', '/assets/jobs-page-1.js']),
    );
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('constants-1.js');
    expect(html).not.toContain('login-screen-1.css');
    // The app loads after the first paint (the gate, by data-drawn), and hydrates the markup as React drew it.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('id="prerender"');
    expect(html).not.toContain('inert');
    const state = stateOf(html) as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
      router: { loaderData: Record<string, unknown> };
    };
    const search = state.queries.queries.find((query) => query.queryKey[1] === 'search');
    expect(JSON.stringify(search?.state.data)).toContain('隧道监理工程师');
    expect(Object.keys(state.router.loaderData).length).toBeGreaterThan(0);
  });

  it('escapes what users wrote: a title cannot end the data block or the markup', async () => {
    const html = (await page('/jobs', cookies(seeker.token))).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--</');
    expect(JSON.stringify(stateOf(html))).toContain(JSON.stringify(HOSTILE_TITLE).slice(1, -1));
    const detail = (await page(`/job/${jobId}`, cookies(seeker.token))).body;
    expect(detail).toContain(
      `<title>${'桥梁&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;!--'} - 工程人才网</title>`,
    );
  });

  it('in the language of the cookie', async () => {
    const html = (await page('/jobs', cookies(seeker.token, 'en'))).body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Find a job - EngiTalent</title>');
    expect(html).toContain('Save search');
  });

  it('/talent/{id}: an open resume drawn for the HR with the styles of its antd parts; a closed one without it', async () => {
    const open = await registerSeekerWithResume(app, '简历展示人');
    const closed = await registerSeekerWithResume(app, '未公开的人', { enable_resume: 0 });
    const html = (await page(`/talent/${open.id}`, cookies(hr.token))).body;
    expect(html).toContain('<title>人才简历 - 工程人才网</title>');
    expect(html).toContain('简历展示人');
    expect(html).toContain('上海中心大厦');
    // antd styles its parts as it renders: their CSS comes in the head, for the first paint.
    expect(html).toMatch(/<style>[^<]*\.ant-/);
    // Before the app's stylesheets, as antd puts them in the browser, so the app's own rules win the same way.
    expect(html.search(/<style>[^<]*\.ant-/)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    const refused = (await page(`/talent/${closed.id}`, cookies(hr.token))).body;
    expect(drawn(refused)).toBe(true);
    expect(refused).not.toContain('未公开的人');
    // Another role is drawn the page that says whom it is for, with no resume.
    const seekerView = (await page(`/talent/${open.id}`, cookies(seeker.token))).body;
    expect(drawn(seekerView)).toBe(true);
    expect(seekerView).not.toContain('上海中心大厦');
  });

  it('public pages are drawn signed out; a signed-in page is the app shell then, and /login always is', async () => {
    expect(drawn((await page('/company')).body)).toBe(true);
    expectShell(await page('/jobs'));
    expectShell(await page('/jobs', 'token=not-a-session; language=zh'));
    expectShell(await page('/jobs', `token=${'a'.repeat(500)}`));
    expectShell(await page('/jobs', 'token=%E0%A4%A; language=zh'));
    expectShell(await page('/login'));
    expectShell(await page('/login', cookies(seeker.token)));
    // The guard sends a signed-in visitor of / home: the browser follows it from the shell.
    expectShell(await page('/', cookies(seeker.token)));
    // A login that ended is not drawn for.
    const other = await f.seeker();
    expect((await f.post('/u/v1/user/logout', other.token, {})).statusCode).toBe(200);
    expectShell(await page('/jobs', cookies(other.token)));
  });

  it('renders at once for different people keep apart: each document has its own login, data and language', async () => {
    const [seekerPage, hrPage] = await Promise.all([
      page('/jobs', cookies(seeker.token, 'zh')),
      page('/talents', cookies(hr.token, 'en')),
    ]);
    expect(seekerPage.body).toContain('<title>找工作 - 工程人才网</title>');
    expect(hrPage.body).toContain('<title>Talent pool - EngiTalent</title>');
    expect(hrPage.body).toContain('<html lang="en"');
    expect(seekerPage.body).not.toContain('Talent pool');
    expect(hr.nick_name.length).toBeGreaterThan(0);
    expect(seekerPage.body).not.toContain(hr.nick_name);
    expect(hrPage.body).toContain(hr.nick_name);
  });
});

describe('cookieValue', () => {
  it('reads one cookie by name, decoded; a malformed value is none', () => {
    expect(cookieValue('a=1; token=x%20y; language=en', 'token')).toBe('x y');
    expect(cookieValue('xtoken=1', 'token')).toBeNull();
    expect(cookieValue('token=%E0%A4%A', 'token')).toBeNull();
    expect(cookieValue(undefined, 'token')).toBeNull();
  });
});
