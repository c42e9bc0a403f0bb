import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app.ts';
import { onPostgres } from './database.ts';
import { createAdmin, registerUser } from './factories.ts';
import { type Defect, refusedFor } from './fuzz/defects.ts';
import { databaseFingerprint, filesFingerprint } from './fuzz/fingerprint.ts';
import {
  blindOperation,
  type Caller,
  encodeDraft,
  type FuzzRequest,
  type Operation,
  openApiPath,
  operationsOf,
  printable,
  requestsFor,
} from './fuzz/requests.ts';

/**
 * Every registered route, from its own zod schemas (through the OpenAPI document), gets hostile requests from
 * every kind of caller, in two phases:
 *
 * 1. Hostile: requests mostly by the callers a route admits, mostly plausible with some part spoilt (so many
 *    reach the services, and some are valid and succeed, writing as any client could). None may answer 5xx;
 *    every failure is a {code, msg, msg_en} envelope.
 * 2. Refused: the bulk. Each request carries at least one defect the route's declaration rules out (a caller it
 *    does not admit, a NUL, a body or value outside its schema: fuzz/defects.ts), so each must answer 4xx in the
 *    envelope; a 2xx is a hole. The database and the data folder are fingerprinted before and after this phase
 *    (fuzz/fingerprint.ts) and must be unchanged: refused requests write nothing. Phase 1's successful writes
 *    are legitimate, so the fingerprint spans phase 2 only (phase 1 fills the tables it then guards).
 *
 * Knobs: FUZZ_RUNS (phase 1 requests per route, default 15), FUZZ_REFUSED_RUNS (phase 2 per route, default 290:
 * about 51,000 requests a run over both phases, 100,000 over CI's two runs, PGlite and PostgreSQL),
 * FUZZ_SEED (replays a run), FUZZ_ROUTE (only routes whose "METHOD /path" contains it), FUZZ_CONCURRENCY (routes
 * fuzzed at once, default 4). A failure prints its seed, the route and the request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const REFUSED_RUNS = Number(process.env.FUZZ_REFUSED_RUNS ?? 290);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const ROUTE = process.env.FUZZ_ROUTE;
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);

let app: TestApp;
let dataDir: string;
const tokens = new Map<Caller, Promise<string>>();

async function signIn(caller: Caller): Promise<string> {
  if (caller === 'admin') return (await createAdmin(app)).token;
  return (await registerUser(app, { role: caller === 'hr' ? '2' : '3' })).token;
}

async function headersOf(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {};
  if (caller === 'bogus') return { 'x-token': 'not-a-session' };
  let token = tokens.get(caller);
  if (!token) {
    token = signIn(caller);
    tokens.set(caller, token);
  }
  return { 'x-token': await token };
}

type Declared = { method: string; url: string; auth: string | readonly string[] };

/** What the auth plugin knows of every API route (config.auth), keyed like the document's operations. */
function declarations(): Map<string, Declared> {
  const declared = (app as unknown as { routeAuth?: readonly Declared[] }).routeAuth ?? [];
  return new Map(declared.filter((r) => r.method !== 'HEAD').map((r) => [`${r.method} ${openApiPath(r.url)}`, r]));
}

/** The callers a route admits; 'public' when anyone may call it (it is still fuzzed by every other kind). */
function admitted(auth: Declared['auth'] | undefined): Caller[] | 'public' {
  if (auth === undefined || auth === 'public') return 'public';
  if (auth === 'user') return ['admin', 'hr', 'seeker'];
  return ([] as string[]).concat(auth).filter((name): name is Caller => ['admin', 'hr', 'seeker'].includes(name));
}

type Route = { name: string; op: Operation; callers: Caller[] | 'public' };

