import '../lib/i18n.ts';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { Handoff } from '../features/auth/login/entry.tsx';
import { toast } from '../lib/feedback.ts';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';
import { router } from './router.tsx';
import { adoptServerState } from './server-state.ts';
import { ToastHost } from './toast-host.tsx';

function App() {
  return (
    <StrictMode>
      {/* No antd at the root (ADR 0097): antd's parts get its theme as islands (router.tsx), toasts load when asked for. */}
      <ToastHost />
      <RouterProvider router={router} />
    </StrictMode>
  );
}

/**
 * The whole app: every route (app/main.tsx loads it for all but a signed-out first visit to /login). Over a page the
 * server drew, the first render waits for the page's data and modules, so it draws that page again, not a loading one.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  // Over a drawn page the user already sees it: the render may yield to the browser (a transition is time-sliced)
  // rather than hold the main thread in one long task.
  if (await adoptServerState()) startTransition(() => root.render(<App />));
  else root.render(<App />);
}

/**
 * After a login on the standalone login screen: the app goes to the landing page with its code
 * loaded, then replaces the screen in one step (no blank frame) and says 'login successful'.
 */
export async function continueAfterLogin(container: HTMLElement, handoff: Handoff): Promise<void> {
  if (currentLanguage() !== handoff.language) await changeLanguage(handoff.language);
  await router.navigate(handoff.to, { replace: true });
  handoff.leave();
  const root = createRoot(container);
  // Synchronous, effects included: the toast below finds the toast host mounted, which loads it.
  flushSync(() => root.render(<App />));
  toast.success(handoff.message);
}
