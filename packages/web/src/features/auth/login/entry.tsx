import type { Language } from '@app/shared';
import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition, useEffect, useMemo } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { type LoginHost, LoginHostContext } from './host.ts';
import { createLoginI18n, languageOf, switchLanguage } from './login-i18n.ts';
import { LoginScreen } from './login-screen.tsx';
import { useToasts } from './toasts.tsx';

/** What the standalone screen hands to the app once the login is stored. */
export type Handoff = { to: string; message: string; language: Language; leave: () => void };

/** The app behind the login: loaded ahead once the user starts typing, entered after the login. */
export type AppLoader = { prepare: () => Promise<unknown>; enter: (handoff: Handoff) => Promise<void> };

type Props = { i18n: I18n; app: AppLoader; leave: () => void; onShown?: () => void };

/** The login screen on its own: its own i18n and toasts; after a login, the app takes over. */
export function StandaloneLogin({ i18n, app, leave, onShown }: Props) {
  const { notify, view } = useToasts();
  useEffect(() => onShown?.(), [onShown]);
  const host = useMemo<LoginHost>(
    () => ({
      changeLanguage: (language) => switchLanguage(i18n, language),
      notify,
      expired: false,
      prepare: () => void app.prepare().catch(() => {}),
      enter: async (to, message) => {
        try {
          await app.enter({ to, message, language: languageOf(i18n), leave });
        } catch (error) {
          // The app's code did not load: the landing page, loaded in full, has the stored login.
          console.error(error);
          window.location.assign(to);
        }
      },
    }),
    [i18n, app, leave, notify],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <LoginHostContext value={host}>
        <LoginScreen />
        {view}
      </LoginHostContext>
    </I18nextProvider>
  );
}

/**
 * The first visit to /login, signed out (app/main.tsx): React, i18next and this screen, no router,
 * antd or zod. In Chinese it hydrates the markup index.html carries (rendered by the same
 * component at build time: scripts/prerender-plugin.ts), so the browser keeps the painted page
 * instead of building and laying it out again; otherwise it renders into the root.
 */
export function startLogin(container: HTMLElement, app: AppLoader): void {
  const prerendered = document.getElementById('prerender');
  const shown = prerendered !== null && document.documentElement.dataset.prerender !== 'off';
  let root: Root | undefined;
  const screen = (
    <StrictMode>
      <StandaloneLogin
        i18n={createLoginI18n()}
        app={app}
        leave={() => root?.unmount()}
        // The markup was inert until now: nothing typed into it before React took over could be lost.
        onShown={() => prerendered?.removeAttribute('inert')}
      />
    </StrictMode>
  );
  // A transition: React works in slices that leave the main thread free between them (the screen
  // is already painted), instead of one long task.
  startTransition(() => {
    if (shown && prerendered) root = hydrateRoot(prerendered, screen);
    else {
      root = createRoot(container);
      root.render(screen);
    }
  });
}
