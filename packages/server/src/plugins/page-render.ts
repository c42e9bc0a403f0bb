import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  DOCUMENT_COOKIES,
  LANGUAGES,
  type Language,
  type PageRenderer,
  type PageRenderResult,
  type RenderCalls,
  type RenderScope,
  ROUTE_MODULES_ID,
  type Role,
  SERVER_STATE_ID,
  TOKEN_HEADER,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionLookup } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A page's document drawn with its data (ADR 0126), or null for the plain app shell. */
    renderDocument?: (request: FastifyRequest) => Promise<DrawnDocument | null>;
    /** Settles once the renderer has loaded in the background: true, or false when it could not (the log says why). */
    documentRendererLoaded?: Promise<boolean>;
  }
}

export type DrawnDocument = { status: number; html: string };

/** Written by the web build (Vite's manifest): each source module's file, its static imports and its stylesheets. */
const MANIFEST_FILE = path.join('.vite', 'manifest.json');
const LOGIN_SOURCE = 'src/features/auth/login/entry.tsx';
const MAX_TOKEN_LENGTH = 200;

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
/** What a document links beyond index.html's own files: stylesheets, and scripts to preload. */
type Files = { css: string[]; js: string[] };
/** The document every drawn page starts from: index.html without its module scripts. */
type Shell = { head: string; tail: string; entry: string };

/** A chunk and every chunk it imports statically, by manifest key. */
function graph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) graph(manifest, next, seen);
  return seen;
}

/** The files of these source modules that index.html does not already load. */
function filesOf(manifest: Manifest, sources: readonly string[]): Files {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? graph(manifest, entry) : new Set<string>();
  const keys = new Set<string>();
  for (const source of sources) for (const key of graph(manifest, source)) if (!loaded.has(key)) keys.add(key);
  const chunks = [...keys].flatMap((key) => manifest[key] ?? []);
  return {
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    js: chunks.map((chunk) => `/${chunk.file}`),
  };
}

/** One cookie's value from a Cookie header, or null (the header is bounded by Node's header limit). */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script> element: no `<` can close it or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html cut around its root for drawn pages. The module script and its preloads go: the prerender gate loads the
 * entry after the drawn page's first paint (`data-drawn`), so the page's HTML and stylesheets have the network to
 * themselves until then.
 */
function shellOf(template: string): Shell {
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.lastIndexOf('</body>');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
  if (rootStart < 0 || bodyEnd < rootStart || !entry) throw new Error('index.html: no module entry or root element');
  const head = template
    .slice(0, rootStart)
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return { head, tail: template.slice(bodyEnd), entry };
}

