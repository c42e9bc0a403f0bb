import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app.ts';
import { createAdmin, registerUser } from './factories.ts';
import {
  blindOperation,
  type Caller,
  type FuzzRequest,
  type Operation,
  openApiPath,
  operationsOf,
  requestsFor,
} from './fuzz/requests.ts';

/**
 * Every registered route, from its own zod schemas (through the OpenAPI document), gets hostile requests from
 * every kind of caller; none may answer 5xx, and every failure is a {code, msg, msg_en} envelope. A new route
 * is covered without a new test. FUZZ_RUNS sets the requests per route (default 40), FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let app: TestApp;
const tokens = new Map<Caller, string>();

async function signIn(caller: Caller): Promise<string> {
  if (caller === 'admin') return (await createAdmin(app)).token;
  return (await registerUser(app, { role: caller === 'hr' ? '2' : '3' })).token;
}

async function headersOf(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {};
  if (caller === 'bogus') return { 'x-token': 'not-a-session' };
  let token = tokens.get(caller);
  if (!token) {
    token = await signIn(caller);
    tokens.set(caller, token);
  }
  return { 'x-token': token };
}

type Declared = { method: string; url: string; auth: string | readonly string[] };

/** What the auth plugin knows of every API route (config.auth), keyed like the document's operations. */
function declarations(): Map<string, Declared> {
  const declared = (app as unknown as { routeAuth?: readonly Declared[] }).routeAuth ?? [];
  return new Map(declared.filter((r) => r.method !== 'HEAD').map((r) => [`${r.method} ${openApiPath(r.url)}`, r]));
}

/** The callers a route admits (it is still fuzzed by every other kind, less often). */
function admitted(auth: Declared['auth'] | undefined): Caller[] {
  if (auth === undefined || auth === 'public') return [];
  if (auth === 'user') return ['admin', 'hr', 'seeker'];
  return ([] as string[]).concat(auth).filter((name): name is Caller => ['admin', 'hr', 'seeker'].includes(name));
}

/** Every route of the document, plus any the auth plugin knows of that the document leaves out. */
function routes(): { op: Operation; callers: Caller[] }[] {
  const declared = declarations();
  const documented = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]);
  const known = new Set(documented.map((op) => `${op.method} ${op.path}`));
  const blind = [...declared.keys()]
    .filter((key) => !known.has(key))
    .map((key) => {
      const [method = 'GET', path = '/'] = key.split(' ');
      return blindOperation(method, path);
    });
  return [...documented, ...blind].map((op) => ({
    op,
    callers: admitted(declared.get(`${op.method} ${op.path}`)?.auth),
  }));
}

type Failure = { route: string; problem: string; request: FuzzRequest; seed: number };

/**
 * Routes whose answer to a signed-in caller never ends (the live message stream): read up to the head of a
 * success, whole refusals. Their streams stay open until the app closes (past 5 per caller they answer 429).
 */
const STREAMING = new Set(['GET /u/v1/user/messages/stream']);

async function bodyOf(res: Awaited<ReturnType<TestApp['inject']>>, streaming: boolean): Promise<string> {
  if (!streaming) return res.body;
  const stream = res.stream();
  if (res.statusCode < 400) {
    stream.destroy();
    return '';
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return body;
}

function problemWith(status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (status < 400) return null;
  let parsed: { code?: unknown; msg?: unknown; msg_en?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} without a JSON envelope: ${body.slice(0, 200)}`;
  }
  const ok = typeof parsed.code === 'number' && typeof parsed.msg === 'string' && typeof parsed.msg_en === 'string';
  return ok ? null : `answered ${status} outside the envelope: ${body.slice(0, 200)}`;
}

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('route fuzz (issue 7 item 4)', () => {
  it('answers hostile requests to every route below 500, in the envelope', { timeout: 600_000 }, async () => {
    const operations = routes();
    expect(operations.length).toBeGreaterThan(40);
    const failures: Failure[] = [];
    let requests = 0;

    for (const { op, callers } of operations) {
      const route = `${op.method} ${op.path}`;
      const result = await fc.check(
        fc.asyncProperty(requestsFor(op, callers), async (request) => {
          const auth = await headersOf(request.caller);
          const streaming = STREAMING.has(route);
          const res = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...auth },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
            ...(streaming ? { payloadAsStream: true } : {}),
          });
          requests += 1;
          // Logging out (or anything else that ends a session) must not leave the next runs anonymous.
          if (res.statusCode === 401 && auth['x-token'] && request.caller !== 'bogus') tokens.delete(request.caller);
          const problem = problemWith(res.statusCode, await bodyOf(res, streaming));
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      );
      if (result.failed && result.counterexample) {
        failures.push({
          route,
          problem: String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance),
          request: result.counterexample[0],
          seed: result.seed,
        });
      }
    }

    expect(failures, JSON.stringify(failures, null, 1).slice(0, 20_000)).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(operations.length * RUNS);
  });
});
