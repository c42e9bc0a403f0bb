import { ROLES, type Role } from '@app/shared';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AntdIsland, loadAntdTheme } from '../components/antd-island.tsx';
import { RequireRole } from './require-role.tsx';
import { NavigationFailed, RootShell, RouteError, RouteFallback } from './root-shell.tsx';
import { RouteGuard } from './route-guard.tsx';

/**
 * Every route (docs/product/home-and-navigation.md#routes). Each page is lazy-loaded from a FIXED file under
 * src/features/<area>/pages/ (an administrators' page: src/features/<area>/admin/): to build a screen, replace that
 * file and keep its export name.
 */
function page<M>(
  load: () => Promise<M>,
  name: keyof M & string,
  // Pages built with antd get its theme as an island, fetched beside the page (ADR 0097); light ones need none.
  { light = false }: { light?: boolean } = {},
): Pick<RouteObject, 'lazy' | 'errorElement'> {
  return {
    // A chunk that fails to load (network, new deployment) becomes a 'page navigation failed' screen
    // inside the layout: a rejected `lazy` would leave react-router rendering an empty page.
    lazy: async () => {
      try {
        if (light) return { Component: (await load())[name] as ComponentType };
        const [module] = await Promise.all([load(), loadAntdTheme()]);
        const Page = module[name] as ComponentType;
        return {
          element: (
            <AntdIsland>
              <Page />
            </AntdIsland>
          ),
        };
      } catch (error) {
        console.error(error);
        return { Component: NavigationFailed };
      }
    },
    errorElement: <RouteError />,
  };
}

/** Pages of some roles only: the others see for whom they are, and nothing is called. */
function only(roles: readonly Role[], children: RouteObject[]): RouteObject {
  return { element: <RequireRole roles={roles} />, children };
}

const userChildren: RouteObject[] = [
  { index: true, element: <Navigate to="/user/avatar" replace /> },
  { path: 'avatar', ...page(() => import('../features/resumes/pages/avatar-page.tsx'), 'AvatarPage') },
  { path: 'password', ...page(() => import('../features/password/pages/password-page.tsx'), 'PasswordPage') },
  { path: 'messages', ...page(() => import('../features/messages/pages/messages-page.tsx'), 'MessagesPage') },
  only(
    [ROLES.seeker],
    [
      { path: 'resume', ...page(() => import('../features/resumes/pages/user-resume-page.tsx'), 'UserResumePage') },
      {
        path: 'certificate',
        ...page(() => import('../features/resumes/pages/certificate-photos-page.tsx'), 'CertificatePhotosPage'),
      },
      {
        path: 'project-images',
        ...page(() => import('../features/resumes/pages/project-images-page.tsx'), 'ProjectImagesPage'),
      },
      { path: 'job-seek', ...page(() => import('../features/jobs/pages/job-seek-page.tsx'), 'JobSeekPage') },
      {
        path: 'standard',
        ...page(() => import('../features/standards/pages/my-standards-page.tsx'), 'MyStandardsPage'),
      },
    ],
  ),
  // Resume permissions, company info and job posts are the HR's.
  only(
    [ROLES.hr],
    [
      { path: 'company', ...page(() => import('../features/company-info/pages/company-page.tsx'), 'CompanyPage') },
      { path: 'job-post', ...page(() => import('../features/jobs/pages/job-post-page.tsx'), 'JobPostPage') },
      {
        path: 'resume-permissions',
        ...page(() => import('../features/permissions/pages/resume-permissions-page.tsx'), 'ResumePermissionsPage'),
      },
    ],
  ),
];

const mainChildren: RouteObject[] = [
  { path: 'home', ...page(() => import('../features/home/pages/home-page.tsx'), 'HomePage') },
  { path: 'hot-majors', ...page(() => import('../features/catalog/pages/hot-majors-page.tsx'), 'HotMajorsPage') },
  { path: 'jobs', ...page(() => import('../features/jobs/pages/jobs-page.tsx'), 'JobsPage', { light: true }) },
  {
    path: 'job/:id',
    ...page(() => import('../features/jobs/pages/job-detail-page.tsx'), 'JobDetailPage', { light: true }),
  },
  only(
    [ROLES.hr],
    [
      {
        path: 'talents',
        ...page(() => import('../features/talents/pages/talents-page.tsx'), 'TalentsPage', { light: true }),
      },
      {
        path: 'talent/:id',
        ...page(() => import('../features/talents/pages/talent-detail-page.tsx'), 'TalentDetailPage'),
      },
    ],
  ),
  {
    path: 'certificate/:id',
    ...page(() => import('../features/catalog/pages/certificate-page.tsx'), 'CertificatePage'),
  },
  { path: 'major/:id', ...page(() => import('../features/catalog/pages/major-page.tsx'), 'MajorPage') },
  { path: 'standards', ...page(() => import('../features/standards/pages/standards-page.tsx'), 'StandardsPage') },
  {
    path: 'standard/:id',
    ...page(() => import('../features/standards/pages/standard-detail-page.tsx'), 'StandardDetailPage'),
  },
  { path: 'courses', ...page(() => import('../features/courses/pages/courses-page.tsx'), 'CoursesPage') },
  {
    path: 'course/:id',
    ...page(() => import('../features/courses/pages/course-detail-page.tsx'), 'CourseDetailPage'),
  },
  { path: 'forum', ...page(() => import('../features/forum/pages/forum-page.tsx'), 'ForumPage') },
  { path: 'forum/post/:id', ...page(() => import('../features/forum/pages/forum-post-page.tsx'), 'ForumPostPage') },
  { path: 'forum/create', ...page(() => import('../features/forum/pages/forum-create-page.tsx'), 'ForumCreatePage') },
  { path: 'forum/edit/:id', ...page(() => import('../features/forum/pages/forum-edit-page.tsx'), 'ForumEditPage') },
  { path: 'forum/user/:id', ...page(() => import('../features/forum/pages/forum-user-page.tsx'), 'ForumUserPage') },
  {
    path: 'user',
    ...page(() => import('./layouts/user-layout.tsx'), 'UserLayout'),
    children: userChildren,
  },
  { path: '*', ...page(() => import('./not-found-page.tsx'), 'NotFoundPage') },
];

