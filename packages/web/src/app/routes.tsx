import { ROLES, type Role } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, Navigate, type NonIndexRouteObject, type RouteObject, redirect } from 'react-router';
import { adminUserQueries, FIRST_ADMIN_USERS } from '../features/accounts/admin/admin-api.ts';
import { accountQueries } from '../features/accounts/api.ts';
import { auditQueries, FIRST_AUDIT } from '../features/audit/admin/admin-api.ts';
import { adminBidQueries, FIRST_ADMIN_BIDS } from '../features/bids/admin/admin-api.ts';
import { adminCatalogQueries, FIRST_ADMIN_CATALOG } from '../features/catalog/admin/admin-api.ts';
import { catalogQueries } from '../features/catalog/api.ts';
import { catalogItemQueries, catalogPageQueries, FIRST_HOT_MAJORS } from '../features/catalog/pages-api.ts';
import { adminHomepageQueries, adminHomepageQuery } from '../features/company-homepage/admin/admin-api.ts';
import { companyHomepageQueries } from '../features/company-homepage/api.ts';
import { companyInfoQueries } from '../features/company-info/api.ts';
import { adminCourseQueries, FIRST_ADMIN_COURSES } from '../features/courses/admin/admin-api.ts';
import { courseQueries } from '../features/courses/api.ts';
import { readCourseSearch } from '../features/courses/search-params.ts';
import { dashboardQueries } from '../features/dashboard/admin/admin-api.ts';
import { adminForumQueries, FIRST_ADMIN_FORUM_PAGE, readAdminForumTab } from '../features/forum/admin/admin-api.ts';
import { forumQueries } from '../features/forum/api.ts';
import { editorQueries } from '../features/forum/editor-api.ts';
import { commentPage, readForumSearch, readForumUserView } from '../features/forum/search-params.ts';
import { adminJobQueries, FIRST_ADMIN_JOBS } from '../features/jobs/admin/admin-api.ts';
import { jobQueries } from '../features/jobs/api.ts';
import { readJobSeekTab } from '../features/jobs/job-seek-tab.ts';
import { jobSearchApiQuery } from '../features/jobs/pages/jobs-query.ts';
import { savedQueries } from '../features/jobs/saved-api.ts';
import { readJobSearch } from '../features/jobs/search-params.ts';
import { FIRST_JOBS_PAGE } from '../features/jobs/use-pager.ts';
import { messageQueries } from '../features/messages/api.ts';
import { readMessagesTab } from '../features/messages/messages-tab.ts';
import { oilQueries } from '../features/oil/api.ts';
import { permissionQueries } from '../features/permissions/api.ts';
import { FIRST_LIST_PAGE } from '../features/permissions/components/list-pager.ts';
import { resumeQueries } from '../features/resumes/api.ts';
import { adminSlideQueries } from '../features/slides/admin/admin-api.ts';
import { slideQueries } from '../features/slides/api.ts';
import { adminStandardQueries, FIRST_ADMIN_STANDARDS } from '../features/standards/admin/admin-api.ts';
import { standardQueries } from '../features/standards/api.ts';
import { readMyStandardsPage } from '../features/standards/search-params.ts';
import { talentIdOf, talentQueries } from '../features/talents/api.ts';
import { readTalentSearch, talentApiQuery } from '../features/talents/search-params.ts';
import { type FirstData, prefetchFirst } from '../lib/first-data.ts';
import type { Session } from '../lib/session.ts';
import { idParam } from '../lib/url-filters.ts';
import { decideNavigation } from './guard.ts';
import { RequireRole } from './require-role.tsx';
import { NavigationFailed, RootShell, RouteError, RouteFallback } from './root-shell.tsx';
import { RouteGuard } from './route-guard.tsx';

/** What the routes' loaders read: the query cache the page is drawn from and the login it is drawn for. */
export type PageEnv = { queryClient: QueryClient; session: () => Session | null };

/** A page's part of its route object: its module, its data, its error screen. */
type PageRoute = Pick<NonIndexRouteObject, 'handle' | 'lazy' | 'loader' | 'shouldRevalidate' | 'errorElement'>;

