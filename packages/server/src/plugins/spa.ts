import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTES } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    spaRoot: string;
  }
}

/** Hashed build output: a changed file gets a new name, so a copy may be kept for a year. */
export const ASSETS_PREFIX = '/assets/';

const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * The files served at the root: those the build copies from packages/web/public (favicons, robots.txt) and
 * index.html. Not its folders (the build's own `.vite/` manifests list every module and stay on the server), nor
 * hidden files, nor the `.br`/`.gz` copies, which go out only in place of their file.
 */
function rootFiles(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && !PRECOMPRESSED.test(entry.name))
    .map((entry) => entry.name);
}

/**
 * Serves the built web app (docs/decisions/0070-web-delivery-and-first-visit.md): the hashed files under
 * /assets/ and the root's few files, and every page address. Nothing else
 * of the build is reachable, and an API path is never looked up on disk. The build writes `.br` and `.gz` beside each
 * file; they are sent to clients that accept them.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!fs.existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn(`No built web app in ${opts.root}: run "npm run build" to serve the screens.`);
    return;
  }
  const assets = path.join(opts.root, 'assets');
  await app.register(fastifyStatic, {
    root: assets,
    prefix: ASSETS_PREFIX,
    // Files added after the start (a new build written beside a running server) are served too.
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.startsWith(`${assets}${path.sep}`);
      // index.html names the current hashed files: it is revalidated on every visit, as the root's other files. As
      // the answer to an address without a page (404) it is not kept at all.
      const kept = reply.statusCode === 404 ? 'no-store' : 'no-cache';
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : kept);
    },
  });
  for (const name of rootFiles(opts.root)) {
    app.get(`/${name}`, (_request, reply) => reply.sendFile(name, opts.root));
  }
  // Every page address (the web app's routes): its document drawn by the server with its data when the renderer is
  // there (plugins/page-render.ts, ADR 0126), else the app shell. /login's shell holds its prerendered screen.
  const shell = (reply: FastifyReply) => reply.type('text/html').sendFile('index.html', opts.root);
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const drawn = app.renderDocument ? await app.renderDocument(request) : null;
    if (!drawn) return shell(reply);
    // For this login only, never kept by a cache.
    return reply
      .status(drawn.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', 'Cookie')
      .send(drawn.html);
  }
  for (const route of PAGE_ROUTES) {
    app.get(route, route === '/login' ? (_request, reply) => shell(reply) : servePage);
  }
  app.decorate('spaRoot', opts.root);
});
