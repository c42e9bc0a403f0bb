import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Session } from './session.ts';

/** One query a page's first view reads: what an area's `*Queries` factory gives (TanStack Query's queryOptions). */
export type FirstQuery = { queryKey: QueryKey; enabled?: unknown };

type FirstDataArgs = {
  params: Params<string>;
  /** The page's address: its query string holds a list page's filters. */
  url: URL;
  /** The login the page is drawn for (null signed out); the route has already checked its role. */
  session: Session | null;
};

/**
 * A page's first data, declared once beside its route (app/routes.tsx): the router's loader asks for these queries
 * beside the page's code in the browser, and before drawing the page on the server; the page reads them with the
 * same queries' hooks (docs/web.md, ADR 0126).
 */
export type FirstData = (args: FirstDataArgs) => readonly FirstQuery[];

/** Puts the queries in the cache (a failure stays there for the page to show); a disabled one is not asked. */
export async function prefetchFirst(queryClient: QueryClient, queries: readonly FirstQuery[]): Promise<void> {
  await Promise.all(
    queries
      .filter((query) => query.enabled !== false)
      // Each came from queryOptions(): its query function matches its key.
      .map((query) => queryClient.prefetchQuery(query as FetchQueryOptions)),
  );
}
