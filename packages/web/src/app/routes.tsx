import { ROLES } from '@app/shared';
import { Navigate, type RouteObject } from 'react-router';
import { accountQueries } from '../features/accounts/api.ts';
import { catalogQueries } from '../features/catalog/api.ts';
import { companyHomepageQueries } from '../features/company-homepage/api.ts';
import { messageQueries } from '../features/messages/api.ts';
import { type PageEnv, routeKit } from './page-route.tsx';
import { RootShell, RouteError, RouteFallback } from './root-shell.tsx';
import { RouteGuard } from './route-guard.tsx';
import { adminRoutes } from './routes-admin.tsx';
import { mainRoutes } from './routes-main.tsx';

export type { PageEnv, PageHandle } from './page-route.tsx';

/**
 * Every route (docs/product/home-and-navigation.md#routes), made for one query cache and login: the browser's (once), or
 * one document's on the server (app/server-render.tsx).
 */
export function createRoutes(env: PageEnv): RouteObject[] {
  const kit = routeKit(env);
  const { page, only } = kit;
  const adminChildren = adminRoutes(kit);
  const mainChildren = mainRoutes(kit);
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
                session ? [accountQueries.crudeAndProfile(), messageQueries.unreadCount()] : [],
              ),
              children: mainChildren,
            },
          ],
        },
      ],
    },
  ];
}
