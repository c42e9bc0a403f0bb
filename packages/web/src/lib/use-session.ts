import { useSyncExternalStore } from 'react';
import { useServerRender } from './server-render.ts';
import { readSession, type Session, subscribeSession } from './session.ts';

/** The stored login, re-rendering when it changes (login, logout, another tab); on the server, the document's. */
export function useSession(): Session | null {
  const server = useServerRender();
  return useSyncExternalStore(subscribeSession, readSession, () => server?.session ?? null);
}
