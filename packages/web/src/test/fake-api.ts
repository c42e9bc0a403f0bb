import { vi } from 'vitest';

/** One call the page made, as the server would read it. */
export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** What a route answers: the envelope's data (and total), or an error status with its message. */
export type Answer =
  | { data?: unknown; total?: number; total_capped?: boolean }
  | { status: number; msg: string; msg_en: string };
type Route = (call: ApiCall) => Answer | Promise<Answer>;

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return undefined;
}

/**
 * Answers the web app's fetch calls from `routes` ('GET /u/v1/...' -> answer), in the server's envelope, and
 * records every call. A call no route expects answers 404, so a wrong path fails the test where it is made.
 */
export function fakeApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: bodyOf(init.body),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return envelope(404, { code: 404, msg: '未找到', msg_en: 'Not found' });
    const answer = await route(call);
    if ('status' in answer)
      return envelope(answer.status, { code: answer.status, msg: answer.msg, msg_en: answer.msg_en });
    const { data = null, total, total_capped } = answer;
    return envelope(200, { code: 0, msg: 'ok', data, total, total_capped });
  });
  return calls;
}
