import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app.ts';
import type { Entry, Expected, Phase, Req } from './authz/access.ts';
import { MATRIX } from './authz/matrix.ts';
import { buildWorld, CALLERS, type CallerName, credentialsOf, type World } from './authz/world.ts';
import { openApiPath, operationsOf } from './fuzz/requests.ts';

/**
 * The authorization matrix (docs/reliability.md#1-authorization-matrix): every route of the OpenAPI document (and any
 * the auth plugin knows that the document leaves out) against every kind of caller, each answer checked against
 * test/authz/matrix.ts. A route without an entry fails the suite, and so does an entry for a route that is gone.
 */
let app: TestApp;
let world: World;

beforeAll(async () => {
  app = await buildTestApp();
  const started = Date.now();
  world = await buildWorld(app);
  console.info(`authorization matrix: callers and objects made in ${Date.now() - started} ms`);
}, 120_000);
afterAll(() => app?.close());

type Declared = { method: string; url: string; auth: string | readonly string[] };

/** Every route, "METHOD /path" as the OpenAPI document writes it, with what the auth plugin declares of it. */
function routes(): Map<string, Declared['auth'] | undefined> {
  const declared = new Map(
    (app.routeAuth as readonly Declared[])
      .filter((r) => r.method !== 'HEAD')
      .map((r) => [`${r.method} ${openApiPath(r.url)}`, r.auth]),
  );
  const documented = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]).map(
    (op) => `${op.method} ${op.path}`,
  );
  // Outside the API (and its document): the health check and the stored files, as long as they are registered.
  const outside = OUTSIDE_API.filter(({ url }) => app.hasRoute({ method: 'GET', url })).map(({ key }) => key);
  const all = new Map<string, Declared['auth'] | undefined>();
  for (const key of [...documented, ...declared.keys(), ...outside]) all.set(key, declared.get(key));
  return all;
}

const OUTSIDE_API = [
  { key: 'GET /healthz', url: '/healthz' },
  { key: 'GET /files/{*}', url: '/files/*' },
];

/** The preset a new route's entry most likely starts from, by its config.auth. */
function presetFor(auth: Declared['auth'] | undefined): string {
  if (auth === undefined || auth === 'public') return 'publicAccess';
  if (auth === 'user') return 'anyUser';
  const names = ([] as string[]).concat(auth);
  if (names.length === 1) return `${names[0]}Only`;
  return `only(anyUser, [/* ${names.join(', ')} */], 403)`;
}

const PHASES: readonly Phase[] = ['normal', 'late', 'last'];

function defaultRequest(route: string): Req {
  const [method, path = '/'] = route.split(' ');
  return { method: method as Req['method'], url: path };
}

async function send(entry: Entry, request: Req, caller: CallerName) {
  const res = await app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...credentialsOf(world, caller) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    ...(entry.stream ? { payloadAsStream: true } : {}),
  });
  if (!entry.stream) return { status: res.statusCode, body: res.body };
  const stream = res.stream();
  if (res.statusCode < 400) {
    stream.destroy();
    return { status: res.statusCode, body: '' };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { status: res.statusCode, body };
}

function problemOf(entry: Entry, expected: Expected, status: number, body: string): string | null {
  if (expected === 'ok') {
    if (status >= 200 && status < 300) return null;
    if (entry.loose && status !== 401 && status !== 403 && status < 500) return null;
    return `expected 2xx${entry.loose ? ' (or a non-authorization 4xx)' : ''}, got ${status}`;
  }
  if (status !== expected) return `${status >= 200 && status < 300 ? 'LEAK: ' : ''}expected ${expected}, got ${status}`;
  return refusalEnvelope(body) ? null : 'the refusal is not a {code, msg, msg_en} envelope';
}

function refusalEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; msg?: unknown; msg_en?: unknown };
    return typeof parsed.code === 'number' && typeof parsed.msg === 'string' && typeof parsed.msg_en === 'string';
  } catch {
    return false;
  }
}

describe('authorization matrix', () => {
  it('has an entry for every route, and none for a route that is gone', () => {
    const known = routes();
    expect(known.size).toBeGreaterThan(100);
    const missing = [...known.keys()].filter((route) => !(route in MATRIX));
    const gone = Object.keys(MATRIX).filter((route) => !known.has(route));
    const advice = missing.map(
      (route) =>
        `  '${route}': rule(${presetFor(known.get(route))}${/[{]/.test(route) || !route.startsWith('GET') ? ', (w) => ... /* a valid request from world objects */' : ''}),`,
    );
    expect(
      missing,
      `routes without an entry in the authorization matrix: add to MATRIX in packages/server/src/test/authz/matrix.ts\n${advice.join('\n')}\n(who may call it; "seeker"/"hr" own the objects, "seeker2"/"hr2" must be refused where ownership applies: only(), mySeeker(), myHr())`,
    ).toEqual([]);
    expect(gone, 'entries in packages/server/src/test/authz/matrix.ts for routes that no longer exist').toEqual([]);
  });

  it('answers every route x caller cell as the matrix says', { timeout: 300_000 }, async () => {
    const known = routes();
    const entries = Object.entries(MATRIX).filter(([route]) => known.has(route));
    const failures: string[] = [];
    let cells = 0;
    const [started, cpu] = [Date.now(), process.cpuUsage()];
    async function checkRoute(route: string, entry: Entry) {
      // Refused callers first: an admitted caller's write (a delete) must not be what refuses the others.
      const callers = [...CALLERS].sort((a, b) => Number(entry.access[a] === 'ok') - Number(entry.access[b] === 'ok'));
      // Refused callers share one request (a refusal changes nothing); an admitted caller's may have used up its
      // objects (deleted, ended, answered), so the next caller gets a request built anew.
      let request: Req | null = null;
      for (const caller of callers) {
        let answer: { status: number; body: string };
        try {
          request ??= entry.request ? await entry.request(world) : defaultRequest(route);
          answer = await send(entry, request, caller);
          if (entry.access[caller] === 'ok') request = null;
        } catch (error) {
          failures.push(`${route} as ${caller}: the request could not be built or sent: ${String(error)}`);
          continue;
        }
        const { status, body } = answer;
        cells += 1;
        const problem =
          problemOf(entry, entry.access[caller], status, body) ??
          (entry.verify && status < 300 ? entry.verify(caller, JSON.parse(body || 'null')) : null);
        if (problem) failures.push(`${route} as ${caller}: ${problem}: ${body.slice(0, 240)}`);
      }
    }
    for (const phase of PHASES) {
      for (const [route, entry] of entries) if ((entry.phase ?? 'normal') === phase) await checkRoute(route, entry);
    }
    const used = process.cpuUsage(cpu);
    console.info(
      `authorization matrix: ${entries.length} routes x ${CALLERS.length} callers = ${cells} cells in ` +
        `${Date.now() - started} ms (this process's CPU: ${Math.round((used.user + used.system) / 1000)} ms)`,
    );
    expect(failures, failures.join('\n')).toEqual([]);
    expect(cells).toBe(known.size * CALLERS.length);
  });
});
