import { type RenderScope, TOKEN_HEADER } from '@app/shared';

/**
 * A page's first calls started by the entry before React and the app's code are there (ADR 0097): the app's api
 * client takes the answer of the same GET instead of asking again, so the first paint of data is not
 * "JavaScript, then the call, then the render". Each answer is taken once; a call not started here goes out as usual.
 */
export type EarlyAnswer = { status: number; payload: unknown };

const pending = new Map<string, Promise<EarlyAnswer | null>>();
/** On the server, the calls of the render in progress (app/server-render.tsx). */
let renderScope: RenderScope | undefined;

/** The same call whatever the order of its query parameters. */
export function callKey(url: string): string {
  // Only the path and the parameters count: any origin will do.
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

/** Starts a GET with the stored login; a failure is left for the app's own call to meet again. */
export function startEarly(url: string, token: string): void {
  const answer = fetch(url, {
    headers: { Accept: 'application/json', [TOKEN_HEADER]: token },
    credentials: 'same-origin',
  })
    .then(async (response) => {
      const text = await response.text();
      return { status: response.status, payload: text ? (JSON.parse(text) as unknown) : null };
    })
    .catch(() => null);
  pending.set(callKey(url), answer);
}

/** The early answer of this GET (once), or undefined when none was started. */
export function takeEarly(url: string): Promise<EarlyAnswer | null> | undefined {
  const calls = renderScope?.current();
  if (calls) return calls(url);
  if (pending.size === 0) return undefined;
  const key = callKey(url);
  const answer = pending.get(key);
  pending.delete(key);
  return answer;
}

/** Server rendering: every call of a render goes to the calls its scope holds (ADR 0097). */
export function answerFromScope(scope: RenderScope): void {
  renderScope = scope;
}
