import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import {
  BENCH_ADMIN_PHONE,
  BENCH_HR_PHONE,
  BENCH_PASSWORD,
  BENCH_SEEKER_PHONE,
  RARE_KEYWORD,
  seekerPhone,
} from './dataset.ts';
import { type Child, startChild } from './harness/child.ts';
import { DURATION, type Measure, measure, WARMUP } from './harness/measure.ts';
import { REPORTS } from './lib.ts';

/** The filled database the harness runs on (see generate.ts): PostgreSQL bench_<size>, or a PGlite directory. */
export const SIZE = (process.env.BENCH_SIZE ?? '10k').toLowerCase();
const DATA_DIR = process.env.BENCH_DATA_DIR;
export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/bench_${SIZE}`;
/**
 * The standard set, what `npm run bench` runs: the endpoints its targets name (job search with a 2-character
 * Chinese keyword, a latin keyword and filters only; talent search with two certificates; job detail; messages poll;
 * login) and one of each area built since (forum, standards, admin dashboard): 11 scenarios, about 15 minutes.
 */
const STANDARD = [
  'common 2-character 桥梁',
  'latin bridge',
  'filters: city + job type',
  'talents: two certificates',
  'job detail',
  'messages poll',
  'login',
  'forum: latest, no keyword',
  'forum: 2-character 规范',
  'standards search 混凝土',
  'admin dashboard',
];
/**
 * BENCH_SCENARIOS runs only the named scenarios, separated by `;` (a name may hold a comma:
 * `工程师, page 100;hot jobs`); without a `;`, by commas (`hot jobs,job detail`); `all` runs every scenario.
 */
const SCENARIO_LIST = process.env.BENCH_SCENARIOS ?? '';
const NAMED = SCENARIO_LIST.split(SCENARIO_LIST.includes(';') ? ';' : ',')
  .map((name) => name.trim())
  .filter(Boolean);
const ONLY = NAMED.length === 0 ? STANDARD : NAMED.includes('all') ? [] : NAMED;
/**
 * BENCH_LABEL names a run kept beside the current one (e.g. before-h1): search-<size>[-pglite][-<label>]. A run
 * of named scenarios is labelled `partial` and one of every scenario `all` unless told, so neither replaces the
 * standard set's report.
 */
const LABEL =
  process.env.BENCH_LABEL ?? (NAMED.length && !NAMED.includes('all') ? 'partial' : NAMED.length ? 'all' : '');
const REPORT_NAME = `search-${SIZE}${DATA_DIR ? '-pglite' : ''}${LABEL ? `-${LABEL}` : ''}`;
/**
 * BENCH_CONNECTIONS: the connection counts each scenario runs at, comma-separated (default 1 and 64: the standard set
 * runs at 64 connections); the ceiling runs at the highest of them, whose run the ratio compares.
 */
export const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,64')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
if (CONNECTIONS.length === 0) throw new Error('BENCH_CONNECTIONS: connection counts such as 1,64');
const MOST = CONNECTIONS.at(-1) ?? 64;
/** The ceiling's run: as long as the scenario's, at most 10 s, after 1 s of warm-up. */
const CEILING_DURATION = Math.min(DURATION, 10);
/** The 10k data set has 2,000 job seekers. */
const LOGIN_ACCOUNTS = 1000;

type Context = {
  token: string;
  /** A recruiter's token: the talent pool is theirs. */
  hrToken: string;
  /** The generated administrator's token: the admin dashboard. */
  adminToken: string;
  jobId: number;
  majorId: number;
  /** 一级建造师 and 高级工程师, held together by senior bridge engineers among others. */
  certIds: [number, number];
  captchas: () => Promise<string[]>;
};
type Scenario = {
  name: string;
  search?: boolean;
  /**
   * The status the scenario's answer has; 2xx unless said. The first answer must have it. autocannon only counts
   * answers as 2xx or not, so in a scenario that expects another status its answers are not counted as failures.
   */
  expected?: number;
  request(
    c: Context,
  ): Promise<Pick<autocannon.Options, 'method' | 'headers' | 'requests' | 'body'> & { path: string; body?: string }>;
};

const searchPath = (query: Record<string, string>) => `/u/v1/hunter/search/job?${new URLSearchParams(query)}`;
const asSeeker = (c: Context) => ({ 'x-token': c.token });
const search = (name: string, query: (c: Context) => Record<string, string>): Scenario => ({
  name,
  search: true,
  request: async (c) => ({ path: searchPath(query(c)), headers: asSeeker(c) }),
});

const talentPath = (query: Record<string, string>) => `/u/v1/hr/search/user/list?${new URLSearchParams(query)}`;
const talents = (name: string, query: (c: Context) => Record<string, string>): Scenario => ({
  name: `talents: ${name}`,
  search: true,
  request: async (c) => ({ path: talentPath(query(c)), headers: { 'x-token': c.hrToken } }),
});

const forumPath = (query: Record<string, string>) => `/u/v1/forum/get/post/list?${new URLSearchParams(query)}`;
const forum = (name: string, query: Record<string, string>): Scenario => ({
  name: `forum: ${name}`,
  search: true,
  request: async (c) => ({ path: forumPath(query), headers: asSeeker(c) }),
});
const postJson = (name: string, path: string, body: object, search = false): Scenario => ({
  name,
  search,
  request: async (c) => ({
    path,
    method: 'POST',
    headers: { ...asSeeker(c), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }),
});

export const SCENARIOS: Scenario[] = [
  search('no keyword', () => ({})),
  search('filters: city + job type', () => ({ address: 'shanghai', job_type: 'full_time' })),
  search('filters: salary + experience', () => ({ salary: '20-40', experience: '3-5' })),
  search('filters: major 桥梁工程', (c) => ({ major: String(c.majorId) })),
  search('1-character 桥', () => ({ key_word: '桥' })),
  search('common 2-character 桥梁', () => ({ key_word: '桥梁' })),
  search(`rare 2-character ${RARE_KEYWORD}`, () => ({ key_word: RARE_KEYWORD })),
  search('long 桥梁设计工程师', () => ({ key_word: '桥梁设计工程师' })),
  search('latin bridge', () => ({ key_word: 'bridge' })),
  search('工程师, page 100', () => ({ key_word: '工程师', pn: '100' })),
  { name: 'job detail', request: async (c) => ({ path: `/u/v1/hunter/get/job?id=${c.jobId}`, headers: asSeeker(c) }) },
  { name: 'hot jobs', request: async (c) => ({ path: '/u/v1/hunter/get/hot/jobs', headers: asSeeker(c) }) },
  {
    name: 'login',
    request: async (c) => {
      const ids = await c.captchas();
      let next = 0;
      // Different job seekers from different addresses, as real logins are: one phone or one address signing
      // in 32 times at once is a guessing attack, which the login limits refuse.
      const body = (id: string | undefined) =>
        JSON.stringify({
          mobile: seekerPhone(next % LOGIN_ACCOUNTS),
          password: BENCH_PASSWORD,
          captcha: 'BENCH',
          captcha_id: id,
        });
      return {
        path: '/u/v1/user/passwd_login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              next += 1;
              const forwarded = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
              return {
                ...request,
                headers: { ...request.headers, 'x-forwarded-for': forwarded },
                body: body(ids[next]),
              };
            },
          },
        ],
      };
    },
  },
  // The floor: the real server's answer that asks PostgreSQL nothing, run with BENCH_ANONYMOUS_LIMIT=0 (otherwise
  // the anonymous call's rate-limit count is its one statement).
  { name: 'unknown API path', expected: 404, request: async () => ({ path: '/u/v1/bench/unknown' }) },
  {
    name: 'session lookup',
    request: async (c) => ({ path: '/u/v1/user/get/crude/and/profile', headers: asSeeker(c) }),
  },
  {
    name: 'messages poll',
    request: async (c) => ({ path: '/u/v1/user/get/messages?pn=1&p_size=10', headers: asSeeker(c) }),
  },
  talents('no keyword', () => ({})),
  talents('1-character 桥', () => ({ key_word: '桥' })),
  talents('2-character 桥梁', () => ({ key_word: '桥梁' })),
  talents('two certificates', (c) => ({ cert: JSON.stringify(c.certIds) })),
  talents('filters only: 5+ years, bachelor+', () => ({ min_experience: '5', degree: '2' })),
  talents('filters only: major + address', (c) => ({ major: `[${c.majorId}]`, address: '上海' })),
  {
    name: 'hot talents',
    request: async (c) => ({ path: '/u/v1/hr/get/hot/hunters', headers: { 'x-token': c.hrToken } }),
  },
  // The forum, the standards shop and the admin dashboard.
  forum('latest, no keyword', {}),
  forum('2-character 规范', { key_word: '规范' }),
  forum('latin BIM', { key_word: 'BIM' }),
  forum('category exams', { category: 'exams' }),
  forum('hot', { sort: 'hot' }),
  postJson('standards list', '/u/v1/user/get/standard/list', { pn: 1, psize: 10 }),
  postJson('standards search 混凝土', '/u/v1/user/search/standard', { ch_name: '混凝土', pn: 1, psize: 10 }, true),
  {
    name: 'admin dashboard',
    request: async (c) => ({ path: '/u/v1/admin/get/dashboard', headers: { 'x-token': c.adminToken } }),
  },
];

export type ScenarioResult = {
  name: string;
  search: boolean;
  expected?: number;
  path: string;
  total: number | null;
  bytes: number;
  runs: Record<number, Measure>;
  ceiling: Measure;
};

/** Captchas written by the server process (an hour to live), enough for the longest login run. */
const captchaSource = (server: Child) => async () =>
  (await server.ask<{ captchaIds: string[] }>({ captchas: 20_000 })).captchaIds;

async function firstAnswer(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
  expected?: number,
) {
  const response = await fetch(url, options);
  const text = await response.text();
  if (expected === undefined ? !response.ok : response.status !== expected)
    throw new Error(`${options.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

async function loginBody(context: Pick<Context, 'captchas'>, mobile = BENCH_SEEKER_PHONE) {
  const [captchaId] = await context.captchas();
  return JSON.stringify({
    mobile,
    password: BENCH_PASSWORD,
    captcha: 'BENCH',
    captcha_id: captchaId,
  });
}

export async function contextOf(server: Child): Promise<Context> {
  const captchas = captchaSource(server);
  const login = JSON.parse(
    await firstAnswer(`${server.url}/u/v1/user/passwd_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await loginBody({ captchas }),
    }),
  ) as { data: { token: string } };
  const token = login.data.token;
  const headers = { 'x-token': token };
  const hrLogin = JSON.parse(
    await firstAnswer(`${server.url}/u/v1/user/passwd_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await loginBody({ captchas }, BENCH_HR_PHONE),
    }),
  ) as { data: { token: string } };
  const adminLogin = JSON.parse(
    await firstAnswer(`${server.url}/u/v1/user/passwd_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await loginBody({ captchas }, BENCH_ADMIN_PHONE),
    }),
  ) as { data: { token: string } };
  const list = JSON.parse(await firstAnswer(`${server.url}${searchPath({})}`, { headers })) as {
    data: Array<{ id: number }>;
  };
  const majors = JSON.parse(await firstAnswer(`${server.url}/u/v1/user/get/major/list`, { headers })) as {
    data: Array<{ id: number; name: string }>;
  };
  const certs = JSON.parse(await firstAnswer(`${server.url}/u/v1/user/get/cert/list`, { headers })) as {
    data: Array<{ id: number; name: string }>;
  };
  const major = majors.data.find((m) => m.name === '桥梁工程');
  const certIds = ['一级建造师', '高级工程师'].map((name) => certs.data.find((c) => c.name === name)?.id);
  if (!major || !list.data[0])
    throw new Error('the database has no jobs or no 桥梁工程 major: run bench:generate first');
  if (!certIds[0] || !certIds[1]) throw new Error('the catalogue has no 一级建造师 or 高级工程师');
  return {
    token,
    hrToken: hrLogin.data.token,
    adminToken: adminLogin.data.token,
    jobId: list.data[0].id,
    majorId: major.id,
    certIds: [certIds[0], certIds[1]],
    captchas,
  };
}

/**
 * Every scenario at each of CONNECTIONS against the real server, and the ceiling (same body) at the highest.
 */
export async function benchSearch(): Promise<string> {
  const unknown = ONLY.filter((name) => !SCENARIOS.some((s) => s.name === name));
  if (unknown.length) throw new Error(`BENCH_SCENARIOS: no scenario named ${unknown.join(', ')}`);
  const target: Record<string, string> = DATA_DIR ? { BENCH_DATA_DIR: DATA_DIR } : { BENCH_DATABASE_URL: DATABASE_URL };
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF;
  const server = await startChild(
    'server-process.ts',
    target,
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  );
  const ceiling = await startChild('ceiling-process.ts');
  const results: ScenarioResult[] = [];
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    const context = await contextOf(server);
    for (const scenario of SCENARIOS.filter((s) => ONLY.length === 0 || ONLY.includes(s.name))) {
      const request = await scenario.request(context);
      const url = `${server.url}${request.path}`;
      const sample = await firstAnswer(
        url,
        {
          method: request.method ?? 'GET',
          headers: (request.headers ?? {}) as Record<string, string>,
          ...(request.body !== undefined
            ? { body: request.body }
            : request.method === 'POST'
              ? { body: await loginBody(context) }
              : {}),
        },
        scenario.expected,
      );
      const total = (JSON.parse(sample) as { total?: number }).total ?? null;
      const runs: Record<number, Measure> = {};
      for (const connections of CONNECTIONS) {
        const fresh = scenario.name === 'login' ? await scenario.request(context) : request;
        runs[connections] = await measure({ url, connections, ...fresh });
        console.log(`${scenario.name} @${connections}: ${JSON.stringify(runs[connections])}`);
      }
      const { index } = await ceiling.ask<{ index: number }>({ body: sample });
      const ceilingRun = await measure(
        { url: `${ceiling.url}/ceiling/${index}`, connections: MOST },
        CEILING_DURATION,
        1,
      );
      console.log(`${scenario.name} ceiling: ${ceilingRun.rps} req/s`);
      results.push({
        name: scenario.name,
        search: scenario.search ?? false,
        ...(scenario.expected ? { expected: scenario.expected } : {}),
        path: `${request.method ?? 'GET'} ${decodeURIComponent(request.path)}`,
        total,
        bytes: Buffer.byteLength(sample),
        runs,
        ceiling: ceilingRun,
      });
    }
  } finally {
    await Promise.all([server.stop(), ceiling.stop()]);
  }
  fs.mkdirSync(REPORTS, { recursive: true });
  const kind = DATA_DIR ? 'pglite' : 'postgres';
  fs.writeFileSync(path.join(REPORTS, `${REPORT_NAME}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const file = path.join(REPORTS, `${REPORT_NAME}.md`);
  fs.writeFileSync(file, reportOf(results, kind, [loadBefore, os.loadavg()[0] ?? 0]));
  return file;
}

/** The commit measured, `+` when the checkout has changes (BENCH_COMMIT names it otherwise). */
function checkedOut(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** Read before the run writes its reports, which would otherwise count as changes. */
const MEASURED = process.env.BENCH_COMMIT ?? checkedOut();

const fmt = (n: number) => (Number.isFinite(n) ? String(n) : '-');

export function reportOf(results: ScenarioResult[], kind: 'postgres' | 'pglite', load: number[]): string {
  const database = kind === 'postgres' ? `PostgreSQL database bench_${SIZE}` : `PGlite directory ${DATA_DIR}`;
  // Names holding a comma are joined by ';' (how SCENARIO_LIST is read back).
  const separator = NAMED.some((name) => name.includes(',')) ? ';' : ',';
  const only = NAMED.length ? `BENCH_SCENARIOS='${NAMED.join(separator)}' ` : '';
  // The settings that change what is measured, as they were given.
  const given = ['BENCH_ANONYMOUS_LIMIT', 'BENCH_LABEL', 'BENCH_CONNECTIONS', 'BENCH_DURATION', 'BENCH_WARMUP']
    .filter((name) => process.env[name] !== undefined)
    .map((name) => `${name}=${process.env[name]} `)
    .join('');
  const env = `${kind === 'postgres' ? '' : `BENCH_DATA_DIR=${DATA_DIR} `}${only}${given}`;
  const lines = [
    `# Search and API at ${SIZE} jobs (${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})${LABEL ? `, ${LABEL}` : ''}`,
    '',
    // BENCH_NOTE: a line said first, e.g. that a run is a smoke run on a loaded machine.
    ...(process.env.BENCH_NOTE ? [`**${process.env.BENCH_NOTE}**`, ''] : []),
    `Run ${new Date().toISOString()} at commit ${MEASURED} on ${os.cpus().length} cores ` +
      `(${os.cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}; ${database} ` +
      `filled by \`npm run bench:generate -w @app/bench -- --size ${SIZE} ...\`. The machine is shared: its ` +
      `1-minute load average was ${load.map((l) => l.toFixed(1)).join(' at the start, ')} at the end.`,
    '',
    `Reproduce: \`${env}BENCH_SIZE=${SIZE} npm run bench -w @app/bench -- search\`. The real server (buildApp, ` +
      'log warn, rate limits raised) and the ceiling (a bare Fastify route answering the same bytes from memory) ' +
      `each run in a child process; autocannon runs in this one on loopback: ${WARMUP} s warm-up, then ${DURATION} s ` +
      `per run at ${CONNECTIONS.join(' and ')} connections (the ceiling 1 s + ${CEILING_DURATION} s at ${MOST}). ` +
      'Signed in as a generated job seeker (the talent pool as a recruiter, the dashboard as the administrator); ' +
      `latencies in ms, exact percentiles of every response; ratio = req/s at ${MOST} connections / the ceiling's.`,
    '',
    `| scenario | total | body B | ${CONNECTIONS.map((n) => `req/s @${n} | p50 | p95 | p99`).join(' | ')} | errors + non-2xx | ceiling req/s | ratio |`,
    `|---|---|---|${CONNECTIONS.map(() => '---|---|---|---|').join('')}---|---|---|`,
    ...results.map((r) => {
      const runs = CONNECTIONS.map((n) => r.runs[n] as Measure);
      const failures = runs.reduce((sum, m) => sum + m.errors + (r.expected ? 0 : m.non2xx), 0);
      const most = r.runs[MOST] as Measure;
      const cells = runs.map((m) => `${m.rps} | ${fmt(m.p50)} | ${fmt(m.p95)} | ${fmt(m.p99)}`).join(' | ');
      return `| ${r.name} | ${r.total ?? ''} | ${r.bytes} | ${cells} | ${failures} | ${r.ceiling.rps} | ${((most.rps / r.ceiling.rps) * 100).toFixed(1)}% |`;
    }),
    '',
    '## Requests',
    '',
    ...results.map((r) => `- ${r.name}: \`${r.path}\``),
    '',
  ];
  return lines.join('\n');
}
