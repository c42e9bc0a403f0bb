import type { Role } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, NonIndexRouteObject, RouteObject } from 'react-router';
import { type FirstData, prefetchFirst } from '../lib/first-data.ts';
import type { Session } from '../lib/session.ts';
import { decideNavigation } from './guard.ts';
import { RequireRole } from './require-role.tsx';
import { NavigationFailed, RouteError } from './root-shell.tsx';

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

export type RouteKit = {
  page: (source: string, name: string, data?: FirstData) => PageRoute;
  only: (roles: readonly Role[], children: RouteObject[]) => RouteObject;
};

/** The route builders for one query cache and login: `page` (a page and its first data) and `only` (some roles'). */
export function routeKit(env: PageEnv): RouteKit {
  /**
   * A page (or layout) drawn by the export `name` of `src/<source>.tsx`, with its first data (lib/first-data.ts). To
   * add a page: its module and one entry in the routes (docs/web.md).
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

  return { page, only };
}
