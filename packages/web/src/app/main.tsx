// First: before any module that creates a zod schema runs.
import './zod-jitless.ts';
import './global.css';
import { STORAGE_KEYS } from '@app/shared';
import { writeDocumentCookies } from '../lib/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root: HTMLElement = container;

const loadApp = () => import('./full-app.tsx');

function signedIn(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.token));
  } catch {
    return false;
  }
}

function failed(error: unknown) {
  // A chunk that did not load (network, a new deployment): a reload fetches the current ones.
  console.error(error);
}

// A signed-out first visit to /login loads only the login screen (React, i18next, the screen:
// ADR 0070); the app (router, antd, zod) follows once the user logs in. The prerender gate
// (scripts/prerender-plugin.ts) applies the same test to preload the right chunks.
/** The prerendered screen is painted before anything is fetched for it; otherwise at once. */
function afterFirstPaint(run: () => void) {
  if (document.documentElement.dataset.prerender === 'off') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

if (window.location.pathname === '/login' && !signedIn()) {
  afterFirstPaint(
    () =>
      void import('../features/auth/login/entry.tsx')
        .then(({ startLogin }) =>
          startLogin(root, {
            prepare: loadApp,
            enter: async (handoff) => (await loadApp()).continueAfterLogin(root, handoff),
          }),
        )
        .catch(failed),
  );
} else {
  // The server draws a signed-in page from these cookies (ADR 0126): logins older than them get them now.
  writeDocumentCookies();
  loadApp()
    .then(({ startApp }) => startApp(root))
    .catch(failed);
}
