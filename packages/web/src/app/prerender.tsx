import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { Providers } from './providers.tsx';

/**
 * /login as HTML and the antd styles it uses, rendered at build time (scripts/prerender-plugin.ts)
 * in the default language, so the first paint does not wait for the JavaScript.
 */
export function renderLogin(): { html: string; styles: string } {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <Providers>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </Providers>
    </StyleProvider>,
  );
  // <style> tags as antd writes them, with the map of what they hold: antd then takes a component's
  // styles from them instead of generating them again in the browser.
  return { html, styles: extractStyle(cache) };
}