/** Every route of the document, plus any the auth plugin knows of that the document leaves out. */
function routes(): Route[] {
  const declared = declarations();
  const documented = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]);
  const known = new Set(documented.map((op) => `${op.method} ${op.path}`));
  const blind = [...declared.keys()]
    .filter((key) => !known.has(key))
    .map((key) => {
      const [method = 'GET', path = '/'] = key.split(' ');
      return blindOperation(method, path);
    });
  return [...documented, ...blind]
    .map((op) => ({
      name: `${op.method} ${op.path}`,
      op,
      callers: admitted(declared.get(`${op.method} ${op.path}`)?.auth),
    }))
    .filter((route) => ROUTE === undefined || route.name.includes(ROUTE));
}

type Failure = { route: string; problem: string; seed: number; path?: string; defect?: Defect; request: unknown };

/**
 * Routes whose answer to a signed-in caller never ends (the live message stream): read up to the head of a
 * success, whole refusals. Their streams stay open until the app closes (past 5 per caller they answer 429).
 */
const STREAMING = new Set(['GET /u/v1/user/messages/stream']);

/**
 * A 503 "busy, try again" (a lock or pool wait past its timeout while the machine is loaded) wrote nothing and is
 * the server's designed answer to contention, not to the input: the request is sent again, as a client would, and
 * only an input that keeps failing is reported.
 */
async function send(route: string, request: FuzzRequest): Promise<{ status: number; body: string }> {
  for (let tries = 1; ; tries += 1) {
    const answer = await sendOnce(route, request);
    if (answer.status !== 503 || tries === 5) return answer;
  }
}

async function sendOnce(route: string, request: FuzzRequest): Promise<{ status: number; body: string }> {
  const auth = await headersOf(request.caller);
  const streaming = STREAMING.has(route);
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...auth },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    ...(streaming ? { payloadAsStream: true } : {}),
  });
  // Logging out (or anything else that ends a session) must not leave the next runs anonymous.
  if (res.statusCode === 401 && auth['x-token'] && request.caller !== 'bogus') tokens.delete(request.caller);
  if (!streaming) return { status: res.statusCode, body: res.body };
  const stream = res.stream();
  if (res.statusCode < 400) {
    stream.destroy();
    return { status: res.statusCode, body: '' };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { status: res.statusCode, body };
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

/** Runs `each` over the routes, CONCURRENCY at a time (the app serves concurrent requests as in production). */
async function eachRoute(list: Route[], each: (route: Route) => Promise<void>) {
  const queue = [...list];
  const worker = async () => {
    for (let route = queue.shift(); route; route = queue.shift()) await each(route);
  };
  await Promise.all(Array.from({ length: Math.max(1, CONCURRENCY) }, worker));
}

type Outcome = { errorInstance: unknown; seed: number; counterexamplePath: string | null };

function failureOf(route: string, result: Outcome, request: unknown, defect?: Defect): Failure {
  return {
    route,
    problem: String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance),
    seed: result.seed,
    ...(result.counterexamplePath ? { path: result.counterexamplePath } : {}),
    ...(defect ? { defect } : {}),
    request,
  };
}

function report(failures: Failure[]): string {
  const replay = failures
    .slice(0, 5)
    .map((f) => `FUZZ_SEED=${f.seed} FUZZ_ROUTE='${f.route}' npx vitest run --project server src/test/fuzz.test.ts`);
  return `${JSON.stringify(failures, null, 1).slice(0, 20_000)}\nreplay with:\n${replay.join('\n')}`;
}

/** CPU seconds this process spent since `from`: what the run costs whatever else the machine is doing. */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return ((used.user + used.system) / 1e6).toFixed(1);
};

