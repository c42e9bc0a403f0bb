export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: NavigateFn = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** The router binds its navigate here, so non-component code (api client, session expiry) can move. */
export function bindNavigate(fn: NavigateFn): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** Bid-info pages are public: no token is sent and no 401 logs anyone out there. */
export function isBidInfoPath(pathname: string): boolean {
  return pathname === '/bid/info' || pathname.startsWith('/bid/info/');
}

export function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}
