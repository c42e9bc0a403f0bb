import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { Providers } from './providers.tsx';

/**
 * /login as HTML and the antd styles it uses, rendered at build time (scripts/prerender-plugin.ts)
 * in the default language, so the first paint does not wait for the JavaScript.
 */
export function renderLogin(): { html: string; css: string } {
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
  return { html, css: extractStyle(cache, { plain: true }) };
}
