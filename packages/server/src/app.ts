import path from 'node:path';
import { API_PREFIX } from '@app/shared';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createAuthRepository } from './features/auth/repository.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createAuthService } from './features/auth/service.ts';
import { createCatalogRepository } from './features/catalog/repository.ts';
import { catalogRoutes } from './features/catalog/routes.ts';
import { createCatalogService } from './features/catalog/service.ts';
import { healthRoutes } from './features/health/routes.ts';
import { hrJobsRoutes } from './features/jobs/hr-routes.ts';
import { jobsRoutes } from './features/jobs/routes.ts';
import { createJobsService } from './features/jobs/service.ts';
import { createMessagesRepository } from './features/messages/repository.ts';
import { messagesRoutes } from './features/messages/routes.ts';
import { createMessagesService } from './features/messages/service.ts';
import { passwordRoutes } from './features/password/routes.ts';
import { createPasswordService } from './features/password/service.ts';
import { resumesRoutes } from './features/resumes/routes.ts';
import { createResumesService } from './features/resumes/service.ts';
import { resumeUploadRoutes } from './features/resumes/upload-routes.ts';
import { createUsersRepository } from './features/users/repository.ts';
import { usersRoutes } from './features/users/routes.ts';
import { createFileUrls, loadServerSecret } from './lib/storage/file-urls.ts';
import { createLocalDiskStorage } from './lib/storage/local-disk.ts';
import { multipartPlugin } from './lib/storage/multipart.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientErrorReply, envelopePlugin, frameworkErrorReply } from './plugins/envelope.ts';
import { filesPlugin } from './plugins/files.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { spaPlugin } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export type BuildOptions = {
  /** An already opened database (tests); otherwise one is opened from the config. */
  database?: Database;
};

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/** Builds the whole application; never listens (main.ts does). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Errors raised before routing or by Node's HTTP parser answer in the envelope too.
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openConfiguredDatabase(config));
  await database.migrate();
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
        'media-src': ["'self'", 'blob:'],
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
  await app.register(openApiPlugin);
  await app.register(filesPlugin, {
    storage: createLocalDiskStorage(path.join(config.dataDir, 'uploads')),
    fileUrls: createFileUrls(await loadServerSecret(database.db, 'file-urls')),
  });

  const auth = createAuthService(createAuthRepository(database.db), { captchaTestAnswer: config.captchaTestAnswer });
  await app.register(authPlugin, { auth });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth });
      await api.register(usersRoutes, { users: createUsersRepository(database.db) });
      await api.register(messagesRoutes, { messages: createMessagesService(createMessagesRepository(database.db)) });
      const catalog = createCatalogService(createCatalogRepository(database.db));
      const resumes = createResumesService({
        db: database.db,
        catalog,
        storage: app.storage,
        urls: app.fileUrls,
        // Applying to a job opens the resume to that job's HR for the chosen days (jobs is built below).
        accessGrants: [(hrId, seekerId) => jobs.hasOpenApplication(hrId, seekerId)],
      });
      await api.register(catalogRoutes, { catalog });
      await api.register(resumesRoutes, { resumes });
      await api.register(resumeUploadRoutes, { resumes });
      await api.register(passwordRoutes, { password: createPasswordService(database.db, auth) });
      const jobs = createJobsService(database.db, {
        seekerProfiles: resumes.qualificationsOf,
        fileUrl: (key) => app.fileUrls.url(key),
      });
      await api.register(jobsRoutes, { jobs });
      await api.register(hrJobsRoutes, { jobs });
    },
    { prefix: API_PREFIX },
  );

  if (config.webDist) await app.register(spaPlugin, { root: config.webDist });
  return app;
}
