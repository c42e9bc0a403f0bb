import path from 'node:path';
import { API_PREFIX, MESSAGE_STREAM_RETRY_MS, MESSAGE_STREAMS_PER_USER } from '@app/shared';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, untrustedForwardingWarning } from './config.ts';
import { type Database, type DatabaseLog, type Db, openDatabase } from './db/client.ts';
import {
  type AccountsEvents,
  accountsRoutes,
  adminUsersRoutes,
  createAccountsService,
  createAdminUsersService,
  parseSessionsEnded,
  SESSIONS_ENDED_CHANNEL,
} from './features/accounts/index.ts';
import { auditRoutes, createAuditService } from './features/audit/index.ts';
import { authRoutes, createAuthService } from './features/auth/index.ts';
import { adminBidsRoutes, bidsRoutes, createBidsService } from './features/bids/index.ts';
import {
  adminCatalogRoutes,
  type CatalogEvents,
  catalogPagesRoutes,
  catalogRoutes,
  createCatalogAdminService,
  createCatalogPagesService,
  createCatalogService,
} from './features/catalog/index.ts';
import { companyRoutes, createCompanyService } from './features/company/index.ts';
import {
  adminCoursesRoutes,
  coursesRoutes,
  createCoursesAdminService,
  createCoursesService,
} from './features/courses/index.ts';
import { createDashboardService, dashboardRoutes } from './features/dashboard/index.ts';
import {
  adminForumRoutes,
  createForumAdminService,
  createForumCommentsService,
  createForumPostsService,
  createForumUsersService,
  forumCommentsRoutes,
  forumPostsRoutes,
  forumUsersRoutes,
} from './features/forum/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { adminHomepageRoutes, createHomepageService, homepageRoutes } from './features/homepage/index.ts';
import {
  adminJobsRoutes,
  createJobsServices,
  createSavedService,
  hrJobsRoutes,
  jobsRoutes,
  savedRoutes,
} from './features/jobs/index.ts';
import { maintenancePlugin } from './features/maintenance/index.ts';
import {
  createMessagesService,
  messageStreamRoutes,
  messagesRoutes,
  purgeExpiredStreams,
} from './features/messages/index.ts';
import { createOilService, oilRoutes } from './features/oil/index.ts';
import { createPasswordService, passwordRoutes } from './features/password/index.ts';
import { createPermissionsService, permissionsRoutes } from './features/permissions/index.ts';
import {
  createResumesService,
  type ResumesEvents,
  resumesRoutes,
  resumeUploadRoutes,
} from './features/resumes/index.ts';
import { adminSlidesRoutes, createSlidesService, slidesRoutes } from './features/slides/index.ts';
import { adminStandardsRoutes, createStandardsService, standardsRoutes } from './features/standards/index.ts';
import { createTalentsService, talentsRoutes } from './features/talents/index.ts';
import { createEvents } from './lib/events.ts';
import { createFileUrls, type FileUrls, loadServerSecret } from './lib/storage/file-urls.ts';
import { createLocalDiskStorage } from './lib/storage/local-disk.ts';
import { multipartPlugin } from './lib/storage/multipart.ts';
import type { Storage } from './lib/storage/storage.ts';
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

type Services = ReturnType<typeof createServices>;

/**
 * Every area's service, wired to each other here and nowhere else (docs/architecture.md#seams-between-areas): an area
 * calls another only through what it is handed, and reacts to another's change only through an event subscribed here.
 */
