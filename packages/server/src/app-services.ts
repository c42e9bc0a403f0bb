import type { Db } from './db/client.ts';
import { type AccountsEvents, createAccountsService, createAdminUsersService } from './features/accounts/index.ts';
import { createAuditService } from './features/audit/index.ts';
import { createAuthService } from './features/auth/index.ts';
import { createBidsService } from './features/bids/index.ts';
import {
  type CatalogEvents,
  createCatalogAdminService,
  createCatalogPagesService,
  createCatalogService,
} from './features/catalog/index.ts';
import { createCompanyHomepageService } from './features/company-homepage/index.ts';
import { createCompanyInfoService } from './features/company-info/index.ts';
import { createCoursesAdminService, createCoursesService } from './features/courses/index.ts';
import { createDashboardService } from './features/dashboard/index.ts';
import {
  createForumAdminService,
  createForumCommentsService,
  createForumPostsService,
  createForumUsersService,
} from './features/forum/index.ts';
import { createJobsServices, createSavedService } from './features/jobs/index.ts';
import { createMessagesService } from './features/messages/index.ts';
import { createOilService } from './features/oil/index.ts';
import { createPasswordService } from './features/password/index.ts';
import { createPermissionsService } from './features/permissions/index.ts';
import { createResumesService, type ResumesEvents } from './features/resumes/index.ts';
import { createSlidesService } from './features/slides/index.ts';
import { createStandardsService } from './features/standards/index.ts';
import { createTalentsService } from './features/talents/index.ts';
import { createEvents } from './lib/events.ts';
import type { FileUrls } from './lib/storage/file-urls.ts';
import type { Storage } from './lib/storage/storage.ts';
import { createCounters } from './plugins/counters.ts';

export type Services = ReturnType<typeof createServices>;

/**
 * Every area's service, wired to each other here and nowhere else (docs/architecture.md#seams-between-areas): an area
 * calls another only through what it is handed, and reacts to another's change only through an event subscribed here.
 */
export function createServices(deps: {
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
    // A new account gets the sign-up oil in its registration's transaction (oil is built below; ADR 0099).
    onRegistered: (tx, userId) => oil.withTx(tx).grantSignup(userId),
  });
  const messages = createMessagesService({ db });
  // Every administrator's write is recorded in its own transaction (ADR 0101).
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
  const companyInfo = createCompanyInfoService({ db });
  // Our own company page (ADR 0105); its writes are audited inside the service.
  const companyHomepage = createCompanyHomepageService({
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
  // `from`'s token are re-tokenised before `from` is deleted (ADR 0108).
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
    companyInfo,
    courses,
    coursesAdmin,
    forumAdmin,
    forumComments,
    forumPosts,
    forumUsers,
    companyHomepage,
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
