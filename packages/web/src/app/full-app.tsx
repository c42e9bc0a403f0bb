import '../lib/i18n.ts';
import { StrictMode, startTransition, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { Handoff } from '../features/auth/login/entry.tsx';
import { toast } from '../lib/feedback.ts';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { type ServerRender, ServerRenderContext } from '../lib/server-render.ts';
import { readSession } from '../lib/session.ts';
import { AppFrame } from './app-frame.tsx';
import type { DocumentState } from './document-state.ts';
import { type AppRouter, createAppRouter } from './router.tsx';

/** The whole app; over a drawn document, what the server assumed (the login, the viewport) for hydration to match. */
function App({ router, drawn }: { router: AppRouter; drawn: DocumentState | null }) {
  // Once React has taken over the drawn page, <html data-hydrated> says so (the e2e suite waits for it).
  useEffect(() => {
    if (drawn) document.documentElement.dataset.hydrated = '';
  }, [drawn]);
  const app = (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
  if (!drawn) return <StrictMode>{app}</StrictMode>;
  const render: ServerRender = { session: readSession(), phone: drawn.phone, queryClient, title: '' };
  return (
    <StrictMode>
      <ServerRenderContext.Provider value={render}>{app}</ServerRenderContext.Provider>
    </StrictMode>
  );
}

/**
 * Every route but a signed-out first visit to /login (app/main.tsx). A page the server drew is hydrated: its data and
 * router state came with the document, its modules are loaded first (app/router.tsx).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const { router, state } = await createAppRouter();
  // A page drawn in another language than the one this browser keeps (a cookie older than the choice) is drawn
  // again in the kept one, from the same data: hydrating it would find other text.
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (a second and more on a phone's CPU).
  if (state?.language === currentLanguage())
    startTransition(() => {
      hydrateRoot(container, <App router={router} drawn={state} />);
    });
  else createRoot(container).render(<App router={router} drawn={state} />);
}

/**
 * After a login on the standalone login screen: the app goes to the landing page with its code
 * loaded, then replaces the screen in one step (no blank frame) and says 'login successful'.
 */
export async function continueAfterLogin(container: HTMLElement, handoff: Handoff): Promise<void> {
  if (currentLanguage() !== handoff.language) await changeLanguage(handoff.language);
  const { router } = await createAppRouter();
  await router.navigate(handoff.to, { replace: true });
  handoff.leave();
  const root = createRoot(container);
  // Synchronous, effects included: the toast below finds the toast holder mounted.
  flushSync(() => root.render(<App router={router} drawn={null} />));
  toast.success(handoff.message);
}
