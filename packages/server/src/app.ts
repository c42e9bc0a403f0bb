import path from 'node:path';
import { API_PREFIX } from '@app/shared';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiRoutes } from './app-routes.ts';
import { createServices, type Services } from './app-services.ts';
import { type Config, untrustedForwardingWarning } from './config.ts';
import { type Database, type DatabaseLog, openDatabase } from './db/client.ts';
import { healthRoutes } from './features/health/index.ts';
import { maintenancePlugin } from './features/maintenance/index.ts';
import { purgeExpiredStreams } from './features/messages/index.ts';
import { createFileUrls, loadServerSecret } from './lib/storage/file-urls.ts';
import { createLocalDiskStorage } from './lib/storage/local-disk.ts';
import { multipartPlugin } from './lib/storage/multipart.ts';
import { authPlugin } from './plugins/auth.ts';
import { createCounters } from './plugins/counters.ts';
import { clientErrorReply, envelopePlugin, frameworkErrorReply } from './plugins/envelope.ts';
import { filesPlugin } from './plugins/files.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { pageRenderPlugin } from './plugins/page-render.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { spaPlugin } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Every area's service (seed and tests reach them here; routes get theirs by injection). */
    services: Services;
  }
}

export type BuildOptions = {
  /** An already opened database (tests); otherwise one is opened from the config. */
  database?: Database;
};

export async function openConfiguredDatabase(config: Config, log?: DatabaseLog): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, limits: config.db, log })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/** Builds the whole application; never listens (main.ts does). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Off unless configured: a forged X-Forwarded-For must not choose the address that rate limits count.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors raised before routing or by Node's HTTP parser answer in the envelope too.
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
    connectionTimeout: config.http.connectionTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // Node looks for requests past requestTimeout only every connectionsCheckingInterval (30 s by default).
    http: {
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, config.http.requestTimeoutMs / 10 || 30_000)),
    },
  });
  app.addHook('onRequest', untrustedForwardingWarning(app.log));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openConfiguredDatabase(config, app.log));
  // Whatever the database lacks, in the journal's order and in one transaction (ADR 0124, docs/operations.md).
  const applied = await database.migrate();
  if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  await app.register(envelopePlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // A course lesson's video may be an https file elsewhere (docs/product/courses.md).
        'media-src': ["'self'", 'blob:', 'https:'],
        // The app is often served over plain http on 127.0.0.1; upgrading would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
  });
  // JSON answers over 1 KB go out compressed to clients that accept it; files already sent with a
  // Content-Encoding (the web app's precompressed assets) are left alone.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(fastifyFormbody);
  // multipart/form-data only on the routes that declare it, under their own limits.
  await app.register(multipartPlugin, { tempDir: path.join(config.dataDir, 'tmp') });
  // After multipart: its preValidation hook fills the body this one reads.
  await app.register(inputGuardPlugin);
  if (config.apiDocs) await app.register(openApiPlugin);
  await app.register(filesPlugin, {
    storage: createLocalDiskStorage(path.join(config.dataDir, 'uploads')),
    fileUrls: createFileUrls(await loadServerSecret(database.db, 'file-urls')),
  });

  const services = createServices({
    db: database.db,
    storage: app.storage,
    fileUrls: app.fileUrls,
    captchaTestAnswer: config.captchaTestAnswer,
    log: app.log,
  });
  app.decorate('services', services);
  const { accounts, auth, jobs, saved, talents } = services;
  await app.register(authPlugin, { findSession: accounts.findSession });
  // After the auth phase: the limits know whether the caller is anonymous and which account writes.
  await app.register(rateLimitPlugin, { counters: createCounters(database.db), limits: config.rateLimits });

  await app.register(healthRoutes, { timeoutMs: config.healthTimeoutMs });
  await app.register(maintenancePlugin, {
    intervalMs: config.cleanupIntervalMs,
    // Each table's owner deletes its own expired rows.
    purgers: [
      { name: 'sessions', purge: (tx, limit) => accounts.withTx(tx).purgeEndedSessions(limit) },
      { name: 'captchas', purge: (tx, limit) => auth.withTx(tx).purgeExpiredCaptchas(limit) },
      { name: 'rate_limit_counters', purge: (tx, limit) => createCounters(tx).purgeExpired(limit) },
      { name: 'bid_access', purge: (tx, limit) => services.bids.withTx(tx).purgeExpiredAccess(limit) },
      { name: 'bid_attempts', purge: (tx, limit) => services.bids.withTx(tx).purgeStrayAttempts(limit) },
      { name: 'message_streams', purge: (tx, limit) => purgeExpiredStreams(tx, limit) },
    ],
    tasks: [
      {
        name: 'hot_jobs',
        intervalMs: config.hotJobsRefreshMs,
        // Skipped while younger than half the period: instances sharing the database take turns, and a restart
        // recomputes only a stale or empty ranking.
        run: (tx) => jobs.search.withTx(tx).recomputeHot(config.hotJobsRefreshMs / 2),
      },
      {
        name: 'hot_majors',
        intervalMs: config.hotJobsRefreshMs,
        // Like hot_jobs: skipped while younger than half the period, so instances sharing the database take turns.
        run: (tx) => services.catalogPages.withTx(tx).recomputeHot(config.hotJobsRefreshMs / 2),
      },
      {
        name: 'saved_search_alerts',
        intervalMs: config.savedSearchAlertsMs,
        // At most one message a day per saved search; runs in between only pick up searches that are due.
        run: async (tx) => (await saved.withTx(tx).sendSearchAlerts()) > 0,
      },
      {
        name: 'talent_index',
        intervalMs: config.cleanupIntervalMs,
        // Builds the rows migration 0008 left stale (resumes written before the talent pool existed); then idle.
        run: (tx) => talents.withTx(tx).buildStale(),
      },
    ],
  });
  await app.register(apiRoutes, { prefix: API_PREFIX, services, database, config });

  if (config.webDist) {
    await app.register(spaPlugin, { root: config.webDist });
    if (config.webRenderer) {
      await app.register(pageRenderPlugin, {
        webDist: config.webDist,
        renderer: config.webRenderer,
        timeoutMs: config.webRenderTimeoutMs,
        findSession: accounts.findSession,
      });
    }
  }
  return app;
}