function createServices(deps: {
  db: Db;
  storage: Storage;
  fileUrls: FileUrls;
  captchaTestAnswer?: string | undefined;
  log: { error(details: object, message: string): void };
}) {
  const { db } = deps;
  const events = createEvents<AccountsEvents & CatalogEvents & ResumesEvents>({
    onError: (err, event) => deps.log.error({ err, event }, 'an event handler failed; the change is rolled back'),
  });
  const accounts = createAccountsService({ db, events });
  const auth = createAuthService({
    db,
    accounts,
    counters: createCounters(db),
    captchaTestAnswer: deps.captchaTestAnswer,
    // A new account gets the sign-up oil in its registration's transaction (oil is built below; ADR 0122).
    onRegistered: (tx, userId) => oil.withTx(tx).grantSignup(userId),
  });
  const messages = createMessagesService({ db });
  // Every administrator's write is recorded in its own transaction (ADR 0107).
  const audit = createAuditService({ db });
  const adminUsers = createAdminUsersService({ accounts, audit });
  // Usage counts and merges reach the jobs' and resumes' link tables through their services (built below).
  const catalog = createCatalogService({
    db,
    events,
    storage: deps.storage,
    fileUrl: (key) => deps.fileUrls.url(key),
    usage: {
      jobs: (on, kind, ids) => jobs.catalogue.withTx(on).catalogUsage(kind, ids),
      resumes: (on, kind, ids) => resumes.withTx(on).catalogUsage(kind, ids),
    },
    relink: async (tx, kind, from, to) => {
      await jobs.catalogue.withTx(tx).relinkCatalogue(kind, from, to);
      await resumes.withTx(tx).relinkCatalogue(kind, from, to);
    },
  });
  const catalogAdmin = createCatalogAdminService({ catalog, audit });
  const resumes = createResumesService({
    db,
    events,
    accounts,
    catalog,
    storage: deps.storage,
    urls: deps.fileUrls,
    // Applying to a job opens the resume to that job's HR for the chosen days (jobs is built below).
    accessGrants: [
      (hrId, seekerId) => jobs.applicants.hasOpenApplication(hrId, seekerId),
      // A view request the seeker allowed (and has not revoked); permissions is built below.
      (hrId, seekerId) => permissions.isGranted(hrId, seekerId),
    ],
    // Whichever screen an HR reads a resume on (talent page, applicants), the seeker sees the view.
    onHrRead: (hrId, seekerId) => permissions.recordView(hrId, seekerId),
  });
  const jobs = createJobsServices({
    db,
    messages,
    audit,
    seekerProfiles: resumes.qualificationsOf,
    resumeGaps: (userId) => resumes.missingForApplication(userId),
  });
  const saved = createSavedService({ db, messages });
  const slides = createSlidesService({ db, fileUrl: (key) => deps.fileUrls.url(key), storage: deps.storage, audit });
  const password = createPasswordService({ accounts, auth });
  const company = createCompanyService({ db });
  // Our own company page (ADR 0105); its writes are audited inside the service.
  const homepage = createHomepageService({
    db,
    storage: deps.storage,
    fileUrl: (key) => deps.fileUrls.url(key),
    audit,
  });
  const permissions = createPermissionsService({ db, messages, resumes, hrJobs: (hr) => jobs.postings.jobOptions(hr) });

  // Reactions across areas run inside the emitting transaction (lib/events.ts).
  events.on('catalog.renamed', ({ kind, id, tx }) => jobs.catalogue.withTx(tx).retokenise(kind, id));
  // The talent pool's index row follows the resume, the account and the catalogue names (ADR 0095).
  const talents = createTalentsService({
    db,
    accounts,
    resumes,
    viewRequests: (hrId, seekerIds) => permissions.latestStates(hrId, seekerIds),
  });
  events.on('resume.changed', ({ userId, tx }) => talents.withTx(tx).refresh(userId));
  events.on('account.changed', ({ userId, tx }) => talents.withTx(tx).refresh(userId));
  events.on('catalog.renamed', ({ kind, id, tx }) => talents.withTx(tx).retokenise(kind, id));
  // Bids show engineers of the talent pool to a client behind a code (docs/product/bids.md); their writes are audited.
  const bids = createBidsService({ db, audit, accounts, resumes, talents, messages });
  // Certificate and major pages and hot majors (ADR 0108): counts and jobs from the jobs area and the talent pool.
  const catalogPages = createCatalogPagesService({
    db,
    fileUrl: (key) => deps.fileUrls.url(key),
    jobs: {
      recruiting: (on, kind, id, limit, viewer) => jobs.catalogue.withTx(on).recruitingWith(kind, id, limit, viewer),
      majorDemand: (on) => jobs.catalogue.withTx(on).majorDemand(),
    },
    talents: {
      holding: (on, kind, id) => talents.withTx(on).holding(kind, id),
      perMajor: (on) => talents.withTx(on).majorHolders(),
    },
  });
  // A merge moved the links of `from` to `into`: the jobs now linking `into` and the talents still holding
  // `from`'s token are re-tokenised before `from` is deleted (ADR 0103).
  events.on('catalog.merged', ({ kind, into, tx }) => jobs.catalogue.withTx(tx).retokenise(kind, into));
  events.on('catalog.merged', ({ kind, from, tx }) => talents.withTx(tx).retokenise(kind, from));
  // Courses keep their certificate and major links through a merge.
  const courses = createCoursesService({
    db,
    storage: deps.storage,
    fileUrl: (key) => deps.fileUrls.url(key),
    catalog,
  });
  events.on('catalog.merged', ({ kind, from, into, tx }) => courses.withTx(tx).relinkCatalogue(kind, from, into));
  const coursesAdmin = createCoursesAdminService({ courses, audit });
  // The forum (docs/product/forum.md): posts with their images and likes, the user pages; an administrator's deletion
  // of someone else's post commits with its audit entry.
  const forumPosts = createForumPostsService({
    db,
    storage: deps.storage,
    fileUrl: (key) => deps.fileUrls.url(key),
    audit,
  });
  const forumUsers = createForumUsersService({ db, fileUrl: (key) => deps.fileUrls.url(key) });
  // Forum comments and replies tell the post's and the answered comment's authors.
  const forumComments = createForumCommentsService({ db, messages, audit });
  const forumAdmin = createForumAdminService({ db, fileUrl: (key) => deps.fileUrls.url(key), audit });
  // Oil pays for standards; its ledger names the standards bought (standards is built below).
  const oil = createOilService({ db, accounts, messages, standardNames: (ids) => standards.names(ids), audit });
  const standards = createStandardsService({ db, storage: deps.storage, oil, messages, audit });
  // The admin dashboard owns no table: each area answers its own figures (ADR 0101).
  const dashboard = createDashboardService({
    users: () => accounts.userStats(),
    registrations: (days) => accounts.dailyRegistrations(days),
    jobs: () => jobs.review.jobStats(),
    newJobs: (days) => jobs.review.dailyNew(days),
    viewRequests: () => permissions.requestStats(),
    standards: () => standards.stats(),
    purchases: (days) => standards.dailyPurchases(days),
    oil: () => oil.totals(),
    dailyOil: (days) => oil.daily(days),
  });

  return {
    accounts,
    adminUsers,
    audit,
    auth,
    bids,
    catalog,
    catalogAdmin,
    catalogPages,
    company,
    courses,
    coursesAdmin,
    forumAdmin,
    forumComments,
    forumPosts,
    forumUsers,
    homepage,
    dashboard,
    jobs,
    messages,
    oil,
    password,
    permissions,
    resumes,
    saved,
    slides,
    standards,
    talents,
  };
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
  const { accounts, auth, catalog, company, jobs, messages, password, permissions, resumes, saved, slides, talents } =
    services;
  const { audit, dashboard, oil, standards } = services;
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
  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth });
      await api.register(accountsRoutes, { accounts });
      await api.register(adminUsersRoutes, { adminUsers: services.adminUsers });
      await api.register(messagesRoutes, { messages });
      await api.register(messageStreamRoutes, {
        messages,
        db: database.db,
        listen: database.listen,
        onSessionsEnded: (handler) =>
          database.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
            const ended = parseSessionsEnded(payload);
            if (ended) handler(ended);
          }),
        limits: {
          perUser: MESSAGE_STREAMS_PER_USER,
          perAddress: config.messageStreams.perAddress,
          total: config.messageStreams.max,
          pingMs: config.messageStreams.pingMs,
          retryMs: MESSAGE_STREAM_RETRY_MS,
          maxAgeMs: config.messageStreams.maxAgeMs,
        },
      });
      await api.register(catalogRoutes, { catalog });
      await api.register(adminCatalogRoutes, { catalogAdmin: services.catalogAdmin });
      await api.register(catalogPagesRoutes, { pages: services.catalogPages });
      await api.register(resumesRoutes, { resumes });
      await api.register(resumeUploadRoutes, { resumes });
      await api.register(passwordRoutes, { password });
      await api.register(jobsRoutes, { search: jobs.search, applicants: jobs.applicants });
      await api.register(hrJobsRoutes, { postings: jobs.postings, applicants: jobs.applicants });
      await api.register(adminJobsRoutes, { review: jobs.review });
      await api.register(savedRoutes, { saved });
      await api.register(slidesRoutes, { slides });
      await api.register(adminSlidesRoutes, { slides });
      await api.register(talentsRoutes, { talents });
      await api.register(companyRoutes, { company });
      await api.register(homepageRoutes, { homepage: services.homepage });
      await api.register(adminHomepageRoutes, { homepage: services.homepage });
      await api.register(permissionsRoutes, { permissions });
      await api.register(standardsRoutes, { standards });
      await api.register(adminStandardsRoutes, { standards });
      await api.register(oilRoutes, { oil });
      await api.register(auditRoutes, { audit });
      await api.register(dashboardRoutes, { dashboard });
      await api.register(bidsRoutes, { bids: services.bids });
      await api.register(adminBidsRoutes, { bids: services.bids });
      await api.register(coursesRoutes, { courses: services.courses });
      await api.register(adminCoursesRoutes, { coursesAdmin: services.coursesAdmin });
      // The forum: posts and user pages (part 1), comments and the admin calls (part 2).
      await api.register(forumPostsRoutes, { posts: services.forumPosts });
      await api.register(forumUsersRoutes, { forumUsers: services.forumUsers });
      await api.register(forumCommentsRoutes, { comments: services.forumComments });
      await api.register(adminForumRoutes, { forumAdmin: services.forumAdmin, comments: services.forumComments });
    },
    { prefix: API_PREFIX },
  );

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
