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

/** Serves the built web app; unknown page GETs fall back to index.html (see envelope plugin). */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!fs.existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn(`No built web app in ${opts.root}: run "npm run build" to serve the screens.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('spaRoot', opts.root);
});
