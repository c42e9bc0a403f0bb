import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { PageRenderer, PageRenderInput, PageRenderResult, RenderScope } from '@app/shared';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type StaticHandlerContext, StaticRouterProvider } from 'react-router';
import { AntdIsland, loadAntdTheme } from '../components/antd-island.tsx';
import { answerFromScope, callKey } from '../lib/early-answers.ts';
import { loadLanguage, renderLanguage } from '../lib/i18n.ts';
import { type ServerRender, ServerRenderContext } from '../lib/server-render.ts';
import type { Session } from '../lib/session.ts';
import { earlyCalls } from './early-requests.ts';
import { routes } from './routes.tsx';

/**
 * The pages the server draws (ADR 0097): the light pages and a talent's resume, whose first calls are the entry's
 * early requests. Every other page is left to the browser.
 */
export const SERVER_DRAWN = [/^\/jobs$/, /^\/job\/[1-9]\d{0,9}$/, /^\/talents$/, /^\/talent\/[1-9]\d{0,9}$/];

/** An answer the render does not ask of the server: the query stays pending, as in the browser's first render. */
const NOT_ASKED = { status: 599, payload: null };

function queryClient(): QueryClient {
  // Nothing is retried or refetched while a document is drawn.
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
}

const handler = createStaticHandler(routes);

/** The markup, and the styles of the antd parts in it (antd styles itself at render: the cache collects them). */
function draw(context: StaticHandlerContext, render: ServerRender): { html: string; styles: string } {
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ServerRenderContext.Provider value={render}>
        {/* No hydration data: the browser's router loads the route itself, and the CSP allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServerRenderContext.Provider>
    </StyleProvider>,
  );
  return { html, styles: extractStyle(cache, { plain: true }) };
}

/**
 * Draws a light page as the browser's first render would with the same data: a first pass finds the queries the
 * page asks for, the ones among its early calls are answered by the server, and a second pass draws the markup.
 * The browser then renders over it (app/server-state.ts) from the same cache.
 */
async function renderPage(scope: RenderScope, input: PageRenderInput): Promise<PageRenderResult | null> {
  const url = new URL(input.url, 'http://localhost');
  if (!SERVER_DRAWN.some((pattern) => pattern.test(url.pathname))) return null;
  const asked = new Set(earlyCalls(url.pathname, url.search, input.session.role).map(callKey));
  if (asked.size === 0) return null;
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;

  const session: Session = {
    token: '',
    userId: String(input.session.userId),
    nickName: input.session.nickName,
    expiredAt: 0,
    role: input.session.role,
    profile: '',
  };
  const first: ServerRender = { session, phone: input.phone, queryClient: queryClient(), title: '' };
  renderLanguage(input.language);
  draw(context, first);

  const calls = (call: string) => (asked.has(callKey(call)) ? input.calls(call) : Promise.resolve(NOT_ASKED));
  const answered = new Set<string>();
  await scope.run(
    async (call) => {
      const answer = await calls(call);
      if (answer.status === 200) answered.add(callKey(call));
      return answer;
    },
    () =>
      Promise.all(
        first.queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.status === 'pending')
          .map((query) =>
            first.queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn }),
          ),
      ),
  );
  // Without all of its first data the page would not look as it will: the browser draws it instead.
  if (answered.size < asked.size) return null;

  const state = dehydrate(first.queryClient);
  const second: ServerRender = { ...first, queryClient: queryClient(), title: '' };
  hydrate(second.queryClient, state);
  renderLanguage(input.language);
  const { html, styles } = draw(context, second);
  return { html, styles, state, title: second.title };
}

/** Loads both languages and routes the api client's calls to the render in progress; the server calls it once. */
export async function createPageRenderer(scope: RenderScope): Promise<PageRenderer> {
  await Promise.all([loadLanguage('zh'), loadLanguage('en')]);
  // An island's theme is a lazy component: asked for once and loaded here, every render has it at once.
  renderToString(<AntdIsland>{null}</AntdIsland>);
  await loadAntdTheme();
  // The lazy component's own promise settles a step after this one (its `.then` maps the module): one more turn.
  await new Promise((resolve) => setTimeout(resolve, 0));
  answerFromScope(scope);
  return { renderPage: (input) => renderPage(scope, input) };
}