/** What a route knows of itself beyond React Router: the module it draws (the server links that module's files). */
export type PageHandle = { source: string; component: string };

// Every page and layout module, each its own chunk (loaded when its route is reached).
const modules = import.meta.glob<Record<string, unknown>>([
  '../features/*/pages/*-page.tsx',
  '../features/*/admin/*-page.tsx',
  './layouts/*-layout.tsx',
  './not-found-page.tsx',
]);

/** A module's key in `modules` from its path under src/ without `.tsx`. */
function moduleKey(source: string): string {
  return source.startsWith('app/') ? `./${source.slice(4)}.tsx` : `../${source}.tsx`;
}

/**
 * Every route (docs/product/home-and-navigation.md#routes), made for one query cache and login: the browser's (once), or
 * one document's on the server (app/server-render.tsx).
 */
export function createRoutes(env: PageEnv): RouteObject[] {
  /**
   * A page (or layout) drawn by the export `name` of `src/<source>.tsx`, with its first data (lib/first-data.ts). To
   * add a page: its module and one entry here (docs/web.md).
   */
  function page(source: string, name: string, data?: FirstData): PageRoute {
    const load = modules[moduleKey(source)];
    if (!load) throw new Error(`routes: no page module src/${source}.tsx`);
    return {
      handle: { source: `src/${source}.tsx`, component: name } satisfies PageHandle,
      // A chunk that fails to load (network, new deployment) becomes a 'page navigation failed' screen
      // inside the layout: a rejected `lazy` would leave react-router rendering an empty page.
      lazy: async () => {
        try {
          const Component = (await load())[name] as ComponentType | undefined;
          if (!Component) throw new Error(`routes: src/${source}.tsx exports no ${name}`);
          return { Component };
        } catch (error) {
          console.error(error);
          return { Component: NavigationFailed };
        }
      },
      ...(data && {
        loader: async ({ params, request }: LoaderFunctionArgs) => {
          const url = new URL(request.url);
          const session = env.session();
          // A page the guard sends elsewhere asks for nothing.
          if (decideNavigation(`${url.pathname}${url.search}`, session).kind !== 'allow') return null;
          await prefetchFirst(env.queryClient, data({ params, url, session }));
          return null;
        },
        // Its own filters changing (the query string) are the page's to fetch: the loader runs when the page is entered.
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
      }),
      errorElement: <RouteError />,
    };
  }

  /** Pages of some roles only: the others see for whom they are, and nothing is called. */
  function only(roles: readonly Role[], children: RouteObject[]): RouteObject {
    return { element: <RequireRole roles={roles} />, children: children.map((child) => forRoles(roles, child)) };
  }

  // Loaders run side by side, so each one under `only` checks the role itself.
  function forRoles(roles: readonly Role[], route: RouteObject): RouteObject {
    const { loader, children } = route;
    const allowed = () => {
      const session = env.session();
      return session !== null && roles.includes(session.role);
    };
    return {
      ...route,
      ...(typeof loader === 'function' && { loader: (args: LoaderFunctionArgs) => (allowed() ? loader(args) : null) }),
      ...(children && { children: children.map((child) => forRoles(roles, child)) }),
    } as RouteObject;
  }
  const userChildren: RouteObject[] = [
    { index: true, loader: () => redirect('/user/avatar') },
    {
      path: 'avatar',
      ...page('features/resumes/pages/avatar-page', 'AvatarPage', ({ session }) =>
        session ? [accountQueries.crudeAndProfile()] : [],
      ),
    },
    { path: 'password', ...page('features/password/pages/password-page', 'PasswordPage') },
    {
      path: 'messages',
      ...page('features/messages/pages/messages-page', 'MessagesPage', ({ url, session }) => {
        const { pn, pSize } = FIRST_LIST_PAGE;
        const tab = session?.role === ROLES.seeker ? readMessagesTab(url.searchParams) : 'messages';
        if (tab === 'viewers') return [permissionQueries.viewers(pn, pSize)];
        if (tab === 'granted') return [permissionQueries.seekerRequests({ pn, pSize, state: 'allowed' })];
        return [messageQueries.page(pn, pSize)];
      }),
    },
    only(
      [ROLES.seeker],
      [
        {
          path: 'resume',
          ...page('features/resumes/pages/user-resume-page', 'UserResumePage', () => [
            resumeQueries.own(),
            catalogQueries.majors(),
            catalogQueries.certificates(),
          ]),
        },
        {
          path: 'certificate',
          ...page('features/resumes/pages/certificate-photos-page', 'CertificatePhotosPage', () => [
            resumeQueries.certPics(),
          ]),
        },
        {
          path: 'project-images',
          ...page('features/resumes/pages/project-images-page', 'ProjectImagesPage', () => [
            resumeQueries.projectPics(),
            resumeQueries.own(),
          ]),
        },
        {
          path: 'job-seek',
          ...page('features/jobs/pages/job-seek-page', 'JobSeekPage', ({ url }) => {
            const { pn, pSize } = FIRST_JOBS_PAGE;
            const tab = readJobSeekTab(url.searchParams);
            if (tab === 'saved') return [savedQueries.jobs(pn, pSize)];
            return [tab === 'searches' ? savedQueries.searches() : jobQueries.mine(pn, pSize)];
          }),
        },
        {
          path: 'standard',
          ...page('features/standards/pages/my-standards-page', 'MyStandardsPage', ({ url }) => {
            const { tab, pn, psize } = readMyStandardsPage(url.searchParams);
            return [tab === 'ledger' ? oilQueries.ledger(pn, psize) : standardQueries.mine(pn, psize)];
          }),
        },
      ],
    ),
    // Resume permissions, company info and job posts are the HR's.
    only(
      [ROLES.hr],
      [
        {
          path: 'company',
          ...page('features/company-info/pages/company-page', 'CompanyPage', () => [companyInfoQueries.mine()]),
        },
        {
          path: 'job-post',
          ...page('features/jobs/pages/job-post-page', 'JobPostPage', () => [
            jobQueries.own(FIRST_JOBS_PAGE.pn, FIRST_JOBS_PAGE.pSize),
          ]),
        },
        {
          path: 'resume-permissions',
          ...page('features/permissions/pages/resume-permissions-page', 'ResumePermissionsPage', () => [
            permissionQueries.hrRequests(FIRST_LIST_PAGE.pn, FIRST_LIST_PAGE.pSize, undefined),
          ]),
        },
      ],
    ),
  ];

  const mainChildren: RouteObject[] = [
    {
      path: 'home',
      ...page('features/home/pages/home-page', 'HomePage', ({ session }) => [
        slideQueries.list(),
        session?.role === ROLES.hr ? talentQueries.hot() : jobQueries.hot(),
        catalogPageQueries.hotMajors(FIRST_HOT_MAJORS),
      ]),
    },
    {
      path: 'hot-majors',
      ...page('features/catalog/pages/hot-majors-page', 'HotMajorsPage', () => [
        catalogPageQueries.hotMajors(FIRST_HOT_MAJORS),
        catalogPageQueries.categories(),
      ]),
    },
    {
      path: 'jobs',
      ...page('features/jobs/pages/jobs-page', 'JobsPage', ({ url }) => [
        jobQueries.search(jobSearchApiQuery(readJobSearch(url.searchParams))),
      ]),
    },
    {
      path: 'job/:id',
      ...page('features/jobs/pages/job-detail-page', 'JobDetailPage', ({ params }) => [
        jobQueries.detail(Number(params.id)),
      ]),
    },
    only(
      [ROLES.hr],
      [
        {
          path: 'talents',
          ...page('features/talents/pages/talents-page', 'TalentsPage', ({ url }) => [
            talentQueries.search(talentApiQuery(readTalentSearch(url.searchParams))),
          ]),
        },
        {
          path: 'talent/:id',
          ...page('features/talents/pages/talent-detail-page', 'TalentDetailPage', ({ params }) => [
            talentQueries.resume(talentIdOf(params.id)),
          ]),
        },
      ],
    ),
    {
      path: 'certificate/:id',
      ...page('features/catalog/pages/certificate-page', 'CertificatePage', ({ params }) =>
        catalogItemQueries('certificate', idParam(params.id)),
      ),
    },
    {
      path: 'major/:id',
      ...page('features/catalog/pages/major-page', 'MajorPage', ({ params }) =>
        catalogItemQueries('major', idParam(params.id)),
      ),
    },
    // The list and its search are POST calls, which a page drawn on the server cannot make: the browser loads it.
    { path: 'standards', ...page('features/standards/pages/standards-page', 'StandardsPage') },
    {
      path: 'standard/:id',
      ...page('features/standards/pages/standard-detail-page', 'StandardDetailPage', ({ params }) => [
        standardQueries.detail(idParam(params.id)),
      ]),
    },
    {
      path: 'courses',
      ...page('features/courses/pages/courses-page', 'CoursesPage', ({ url }) => [
        courseQueries.list(readCourseSearch(url.searchParams)),
      ]),
    },
    {
      path: 'course/:id',
      ...page('features/courses/pages/course-detail-page', 'CourseDetailPage', ({ params }) => [
        courseQueries.detail(idParam(params.id)),
      ]),
    },
    {
      path: 'forum',
      ...page('features/forum/pages/forum-page', 'ForumPage', ({ url }) => [
        forumQueries.list(readForumSearch(url.searchParams)),
      ]),
    },
    {
      path: 'forum/post/:id',
      ...page('features/forum/pages/forum-post-page', 'ForumPostPage', ({ params }) => [
        forumQueries.post(idParam(params.id)),
        forumQueries.threads(idParam(params.id), commentPage(1)),
      ]),
    },
    { path: 'forum/create', ...page('features/forum/pages/forum-create-page', 'ForumCreatePage') },
    {
      path: 'forum/edit/:id',
      ...page('features/forum/pages/forum-edit-page', 'ForumEditPage', ({ params }) => [
        editorQueries.source(idParam(params.id)),
      ]),
    },
    {
      path: 'forum/user/:id',
      ...page('features/forum/pages/forum-user-page', 'ForumUserPage', ({ params, url }) => {
        const id = idParam(params.id);
        const { tab, page } = readForumUserView(url.searchParams);
        return [
          forumQueries.user(id),
          tab === 'posts' ? forumQueries.userPosts(id, page) : forumQueries.userComments(id, page),
        ];
      }),
    },
    {
      path: 'user',
      ...page('app/layouts/user-layout', 'UserLayout', ({ session }) =>
        session ? [accountQueries.crudeAndProfile()] : [],
      ),
      children: userChildren,
    },
    { path: '*', ...page('app/not-found-page', 'NotFoundPage') },
  ];

  const adminChildren: RouteObject[] = [
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

  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <RouteFallback />,
      children: [
        {
          // Public: no login, no checks.
          path: 'bid/info/:id',
          ...page('app/layouts/blank-layout', 'BlankLayout'),
          children: [{ index: true, ...page('features/bids/pages/bid-info-page', 'BidInfoPage') }],
        },
        {
          element: <RouteGuard />,
          children: [
            // The guard sends `/` on to /home or /login.
            { index: true, element: <Navigate to="/login" replace /> },
            { path: 'login', ...page('features/auth/pages/login-page', 'LoginPage') },
            // Our company's page: open to everyone, its own header (ADR 0105).
            {
              path: 'company',
              ...page('features/company-homepage/pages/company-home-page', 'CompanyHomePage', () => [
                companyHomepageQueries.public(),
              ]),
            },
            {
              path: 'resume',
              ...page('app/layouts/blank-layout', 'BlankLayout'),
              children: [
                {
                  index: true,
                  ...page('features/resumes/pages/resume-form-page', 'ResumeFormPage', () => [
                    catalogQueries.majors(),
                    catalogQueries.certificates(),
                  ]),
                },
              ],
            },
            {
              path: 'admin',
              ...only(
                [ROLES.admin],
                [
                  {
                    ...page('app/layouts/admin-layout', 'AdminLayout', () => [accountQueries.crudeAndProfile()]),
                    children: adminChildren,
                  },
                ],
              ),
            },
            {
              ...page('app/layouts/main-layout', 'MainLayout', ({ session }) =>
                session ? [accountQueries.crudeAndProfile()] : [],
              ),
              children: mainChildren,
            },
          ],
        },
      ],
    },
  ];
}
