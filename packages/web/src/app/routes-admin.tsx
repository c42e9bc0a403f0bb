import { type RouteObject, redirect } from 'react-router';
import { adminUserQueries, FIRST_ADMIN_USERS } from '../features/accounts/admin/admin-api.ts';
import { auditQueries, FIRST_AUDIT } from '../features/audit/admin/admin-api.ts';
import { adminBidQueries, FIRST_ADMIN_BIDS } from '../features/bids/admin/admin-api.ts';
import { adminCatalogQueries, FIRST_ADMIN_CATALOG } from '../features/catalog/admin/admin-api.ts';
import { adminHomepageQueries, adminHomepageQuery } from '../features/company-homepage/admin/admin-api.ts';
import { adminCourseQueries, FIRST_ADMIN_COURSES } from '../features/courses/admin/admin-api.ts';
import { dashboardQueries } from '../features/dashboard/admin/admin-api.ts';
import { adminForumQueries, FIRST_ADMIN_FORUM_PAGE, readAdminForumTab } from '../features/forum/admin/admin-api.ts';
import { adminJobQueries, FIRST_ADMIN_JOBS } from '../features/jobs/admin/admin-api.ts';
import { adminSlideQueries } from '../features/slides/admin/admin-api.ts';
import { adminStandardQueries, FIRST_ADMIN_STANDARDS } from '../features/standards/admin/admin-api.ts';
import type { RouteKit } from './page-route.tsx';

/** The admin console under /admin, inside its layout. */
export function adminRoutes({ page }: RouteKit): RouteObject[] {
  return [
    { index: true, loader: () => redirect('/admin/dashboard') },
    {
      path: 'dashboard',
      ...page('features/dashboard/admin/dashboard-page', 'DashboardPage', () => [dashboardQueries.figures()]),
    },
    {
      path: 'users',
      ...page('features/accounts/admin/admin-users-page', 'AdminUsersPage', () => [
        adminUserQueries.list(FIRST_ADMIN_USERS),
      ]),
    },
    {
      path: 'jobs',
      ...page('features/jobs/admin/admin-jobs-page', 'AdminJobsPage', () => [adminJobQueries.list(FIRST_ADMIN_JOBS)]),
    },
    {
      path: 'certificates',
      ...page('features/catalog/admin/admin-certificates-page', 'AdminCertificatesPage', () => [
        adminCatalogQueries.list('cert', FIRST_ADMIN_CATALOG),
      ]),
    },
    {
      path: 'majors',
      ...page('features/catalog/admin/admin-majors-page', 'AdminMajorsPage', () => [
        adminCatalogQueries.list('major', FIRST_ADMIN_CATALOG),
      ]),
    },
    {
      path: 'standards',
      ...page('features/standards/admin/admin-standards-page', 'AdminStandardsPage', () => [
        adminStandardQueries.list(FIRST_ADMIN_STANDARDS),
      ]),
    },
    {
      path: 'carousel',
      ...page('features/slides/admin/admin-carousel-page', 'AdminCarouselPage', () => [adminSlideQueries.list()]),
    },
    {
      path: 'bid',
      ...page('features/bids/admin/admin-bid-page', 'AdminBidPage', () => [adminBidQueries.list(FIRST_ADMIN_BIDS)]),
    },
    // The company homepage menu group's own path opens its first page.
    { path: 'com', loader: () => redirect('/admin/com/service') },
    {
      path: 'com/service',
      ...page('features/company-homepage/admin/admin-com-service-page', 'AdminComServicePage', () => [
        adminHomepageQueries.list(adminHomepageQuery('service')),
      ]),
    },
    {
      path: 'com/achievement',
      ...page('features/company-homepage/admin/admin-com-achievement-page', 'AdminComAchievementPage', () => [
        adminHomepageQueries.list(adminHomepageQuery('achievement')),
      ]),
    },
    {
      path: 'com/qualification',
      ...page('features/company-homepage/admin/admin-com-qualification-page', 'AdminComQualificationPage', () => [
        adminHomepageQueries.list(adminHomepageQuery('qualification')),
      ]),
    },
    {
      path: 'com/carousel',
      ...page('features/company-homepage/admin/admin-com-carousel-page', 'AdminComCarouselPage', () => [
        adminHomepageQueries.list(adminHomepageQuery('carousel')),
      ]),
    },
    {
      path: 'audit',
      ...page('features/audit/admin/admin-audit-page', 'AdminAuditPage', () => [auditQueries.list(FIRST_AUDIT)]),
    },
    {
      path: 'courses',
      ...page('features/courses/admin/admin-courses-page', 'AdminCoursesPage', () => [
        adminCourseQueries.list(FIRST_ADMIN_COURSES),
      ]),
    },
    {
      path: 'forum',
      ...page('features/forum/admin/admin-forum-page', 'AdminForumPage', ({ url }) => [
        readAdminForumTab(url.searchParams) === 'comments'
          ? adminForumQueries.comments(FIRST_ADMIN_FORUM_PAGE)
          : adminForumQueries.posts(FIRST_ADMIN_FORUM_PAGE),
      ]),
    },
  ];
}
