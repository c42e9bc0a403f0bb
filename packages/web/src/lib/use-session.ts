import { useSyncExternalStore } from 'react';
import { useServerRender } from './server-render.ts';
import { readSession, type Session, subscribeSession } from './session.ts';

/** The stored login, re-rendering when it changes (login, logout, another tab); on the server, the document's. */
export function useSession(): Session | null {
  const server = useServerRender();
  // In the browser the stored login is what the document was drawn for, and it stays the truth while parts of the page
  // are still hydrating: a copy taken when the app started brought an ended login back (a logout on a page not yet
  // fully hydrated reached /login, whose guard saw the old login and sent the visitor back to the page).
  const serverSnapshot = typeof window === 'undefined' ? () => server?.session ?? null : readSession;
  return useSyncExternalStore(subscribeSession, readSession, serverSnapshot);
}