const checkOptions = () => ({ ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true });
const database = onPostgres() ? 'PostgreSQL' : 'PGlite';
let hostileSent = 0;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-data-'));
  app = await buildTestApp({
    DATA_DIR: dataDir,
    // The general limits off: with them every anonymous call and every write costs an upsert, which would make
    // this run database-bound at a fraction of its pace. They are keyed by address and account, which no
    // request's content chooses, and rate-limit.test.ts covers them; the captcha limit stays (generous).
    RATE_LIMIT_ANONYMOUS_PER_IP: '0',
    RATE_LIMIT_WRITES_PER_IP: '0',
    RATE_LIMIT_WRITES_PER_ACCOUNT: '0',
    // Background tasks write on their own schedule (purges, hot jobs, saved-search alerts): only requests here.
    CLEANUP_INTERVAL_MS: '0',
    HOT_JOBS_REFRESH_MS: '0',
    SAVED_SEARCH_ALERTS_MS: '0',
  });
}, 180_000);
afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('route fuzz', () => {
  it('answers hostile requests to every route below 500, in the envelope', { timeout: 900_000 }, async () => {
    const list = routes();
    if (ROUTE === undefined) expect(list.length).toBeGreaterThan(40);
    const failures: Failure[] = [];
    const started = performance.now();
    const cpu = process.cpuUsage();

    await eachRoute(list, async ({ name, op, callers }) => {
      const result = await fc.check(
        fc.asyncProperty(requestsFor(op, callers === 'public' ? [] : callers), async (request) => {
          const { status, body } = await send(name, request);
          hostileSent += 1;
          const problem = problemWith(status, body);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS, ...checkOptions() },
      );
      if (result.failed && result.counterexample) {
        failures.push(failureOf(name, result, printable(result.counterexample[0])));
      }
    });

    const seconds = (performance.now() - started) / 1000;
    console.log(
      `fuzz hostile phase on ${database}: ${hostileSent} requests to ${list.length} routes in ${seconds.toFixed(1)} s` +
        ` (${Math.round(hostileSent / seconds)}/s, ${cpuSeconds(cpu)} s of CPU)`,
    );
    expect(failures, report(failures)).toEqual([]);
    expect(hostileSent).toBeGreaterThanOrEqual(list.length * RUNS);
  });

  it('refuses requests that break their route declaration, changing no row and no file', {
    timeout: 900_000,
  }, async () => {
    const list = routes();
    const failures: Failure[] = [];
    const byDefect = new Map<string, number>();
    let sent = 0;
    // Fresh callers: phase 1 may have changed a test user's role or disabled it (an admin route it reached).
    tokens.clear();
    for (const caller of ['admin', 'hr', 'seeker'] as const) await headersOf(caller);
    const rowsBefore = await databaseFingerprint(app.database.db);
    const filesBefore = filesFingerprint(dataDir);
    const started = performance.now();
    const cpu = process.cpuUsage();

    await eachRoute(list, async ({ name, op, callers }) => {
      const result = await fc.check(
        fc.asyncProperty(refusedFor(op, callers), async ({ defect, draft }) => {
          const request = encodeDraft(op, draft);
          const { status, body } = await send(name, request);
          sent += 1;
          byDefect.set(defect, (byDefect.get(defect) ?? 0) + 1);
          if (status < 400) throw new Error(`accepted (${status}) a request with the defect ${defect}`);
          const problem = problemWith(status, body);
          if (problem) throw new Error(problem);
        }),
        { numRuns: REFUSED_RUNS, ...checkOptions() },
      );
      if (result.failed && result.counterexample) {
        const [{ defect, draft }] = result.counterexample;
        failures.push(failureOf(name, result, printable(encodeDraft(op, draft)), defect));
      }
    });

    const seconds = (performance.now() - started) / 1000;
    const kinds = [...byDefect].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(
      `fuzz refused phase on ${database}: ${sent} requests to ${list.length} routes in ${seconds.toFixed(1)} s` +
        ` (${Math.round(sent / seconds)}/s, ${cpuSeconds(cpu)} s of CPU); both phases ${sent + hostileSent}; defects ${kinds.map(([k, n]) => `${k} ${n}`).join(', ')}`,
    );
    expect(failures, report(failures)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(list.length * REFUSED_RUNS);
    expect(await databaseFingerprint(app.database.db)).toEqual(rowsBefore);
    expect(filesFingerprint(dataDir)).toEqual(filesBefore);
  });
});
