import { renderToString } from 'react-dom/server';
import { StandaloneLogin } from '../features/auth/login/entry.tsx';
import { createLoginI18n } from '../features/auth/login/login-i18n.ts';

const idle = { prepare: async () => {}, enter: async () => {} };

/**
 * /login as HTML, rendered at build time (scripts/prerender-plugin.ts) in the default language,
 * signed out, the captcha still loading, so the first paint does not wait for the JavaScript. The
 * screen is plain HTML with CSS modules: its styles are the module's CSS, inlined by the plugin.
 */
export function renderLogin(): { html: string } {
  return { html: renderToString(<StandaloneLogin i18n={createLoginI18n()} app={idle} leave={() => {}} />) };
}
