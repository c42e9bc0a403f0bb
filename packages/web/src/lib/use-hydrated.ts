import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates it, true after (and at once in a page the
 * browser draws itself): what only the browser knows (its storage) is shown from then on, so hydration draws the
 * server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
