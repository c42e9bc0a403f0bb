import { TOKEN_HEADER } from '@app/shared';

/**
 * A page's first calls started by the entry before React and the app's code are there (ADR 0097): the app's api
 * client takes the answer of the same GET instead of asking again, so the first paint of data is not
 * "JavaScript, then the call, then the render". Each answer is taken once; a call not started here goes out as usual.
 */
export type EarlyAnswer = { status: number; payload: unknown };

const pending = new Map<string, Promise<EarlyAnswer | null>>();

/** The same call whatever the order of its query parameters. */
function keyOf(url: string): string {
  const parsed = new URL(url, window.location.origin);
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
  pending.set(keyOf(url), answer);
}

/** The early answer of this GET (once), or undefined when none was started. */
export function takeEarly(url: string): Promise<EarlyAnswer | null> | undefined {
  if (pending.size === 0) return undefined;
  const key = keyOf(url);
  const answer = pending.get(key);
  pending.delete(key);
  return answer;
}
