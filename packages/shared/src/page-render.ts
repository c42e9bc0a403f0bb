import type { Language, Role } from './constants.ts';

/**
 * The contract between the server and the web app's server-side renderer (ADR 0097): the server finds the
 * session a document request's cookie names, and the renderer draws the light page it asks for with the same
 * components, calls and texts as the browser would.
 */

/** One GET of the API as the renderer asks it of the server, with the document's login. */
export type RenderAnswer = { status: number; payload: unknown };
export type RenderCalls = (url: string) => Promise<RenderAnswer>;

/**
 * Where the calls of the render in progress go. Renders overlap on the server (their calls are awaited), so the
 * server keeps each render's calls in its own asynchronous context (Node's AsyncLocalStorage) and hands the
 * renderer this pair rather than one global.
 */
export type RenderScope = {
  run<T>(calls: RenderCalls, task: () => Promise<T>): Promise<T>;
  current(): RenderCalls | undefined;
};

export type PageRenderInput = {
  /** The path and query of the document. */
  url: string;
  language: Language;
  /** A phone's browser (by its User-Agent): the layout the page will have there. */
  phone: boolean;
  session: { userId: number; nickName: string; role: Role };
  calls: RenderCalls;
};

export type PageRenderResult = {
  /** The markup of the app's root element. */
  html: string;
  /** The CSS of the antd parts in the markup (antd styles itself as it renders). */
  styles: string;
  /** TanStack Query's dehydrated cache: the answers the markup was drawn from, for the app's first render. */
  state: unknown;
  /** The tab's title, as the page sets it. */
  title: string;
};

export type PageRenderer = {
  /** The page's markup, or null when the path is not one the server draws (ADR 0097) or its data did not come. */
  renderPage(input: PageRenderInput): Promise<PageRenderResult | null>;
};