/** The drawn page in the shell's root (as React drew it: the browser hydrates it), with its files, title and state. */
function documentOf(shell: Shell, page: RenderedPage, files: Files, loginCss: Files, language: Language): string {
  let head = shell.head;
  // The login screen's stylesheets, which index.html links for the prerendered /login, unless the page uses them.
  for (const file of loginCss.css) {
    if (!files.css.includes(file)) head = head.replace(`<link rel="stylesheet" crossorigin href="${file}">`, '');
  }
  const links = files.css
    .filter((file) => !head.includes(`href="${file}"`))
    .map((f) => `<link rel="stylesheet" crossorigin href="${f}">`)
    .join('');
  head = head
    .replace('<html lang="zh-CN">', `<html lang="${language === 'en' ? 'en' : 'zh-CN'}" data-drawn="${shell.entry}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${links}</head>`);
  // antd's rules go before the app's stylesheets, where antd puts them in the browser: a module class that sets what
  // an antd class sets (one class each) wins on a drawn page as it does on one the browser drew.
  if (page.styles) {
    const firstSheet = head.search(/<link rel="stylesheet"|<\/head>/);
    head = `${head.slice(0, firstSheet)}<style>${page.styles.replace(/<\//g, '<\\/')}</style>${head.slice(firstSheet)}`;
  }
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(page.state)}</script>`;
  // Not <link rel="modulepreload"> in the head: a hundred of them, fetched and compiled at once, held the parser and
  // the first paint back by seconds on a slow phone. The gate preloads them after that paint.
  const modules = `<script type="application/json" id="${ROUTE_MODULES_ID}">${scriptJson(files.js)}</script>`;
  return `${head}<div id="root">${page.html}</div>${state}${modules}\n  ${shell.tail}`;
}

/** The page part of a renderer's answer. */
type RenderedPage = Extract<PageRenderResult, { kind: 'page' }>;

function withTimeout<T>(task: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([task, late]).finally(() => clearTimeout(timer));
}

/** The login a document request's cookie names, or null (none, too long, unknown or ended). */
async function sessionOf(request: FastifyRequest, findSession: SessionLookup) {
  const token = cookieValue(request.headers.cookie, DOCUMENT_COOKIES.token);
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const session = await findSession(token);
  return session && { token, session };
}

/**
 * Draws a page's document on the server (ADR 0126) with the web build's renderer (dist-ssr/server-render.js): the
 * login comes from the document cookie, each of the page's calls goes through this app (app.inject, with the same
 * token, so every check of the API applies), and the page's markup, title, files and state go into index.html.
 * Anything missing, failing or late sends the app shell.
 */
export const pageRenderPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { webDist: string; renderer: string; timeoutMs: number; findSession: SessionLookup },
  ) => {
    const manifestFile = path.join(opts.webDist, MANIFEST_FILE);
    if (!fs.existsSync(opts.renderer) || !fs.existsSync(manifestFile)) {
      app.log.info(`No page renderer at ${opts.renderer}: documents are the app shell only.`);
      return;
    }
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    let shell: Shell;
    try {
      shell = shellOf(fs.readFileSync(path.join(opts.webDist, 'index.html'), 'utf8'));
    } catch (error) {
      app.log.warn({ err: error }, "index.html is not the web build's: documents are the app shell only");
      return;
    }
    const loginCss = filesOf(manifest, [LOGIN_SOURCE]);
    // Renders overlap while their calls are awaited: each keeps its own calls (and so its own login).
    const scope = new AsyncLocalStorage<RenderCalls>();
    // Loaded beside the start, not before it (the bundle and both languages take seconds on a busy machine): until it
    // is there, documents are the app shell.
    let renderer: PageRenderer | null = null;
    const loaded = (async () => {
      const module = (await import(pathToFileURL(opts.renderer).href)) as {
        createPageRenderer(scope: RenderScope): Promise<PageRenderer>;
      };
      renderer = await module.createPageRenderer({
        run: (calls, task) => scope.run(calls, task),
        current: () => scope.getStore(),
      });
      return true;
    })().catch((error: unknown) => {
      app.log.warn({ err: error }, 'the page renderer did not load: documents are the app shell only');
      return false;
    });
    app.decorate('documentRendererLoaded', loaded);

    async function render(request: FastifyRequest, signal: AbortSignal): Promise<DrawnDocument | null> {
      const drawer = renderer;
      if (!drawer) return null;
      const login = await sessionOf(request, opts.findSession);
      const stored = cookieValue(request.headers.cookie, DOCUMENT_COOKIES.language);
      const language = (LANGUAGES as readonly string[]).includes(stored ?? '')
        ? (stored as Language)
        : DEFAULT_LANGUAGE;
      const calls: RenderCalls = async (url) => {
        const answer = await app.inject({
          method: 'GET',
          url,
          headers: { ...(login && { [TOKEN_HEADER]: login.token }), accept: 'application/json' },
          remoteAddress: request.ip,
        });
        let payload: unknown = null;
        try {
          payload = answer.body ? JSON.parse(answer.body) : null;
        } catch {
          payload = null;
        }
        return { status: answer.statusCode, payload };
      };
      const page = await drawer.renderPage({
        url: request.url,
        language,
        phone: /Mobi|Android|iPhone/i.test(request.headers['user-agent'] ?? ''),
        // As the auth plugin reads it: the accounts area stores only the three roles.
        session: login && {
          userId: login.session.userId,
          nickName: login.session.nickName,
          role: login.session.role as Role,
        },
        calls,
        signal,
      });
      if (page.kind !== 'page') return null;
      const files = filesOf(manifest, page.sources);
      return { status: page.status, html: documentOf(shell, page, files, loginCss, language) };
    }

    app.decorate('renderDocument', async (request: FastifyRequest) => {
      // A render still going when the shell is sent is stopped (its calls' answers would be thrown away).
      const controller = new AbortController();
      let settled = false;
      const task = render(request, controller.signal).finally(() => {
        settled = true;
      });
      try {
        return await withTimeout(task, opts.timeoutMs);
      } catch (error) {
        request.log.warn({ err: error }, 'page render failed: the app shell is sent');
        return null;
      } finally {
        if (!settled) {
          task.catch(() => {});
          controller.abort();
        }
      }
    });
  },
);
