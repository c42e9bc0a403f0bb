import type { Language, Role } from './constants.ts';

/**
 * The contract between the server and the web app's server-side renderer (ADR 0126): the server finds the session a
 * document request's cookie names, and the renderer draws the page at the address with the same routes, calls and
 * texts as the browser, which then hydrates it.
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
  /** The document's login, or null signed out. */
  session: { userId: number; nickName: string; role: Role } | null;
  calls: RenderCalls;
  /** Aborts the render when the server stops waiting for it. */
  signal: AbortSignal;
};

export type PageRenderResult =
  | {
      kind: 'page';
      /** 200, or the router's 404 for an address no route matches. */
      status: number;
      /** The markup of the app's root element. */
      html: string;
      /** The CSS of the antd parts in the markup (antd styles itself as it renders). */
      styles: string;
      /** What the browser hydrates from: the query cache, the router's state (app/document-state.ts). */
      state: unknown;
      /** The tab's title, as the page sets it. */
      title: string;
      /** The source modules of the matched routes (src/...tsx): the server links their files from the build. */
      sources: string[];
    }
  /** The route sends the visitor elsewhere (the navigation guard): the browser decides, from the app shell. */
  | { kind: 'redirect'; location: string };

export type PageRenderer = {
  renderPage(input: PageRenderInput): Promise<PageRenderResult>;
};
