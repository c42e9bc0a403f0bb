import { useSyncExternalStore } from 'react';
import { useServerRender } from './server-render.ts';

/**
 * Whether a media query matches now, following it as the window changes (false where there is no matchMedia). On
 * the server, a phone's document matches the narrow queries below and nothing else does.
 */
export function useMediaQuery(query: string): boolean {
  const server = useServerRender();
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', changed);
      return () => list.removeEventListener?.('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => Boolean(server?.phone && (query === PHONE_QUERY || query === NARROW_QUERY)),
  );
}

/** antd's breakpoints: below `sm` (576 px) a phone, below `md` (768 px) a narrow screen. */
export const PHONE_QUERY = '(max-width: 575.98px)';
export const NARROW_QUERY = '(max-width: 767.98px)';
