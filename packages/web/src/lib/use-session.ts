import { useSyncExternalStore } from 'react';
import { readSession, type Session, subscribeSession } from './session.ts';

/** The stored login, re-rendering when it changes (login, logout, another tab). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
