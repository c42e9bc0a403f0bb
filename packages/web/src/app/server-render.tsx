import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { PageRenderer, PageRenderInput, PageRenderResult, RenderScope } from '@app/shared';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadLanguage, renderLanguage } from '../lib/i18n.ts';
import { answerFromScope } from '../lib/render-calls.ts';
import { type ServerRender, ServerRenderContext } from '../lib/server-render.ts';
import type { Session } from '../lib/session.ts';
import { AppFrame } from './app-frame.tsx';
import type { DocumentState } from './document-state.ts';
import { decideNavigation } from './guard.ts';
import { createRoutes, type PageHandle } from './routes.tsx';

function queryClient(): QueryClient {
  // Nothing is retried or refetched while a document is drawn.
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
}

/** The whole markup once every lazy part in it has loaded (a stream that waits for all of it, then ends). */
async function markup(element: ReactNode, signal: AbortSignal): Promise<string> {
  // No boundary is left for an inline script to reveal (the CSP runs none): every one is drawn in place.
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Draws one document's page in one pass (docs/web.md, ADR 0126): the router matches the address and runs the
 * matched routes' loaders, which put the page's first data in this document's query cache through the server's own
 * API; React then draws the page from that cache, and the browser hydrates it from the same cache and router state.
 */
async function renderPage(scope: RenderScope, input: PageRenderInput): Promise<PageRenderResult> {
  // The server has stopped waiting for it while it waited its turn.
  input.signal.throwIfAborted();
  renderLanguage(input.language);
  const url = new URL(input.url, 'http://localhost');
  const session: Session | null = input.session && {
    token: '',
    userId: String(input.session.userId),
    nickName: input.session.nickName,
    expiredAt: 0,
    role: input.session.role,
    profile: '',
  };
  // Where the navigation guard sends the visitor, the browser goes with its own stored login (the app shell).
  const decision = decideNavigation(`${url.pathname}${url.search}`, session);
  if (decision.kind !== 'allow')
    return { kind: 'redirect', location: decision.kind === 'redirect' ? decision.to : '/login' };
  const render: ServerRender = { session, phone: input.phone, queryClient: queryClient(), title: '' };
  const handler = createStaticHandler(createRoutes({ queryClient: render.queryClient, session: () => session }));
  const context = await scope.run(input.calls, () => handler.query(new Request(url)));
  if (context instanceof Response) return { kind: 'redirect', location: context.headers.get('location') ?? '/' };

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const html = await markup(
    <StyleProvider cache={cache}>
      <ServerRenderContext.Provider value={render}>
        <AppFrame queryClient={render.queryClient}>
          {/* The router's state goes in the document's JSON (the CSP allows no inline script). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </ServerRenderContext.Provider>
    </StyleProvider>,
    input.signal,
  );
  const state: DocumentState = {
    queries: dehydrate(render.queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    phone: input.phone,
    language: input.language,
  };
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    styles: extractStyle(cache, { plain: true }),
    state,
    title: render.title,
    sources: context.matches.flatMap((match) => (match.route.handle as PageHandle | undefined)?.source ?? []),
  };
}

/**
 * Renders take turns: one awaits its data and its lazy parts, and the language it draws in (i18next's, dayjs's locale)
 * is global, so renders that overlapped drew in whichever language another had set meanwhile.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = turn.then(task);
  turn = run.catch(() => undefined);
  return run;
}

/** Loads both languages and routes the api client's calls to the render in progress; the server calls it once. */
export async function createPageRenderer(scope: RenderScope): Promise<PageRenderer> {
  await Promise.all([loadLanguage('zh'), loadLanguage('en')]);
  answerFromScope(scope);
  return { renderPage: (input) => inTurn(() => renderPage(scope, input)) };
}
