import { SERVER_STATE_ID } from '@app/shared';
import { hydrate } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';

/**
 * A page the server drew (ADR 0097) came with the answers it was drawn from: they go into the app's cache, and the
 * router loads the route's modules, before the app's first render replaces the drawn markup with the same page.
 */
export async function adoptServerState(): Promise<boolean> {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element) return false;
  element.remove();
  try {
    hydrate(queryClient, JSON.parse(element.textContent ?? 'null'));
  } catch (error) {
    // The page then asks for its data as it would have without it.
    console.error(error);
  }
  if (router.state.initialized) return true;
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return true;
}
