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
  type Role,
  SERVER_STATE_ID,
  TOKEN_HEADER,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionLookup } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A signed-in light page's document drawn with its data (ADR 0097), or null for the plain app shell. */
    renderDocument?: (request: FastifyRequest) => Promise<string | null>;
    /** Settles once the renderer has loaded in the background: true, or false when it could not (the log says why). */
    documentRendererLoaded?: Promise<boolean>;
  }
}

/** Written by the web build (scripts/prerender-plugin.ts): the drawn pages and the stylesheets each needs. */
const DRAWN_ROUTES_FILE = path.join('.vite', 'ssr-routes.json');
const MAX_TOKEN_LENGTH = 200;

type DrawnRoute = { pattern: RegExp; css: string[] };
/** The document every drawn page starts from: index.html without its module scripts and the login's stylesheets. */
type Shell = { head: string; tail: string; entry: string };

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
 * themselves until then. The login screen's stylesheets go too.
 */
function shellOf(template: string, loginOnlyCss: readonly string[]): Shell {
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.lastIndexOf('</body>');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
  if (rootStart < 0 || bodyEnd < rootStart || !entry) throw new Error('index.html: no module entry or root element');
  let head = template
    .slice(0, rootStart)
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  for (const file of loginOnlyCss) head = head.replace(`<link rel="stylesheet" crossorigin href="${file}">`, '');
  return { head, tail: template.slice(bodyEnd), entry };
}

/** The drawn page in the shell's root, with its stylesheets, language, title and data. */
function documentOf(shell: Shell, page: PageRenderResult, css: string[], language: Language): string {
  const links = css
    .filter((file) => !shell.head.includes(`href="${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`)
    .join('');
  const head = shell.head
    .replace('<html lang="zh-CN">', `<html lang="${language === 'en' ? 'en' : 'zh-CN'}" data-drawn="${shell.entry}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${links}${page.styles ? `<style>${page.styles.replace(/<\//g, '<\\/')}</style>` : ''}</head>`);
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(page.state)}</script>`;
  // inert, as the prerendered /login: nothing typed or clicked before the app draws over it would be kept.
  const root = `<div id="root"><div inert style="display:contents">${page.html}</div></div>`;
  return `${head}${root}${state}\n  ${shell.tail}`;
}

function withTimeout<T>(task: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([task, late]).finally(() => clearTimeout(timer));
}

/**
 * Draws a signed-in light page's document on the server (ADR 0097) with the web build's renderer
 * (dist-ssr/server-render.js): the login comes from the document cookie, each of the page's calls goes through this
 * app (app.inject, with the same token, so every check of the API applies), and the page's markup, title, stylesheets
 * and answers go into index.html. Anything missing or failing sends the app shell as before.
 */
export const pageRenderPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { webDist: string; renderer: string; timeoutMs: number; findSession: SessionLookup },
  ) => {
    const routesFile = path.join(opts.webDist, DRAWN_ROUTES_FILE);
    if (!fs.existsSync(opts.renderer) || !fs.existsSync(routesFile)) {
      app.log.info(`No page renderer at ${opts.renderer}: documents are the app shell only.`);
      return;
    }
    const drawn = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as {
      routes: { pattern: string; css: string[] }[];
      loginOnlyCss: string[];
    };
    const shell = shellOf(fs.readFileSync(path.join(opts.webDist, 'index.html'), 'utf8'), drawn.loginOnlyCss);
    const routes: DrawnRoute[] = drawn.routes.map((route) => ({ pattern: new RegExp(route.pattern), css: route.css }));
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

    async function render(request: FastifyRequest): Promise<string | null> {
      const pathname = request.url.split('?', 1)[0] ?? '';
      const route = routes.find((r) => r.pattern.test(pathname));
      const drawer = renderer;
      if (!route || !drawer) return null;
      const token = cookieValue(request.headers.cookie, DOCUMENT_COOKIES.token);
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      const session = await opts.findSession(token);
      if (!session) return null;
      // As the auth plugin reads it: the accounts area stores only the three roles.
      const role = session.role as Role;
      const stored = cookieValue(request.headers.cookie, DOCUMENT_COOKIES.language);
      const language = (LANGUAGES as readonly string[]).includes(stored ?? '')
        ? (stored as Language)
        : DEFAULT_LANGUAGE;
      const calls: RenderCalls = async (url) => {
        const answer = await app.inject({
          method: 'GET',
          url,
          headers: { [TOKEN_HEADER]: token, accept: 'application/json' },
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
        session: { userId: session.userId, nickName: session.nickName, role },
        calls,
      });
      return page && documentOf(shell, page, route.css, language);
    }

    app.decorate('renderDocument', async (request: FastifyRequest) => {
      try {
        return await withTimeout(render(request), opts.timeoutMs);
      } catch (error) {
        request.log.warn({ err: error }, 'page render failed: the app shell is sent');
        return null;
      }
    });
  },
);
