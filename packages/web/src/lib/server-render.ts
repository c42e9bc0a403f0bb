import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Session } from './session.ts';

/**
 * What a page drawn on the server (app/server-render.tsx, ADR 0126) is told instead of reading the browser's storage
 * and window: the document's login, its query cache, whether it is for a phone; and where the page leaves its title.
 * In the browser, present over a drawn document only, with what the server assumed, so hydration draws the same.
 */
export type ServerRender = {
  session: Session | null;
  queryClient: QueryClient;
  phone: boolean;
  title: string;
};

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}
