import { SERVER_STATE_ID } from '@app/shared';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { bindNavigate } from '../lib/navigation.ts';
import { queryClient } from '../lib/query-client.ts';
import { readSession } from '../lib/session.ts';
import type { DocumentState } from './document-state.ts';
import { createRoutes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The state a document the server drew came with (removed from the document), or null. */
function takeDocumentState(): DocumentState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? 'null') as DocumentState;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** The matched routes' modules, loaded before the router exists: hydration then draws the page, not a fallback. */
async function loadMatched(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * The browser's router over the browser's query cache and stored login. Over a document the server drew, it starts
 * from the document's state (its loaders have run there) and `state` is returned for hydration.
 */
export async function createAppRouter(): Promise<{ router: AppRouter; state: DocumentState | null }> {
  const routes = createRoutes({ queryClient, session: readSession });
  const state = takeDocumentState();
  if (state) {
    hydrate(queryClient, state.queries);
    await loadMatched(routes);
  }
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : {});
  // Non-component code (api client, session expiry) navigates through the router; repeating the
  // current location is ignored (docs/product/home-and-navigation.md#navigation-guard).
  bindNavigate((to, options) => {
    const here = `${router.state.location.pathname}${router.state.location.search}`;
    if (to === here) return;
    void router.navigate(to, options);
  });
  return { router, state };
}
