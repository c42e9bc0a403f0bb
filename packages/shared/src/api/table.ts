import { accountsApi, adminUsersApi } from './accounts.ts';
import { auditApi } from './audit.ts';
import { authApi } from './auth.ts';
import { adminBidsApi, bidsApi } from './bids.ts';
import { adminCatalogApi, catalogApi, catalogPagesApi } from './catalog.ts';
import { adminCompanyHomepageApi, companyHomepageApi } from './company-homepage.ts';
import { companyInfoApi } from './company-info.ts';
import { adminCoursesApi, coursesApi } from './courses.ts';
import { dashboardApi } from './dashboard.ts';
import { adminForumApi, forumCommentsApi, forumPostsApi, forumUsersApi } from './forum.ts';
import { adminJobsApi, hrJobsApi, jobsApi } from './jobs.ts';
import { savedApi } from './jobs-saved.ts';
import { messageStreamApi, messagesApi } from './messages.ts';
import { oilApi } from './oil.ts';
import { passwordApi } from './password.ts';
import { permissionsApi } from './permissions.ts';
import { resumesApi, resumeUploadsApi } from './resumes.ts';
import type { ApiRoute } from './route.ts';
import { adminSlidesApi, slidesApi } from './slides.ts';
import { adminStandardsApi, standardsApi } from './standards.ts';
import { talentsApi } from './talents.ts';

/**
 * Every call of the API by server area (packages/server/src/features/<area>): the server registers exactly these,
 * and the OpenAPI document lists them. A group's name without "Api" and the call's name make its operationId.
 */
export const API_TABLE = {
  accounts: { accountsApi, adminUsersApi },
  audit: { auditApi },
  auth: { authApi },
  bids: { bidsApi, adminBidsApi },
  catalog: { catalogApi, adminCatalogApi, catalogPagesApi },
  'company-homepage': { companyHomepageApi, adminCompanyHomepageApi },
  'company-info': { companyInfoApi },
  courses: { coursesApi, adminCoursesApi },
  dashboard: { dashboardApi },
  forum: { forumPostsApi, forumCommentsApi, forumUsersApi, adminForumApi },
  jobs: { jobsApi, hrJobsApi, adminJobsApi, savedApi },
  messages: { messagesApi, messageStreamApi },
  oil: { oilApi },
  password: { passwordApi },
  permissions: { permissionsApi },
  resumes: { resumesApi, resumeUploadsApi },
  slides: { slidesApi, adminSlidesApi },
  standards: { standardsApi, adminStandardsApi },
  talents: { talentsApi },
} as const satisfies Record<string, Record<string, Record<string, ApiRoute>>>;

export type ApiOperation = { area: string; operationId: string; route: ApiRoute };

/** The table as a list, in a stable order. */
export function apiOperations(): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [area, groups] of Object.entries(API_TABLE)) {
    for (const [groupName, group] of Object.entries(groups as Record<string, Record<string, ApiRoute>>)) {
      const prefix = groupName.replace(/Api$/, '');
      for (const [name, route] of Object.entries(group)) {
        operations.push({ area, operationId: `${prefix}${name[0]?.toUpperCase()}${name.slice(1)}`, route });
      }
    }
  }
  return operations;
}
