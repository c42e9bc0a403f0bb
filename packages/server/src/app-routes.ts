import { MESSAGE_STREAM_RETRY_MS, MESSAGE_STREAMS_PER_USER } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from './app-services.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import {
  accountsRoutes,
  adminUsersRoutes,
  parseSessionsEnded,
  SESSIONS_ENDED_CHANNEL,
} from './features/accounts/index.ts';
import { auditRoutes } from './features/audit/index.ts';
import { authRoutes } from './features/auth/index.ts';
import { adminBidsRoutes, bidsRoutes } from './features/bids/index.ts';
import { adminCatalogRoutes, catalogPagesRoutes, catalogRoutes } from './features/catalog/index.ts';
import { adminCompanyHomepageRoutes, companyHomepageRoutes } from './features/company-homepage/index.ts';
import { companyInfoRoutes } from './features/company-info/index.ts';
import { adminCoursesRoutes, coursesRoutes } from './features/courses/index.ts';
import { dashboardRoutes } from './features/dashboard/index.ts';
import { adminForumRoutes, forumCommentsRoutes, forumPostsRoutes, forumUsersRoutes } from './features/forum/index.ts';
import { adminJobsRoutes, hrJobsRoutes, jobsRoutes, savedRoutes } from './features/jobs/index.ts';
import { messageStreamRoutes, messagesRoutes } from './features/messages/index.ts';
import { oilRoutes } from './features/oil/index.ts';
import { passwordRoutes } from './features/password/index.ts';
import { permissionsRoutes } from './features/permissions/index.ts';
import { resumesRoutes, resumeUploadRoutes } from './features/resumes/index.ts';
import { adminSlidesRoutes, slidesRoutes } from './features/slides/index.ts';
import { adminStandardsRoutes, standardsRoutes } from './features/standards/index.ts';
import { talentsRoutes } from './features/talents/index.ts';

type ApiRoutesOptions = { services: Services; database: Database; config: Config };

/** Every area's routes, registered under API_PREFIX by app.ts: the API surface in one list. */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (api, { services, database, config }) => {
  const {
    accounts,
    auth,
    catalog,
    companyInfo,
    jobs,
    messages,
    password,
    permissions,
    resumes,
    saved,
    slides,
    talents,
  } = services;
  const { audit, dashboard, oil, standards } = services;
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
  await api.register(companyInfoRoutes, { companyInfo });
  await api.register(companyHomepageRoutes, { companyHomepage: services.companyHomepage });
  await api.register(adminCompanyHomepageRoutes, { companyHomepage: services.companyHomepage });
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
};
