import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    spaRoot: string;
  }
}

/** Hashed build output: a changed file gets a new name, so a copy may be kept for a year. */
export const ASSETS_PREFIX = '/assets/';

/**
 * Serves the built web app; unknown page GETs fall back to index.html (see envelope plugin).
 * The build writes `.br` and `.gz` beside each file; they are sent to clients that accept them.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!fs.existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn(`No built web app in ${opts.root}: run "npm run build" to serve the screens.`);
    return;
  }
  const assetsDir = `${path.sep}assets${path.sep}`;
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: true,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(assetsDir);
      // index.html names the current hashed files: it is revalidated on every visit.
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('spaRoot', opts.root);
});