const adminChildren: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  { path: 'dashboard', ...page(() => import('../features/dashboard/admin/dashboard-page.tsx'), 'DashboardPage') },
  { path: 'users', ...page(() => import('../features/accounts/admin/admin-users-page.tsx'), 'AdminUsersPage') },
  { path: 'jobs', ...page(() => import('../features/jobs/admin/admin-jobs-page.tsx'), 'AdminJobsPage') },
  {
    path: 'certificates',
    ...page(() => import('../features/catalog/admin/admin-certificates-page.tsx'), 'AdminCertificatesPage'),
  },
  { path: 'majors', ...page(() => import('../features/catalog/admin/admin-majors-page.tsx'), 'AdminMajorsPage') },
  {
    path: 'standards',
    ...page(() => import('../features/standards/admin/admin-standards-page.tsx'), 'AdminStandardsPage'),
  },
  { path: 'carousel', ...page(() => import('../features/slides/admin/admin-carousel-page.tsx'), 'AdminCarouselPage') },
  { path: 'bid', ...page(() => import('../features/bids/admin/admin-bid-page.tsx'), 'AdminBidPage') },
  // The company homepage menu group's own path opens its first page.
  { path: 'com', element: <Navigate to="/admin/com/service" replace /> },
  {
    path: 'com/service',
    ...page(() => import('../features/company-homepage/admin/admin-com-service-page.tsx'), 'AdminComServicePage'),
  },
  {
    path: 'com/achievement',
    ...page(
      () => import('../features/company-homepage/admin/admin-com-achievement-page.tsx'),
      'AdminComAchievementPage',
    ),
  },
  {
    path: 'com/qualification',
    ...page(
      () => import('../features/company-homepage/admin/admin-com-qualification-page.tsx'),
      'AdminComQualificationPage',
    ),
  },
  {
    path: 'com/carousel',
    ...page(() => import('../features/company-homepage/admin/admin-com-carousel-page.tsx'), 'AdminComCarouselPage'),
  },
  { path: 'audit', ...page(() => import('../features/audit/admin/admin-audit-page.tsx'), 'AdminAuditPage') },
  { path: 'courses', ...page(() => import('../features/courses/admin/admin-courses-page.tsx'), 'AdminCoursesPage') },
  { path: 'forum', ...page(() => import('../features/forum/admin/admin-forum-page.tsx'), 'AdminForumPage') },
];

// Server state (TanStack Query) for every route but /login.
const queryShell = page(() => import('./query-shell.tsx'), 'QueryShell', { light: true });

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        // Public: no login, no checks.
        path: 'bid/info/:id',
        ...queryShell,
        children: [
          {
            ...page(() => import('./layouts/blank-layout.tsx'), 'BlankLayout'),
            children: [
              { index: true, ...page(() => import('../features/bids/pages/bid-info-page.tsx'), 'BidInfoPage') },
            ],
          },
        ],
      },
      {
        element: <RouteGuard />,
        children: [
          // The guard sends `/` on to /home or /login.
          { index: true, element: <Navigate to="/login" replace /> },
          { path: 'login', ...page(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage') },
          {
            ...queryShell,
            children: [
              // Our company's page: open to everyone, light, its own header (ADR 0105).
              {
                path: 'company',
                ...page(() => import('../features/company-homepage/pages/company-home-page.tsx'), 'CompanyHomePage', {
                  light: true,
                }),
              },
              {
                path: 'resume',
                ...page(() => import('./layouts/blank-layout.tsx'), 'BlankLayout'),
                children: [
                  {
                    index: true,
                    ...page(() => import('../features/resumes/pages/resume-form-page.tsx'), 'ResumeFormPage'),
                  },
                ],
              },
              {
                path: 'admin',
                element: <RequireRole roles={[ROLES.admin]} />,
                children: [
                  { ...page(() => import('./layouts/admin-layout.tsx'), 'AdminLayout'), children: adminChildren },
                ],
              },
              {
                ...page(() => import('./layouts/main-layout.tsx'), 'MainLayout', { light: true }),
                children: mainChildren,
              },
            ],
          },
        ],
      },
    ],
  },
];
