import { STORAGE_KEYS } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { changeLanguage } from '../lib/i18n.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** A stored login as the login page leaves it. */
export function signIn(user: { id: number; nickName: string; role: '1' | '2' | '3' }): void {
  localStorage.setItem(STORAGE_KEYS.token, 'test-token');
  localStorage.setItem(STORAGE_KEYS.userId, String(user.id));
  localStorage.setItem(STORAGE_KEYS.nickName, user.nickName);
  localStorage.setItem(STORAGE_KEYS.expiredAt, String(Math.floor(Date.now() / 1000) + 3600));
  localStorage.setItem(STORAGE_KEYS.role, user.role);
}

/**
 * Renders `ui` at `path` inside what main.tsx and the query shell give every page (theme, locale, toasts,
 * a fresh query cache), in `language`.
 */
export async function renderInApp(ui: ReactNode, options: { language?: 'zh' | 'en'; path?: string } = {}) {
  const { language = 'zh', path = '/home' } = options;
  await changeLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <Providers>{ui}</Providers>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Where the app is now (data-testid "here"), for tests that follow a navigation. */
export function Here() {
  const location = useLocation();
  return <output data-testid="here">{`${location.pathname}${location.search}`}</output>;
}
