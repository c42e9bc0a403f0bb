import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '@app/server/src/features/accounts/password.ts';
import { samplePdf } from '@app/server/src/features/standards/index.ts';
import { ROLES } from '@app/shared';
import { BENCH_HR_PHONE, BENCH_PASSWORD, seekerPhone } from '../dataset.ts';
import { generate, jobCountOf } from '../generate.ts';
import { startChild } from '../harness/child.ts';
import { REPORTS } from '../lib.ts';
import { type Cluster, query, startCluster } from './cluster.ts';
import { captchaIds, Driver, type Outcome, percentile, round1, runWorkers, signIn } from './driver.ts';

/**
 * docs/reliability.md#7-load: 60 s of a mixed, realistic workload against one server process on PostgreSQL filled by
 * the bench generator: job search, talent search, job detail, apply, messages polling, standard downloads and logins,
 * at 32 concurrent clients. Target: zero errors. Reports throughput and latency per operation and overall into
 * bench/reports/reliability-load.md; exits non-zero on any error. Reproduce: `npm run reliability:load -w @app/bench`
 * (a scratch cluster filled with RELIABILITY_SIZE, default 10k) or with RELIABILITY_DATABASE_URL=<a database
 * filled by `npm run bench:generate -w @app/bench -- --size 10k --database-url ...`>, which this run writes to.
 */

const SIZE = process.env.RELIABILITY_SIZE ?? '10k';
const CONNECTIONS = Number(process.env.RELIABILITY_CONNECTIONS ?? 32);
const DURATION_MS = Number(process.env.RELIABILITY_DURATION ?? 60) * 1000;
const WARMUP_MS = 5_000;
const TIMEOUT_MS = 30_000;
const SEEKERS = 28;
const HRS = 4;
/** Distinct job seekers who sign in during the run, at most (the 10k data set has 2,000). */
const LOGIN_ACCOUNTS = 1000;
const ADMIN_PHONE = '13800000001';
const STANDARD_FILES = 5;

/** The mix, in requests per 100: what a busy hour of the site looks like, reads far ahead of writes. */
const MIX = [
  ['job search', 24],
  ['job detail', 18],
  ['messages poll', 20],
  ['talent search', 10],
  ['standard download', 10],
  ['apply', 8],
  ['login', 10],
] as const;
type Op = (typeof MIX)[number][0];

const JOB_QUERIES: Array<Record<string, string>> = [
  {},
  { key_word: '桥梁' },
  { key_word: '工程师' },
  { key_word: '桥' },
  { address: 'shanghai', job_type: 'full_time' },
  { salary: '20-40', experience: '3-5' },
  { key_word: 'bridge' },
  { key_word: '工程师', pn: '5' },
];
const TALENT_QUERIES: Array<Record<string, string>> = [
  {},
  { key_word: '桥梁' },
  { key_word: '桥' },
  { min_experience: '5', degree: '2' },
];

const log = (message: string) => console.log(`[load] ${message}`);

/** A small deterministic generator, so two runs send the same sequence of operations. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function uploadStandards(driver: Driver, token: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < STANDARD_FILES; i += 1) {
    const form = new FormData();
    form.set('ch_name', `可靠性测试规范 ${i + 1}`);
    form.set('en_name', `Reliability test standard ${i + 1}`);
    form.set('ver', `RT ${i + 1}-2026`);
    form.set('comment', '负载测试用免费规范');
    form.set('crude_num', '0');
    const pdf = await samplePdf([
      `Reliability test standard ${i + 1}`,
      ...Array.from({ length: 40 }, (_, l) => `Clause ${l + 1}`),
    ]);
    form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `standard-${i + 1}.pdf`);
    const response = await fetch(`${driver.base}/u/v1/user/upload/standard`, {
      method: 'POST',
      headers: { 'x-token': token },
      body: form,
    });
    const body = (await response.json()) as { data?: { id: number } };
    if (response.status !== 200 || !body.data)
      throw new Error(`upload standard: ${response.status} ${JSON.stringify(body)}`);
    ids.push(body.data.id);
  }
  return ids;
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0] ?? 0;
  let cluster: Cluster | undefined;
  let url = process.env.RELIABILITY_DATABASE_URL;
  let server: Awaited<ReturnType<typeof startChild>> | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-data-'));
  try {
    if (!url) {
      cluster = await startCluster();
      url = cluster.url(`reliability_${SIZE}`);
      log(`scratch cluster on port ${cluster.port}; generating ${SIZE}`);
      const started = Date.now();
      await generate({ jobs: jobCountOf(SIZE), databaseUrl: url });
      log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const databaseUrl = url;
    // An administrator to upload the standards the load downloads (the generator makes none).
    await query(
      databaseUrl,
      `insert into users (phone, password_hash, role, nick_name) values ($1, $2, $3, 'Reliability admin')
       on conflict (phone) do nothing`,
      [ADMIN_PHONE, await hashPassword(BENCH_PASSWORD), ROLES.admin],
    );
    // The standards' files go to a data directory of the run's own, removed at the end.
    server = await startChild('server-process.ts', { BENCH_DATABASE_URL: databaseUrl, BENCH_DATA_DIR: dataDir });
    const driver = new Driver(server.url, TIMEOUT_MS);
    const captchas = await captchaIds(server, 20_000);
    let nextCaptcha = 0;
    const captcha = () => captchas[nextCaptcha++ % captchas.length] as string;

    // Setup, not measured.
    const adminToken = await signIn(driver, ADMIN_PHONE, captcha());
    const standardIds = await uploadStandards(driver, adminToken);
    const recruiting = (
      await query<{ id: number }>(
        databaseUrl,
        "select id from jobs where review_status = 'approved' and status = 1 and deleted_at is null order by id",
      )
    ).map((r) => r.id);
    const [seekerCount] = await query<{ n: number }>(
      databaseUrl,
      `select count(*)::int as n from users where role = '${ROLES.seeker}'`,
    );
    // The generated seekers are numbered from 0: the first ones sign in during the run, the next SEEKERS apply.
    const loginAccounts = Math.min(LOGIN_ACCOUNTS, (seekerCount?.n ?? 0) - SEEKERS);
    if (loginAccounts < 1) throw new Error('too few job seekers: fill the database with bench:generate');
    const seekers: Array<{ token: string; jobs: number[]; applies: number }> = [];
    for (let s = 0; s < SEEKERS; s += 1) {
      const phone = seekerPhone(loginAccounts + s);
      const token = await signIn(driver, phone, captcha());
      const applied = new Set(
        (
          await query<{ job_id: number }>(
            databaseUrl,
            'select job_id from applications a join users u on u.id = a.seeker_id where u.phone = $1',
            [phone],
          )
        ).map((r) => r.job_id),
      );
      seekers.push({ token, jobs: recruiting.filter((id, i) => i % SEEKERS === s && !applied.has(id)), applies: 0 });
    }
    const hrTokens: string[] = [];
    for (let h = 0; h < HRS; h += 1) {
      hrTokens.push(await signIn(driver, h === 0 ? BENCH_HR_PHONE : `136${String(h + 1).padStart(8, '0')}`, captcha()));
    }
    driver.outcomes.length = 0;

    const next = random(15);
    const pick = (): Op => {
      let roll = next() * 100;
      for (const [op, weight] of MIX) {
        roll -= weight;
        if (roll < 0) return op;
      }
      return 'job search';
    };
    let logins = 0;
    const measureFrom = driver.elapsed() + WARMUP_MS;
    const stopAt = measureFrom + DURATION_MS;
    log(`load: ${CONNECTIONS} clients, ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s`);
    await runWorkers(
      CONNECTIONS,
      () => driver.elapsed() >= stopAt,
      async (w) => {
        const seeker = seekers[w % SEEKERS] as (typeof seekers)[number];
        const op = pick();
        const choose = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
        switch (op) {
          case 'job search':
            await driver.send(op, {
              path: `/u/v1/hunter/search/job?${new URLSearchParams(choose(JOB_QUERIES))}`,
              token: seeker.token,
            });
            break;
          case 'job detail':
            await driver.send(op, { path: `/u/v1/hunter/get/job?id=${choose(recruiting)}`, token: seeker.token });
            break;
          case 'messages poll':
            await driver.send(op, { path: '/u/v1/user/get/messages?pn=1&p_size=10', token: seeker.token });
            break;
          case 'talent search':
            await driver.send(op, {
              path: `/u/v1/hr/search/user/list?${new URLSearchParams(choose(TALENT_QUERIES))}`,
              token: choose(hrTokens),
            });
            break;
          case 'standard download':
            await driver.send(op, {
              path: `/u/v1/user/download/standard?id=${choose(standardIds)}`,
              token: seeker.token,
            });
            break;
          case 'apply': {
            // A job this seeker has not applied to: its own slice of the open jobs, one after the other.
            const job = seeker.jobs[seeker.applies++ % seeker.jobs.length] as number;
            await driver.send(op, { path: '/u/v1/hunter/submit/resume', token: seeker.token, json: { job_id: job } });
            break;
          }
          default: {
            // Different job seekers from different addresses, as real sign-ins come.
            logins += 1;
            await driver.send(op, {
              path: '/u/v1/user/passwd_login',
              json: {
                mobile: seekerPhone(logins % loginAccounts),
                password: BENCH_PASSWORD,
                captcha: 'BENCH',
                captcha_id: captcha(),
              },
              forwardedFor: `10.${(logins >> 16) & 255}.${(logins >> 8) & 255}.${logins & 255}`,
            });
          }
        }
      },
    );
    // Answers to requests sent during the warm-up are left out; the rest are the measured run.
    const measured = driver.outcomes.filter((o) => o.at - o.ms >= measureFrom);
    const errors = measured.filter((o) => o.status < 200 || o.status >= 300);
    const [jobCount] = await query<{ n: number }>(databaseUrl, 'select count(*)::int as n from jobs');
    fs.mkdirSync(REPORTS, { recursive: true });
    const file = path.join(REPORTS, 'reliability-load.md');
    fs.writeFileSync(
      file,
      reportOf({
        startedAt,
        load: [loadBefore, os.loadavg()[0] ?? 0],
        measured,
        seconds: (Math.max(...measured.map((o) => o.at)) - measureFrom) / 1000,
        jobs: jobCount?.n ?? 0,
        scratch: cluster !== undefined,
      }),
    );
    log(`report: ${file}`);
    if (errors.length) {
      for (const e of errors.slice(0, 20)) console.error(e);
      console.error(`[load] FAILED: ${errors.length} errors`);
      return 1;
    }
    return 0;
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await cluster?.destroy();
  }
}

type ReportInput = {
  startedAt: Date;
  load: number[];
  measured: Outcome[];
  seconds: number;
  jobs: number;
  scratch: boolean;
};

function reportOf(r: ReportInput): string {
  const row = (name: string, outcomes: Outcome[]) => {
    const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const errors = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    const statuses = [...new Set(errors.map((o) => o.status))].map(
      (s) => `${errors.filter((o) => o.status === s).length} × ${s || 'no answer'}`,
    );
    return (
      `| ${name} | ${outcomes.length} | ${round1(outcomes.length / r.seconds)} | ${round1(percentile(times, 50))} | ` +
      `${round1(percentile(times, 95))} | ${round1(percentile(times, 99))} | ${round1(times.at(-1) ?? Number.NaN)} | ` +
      `${errors.length}${statuses.length ? ` (${statuses.join(', ')})` : ''} |`
    );
  };
  const errors = r.measured.filter((o) => o.status < 200 || o.status >= 300).length;
  const database = r.scratch
    ? `a scratch PostgreSQL 15 cluster filled by the bench generator at ${SIZE}`
    : 'the PostgreSQL database of RELIABILITY_DATABASE_URL (filled by the bench generator)';
  return [
    '# Reliability: 60 s of mixed load on one instance',
    '',
    `Run ${r.startedAt.toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}, ` +
      `${database} (${r.jobs.toLocaleString('en')} jobs). The machine was shared with other work (the load generator, the ` +
      `server, PostgreSQL and other jobs on the same cores): its 1-minute load average was ${r.load.map((l) => l.toFixed(1)).join(' at the start, ')} ` +
      'at the end, so throughput and latency are far below what the server does on a quiet machine; the error count is the target.',
    '',
    `Reproduce: \`npm run reliability:load -w @app/bench\` (as root or the postgres user; \`RELIABILITY_SIZE=100k\` for the ` +
      'larger data set, or `RELIABILITY_DATABASE_URL=...` for a database filled by `npm run bench:generate -w @app/bench -- ' +
      `--size 10k --database-url ...\`). The real server runs in a process of its own (bench/harness/server-process.ts: ` +
      `rate limits raised, log warn); ${CONNECTIONS} clients in closed loops on loopback, each request chosen at random ` +
      `(fixed seed) from the mix below, ${WARMUP_MS / 1000} s warm-up left out, then ${DURATION_MS / 1000} s measured; ` +
      `latencies in ms are exact percentiles of every answer, from sending to the end of the body; req/s = the answers to the requests sent in the measured window over the time from its start to the last of them. An error is any ` +
      `answer other than 2xx or no answer within ${TIMEOUT_MS / 1000} s.`,
    '',
    `**${errors === 0 ? 'PASSED' : 'FAILED'}: ${r.measured.length} requests in ${r.seconds.toFixed(1)} s, ` +
      `${round1(r.measured.length / r.seconds)} req/s, ${errors} errors.**`,
    '',
    '| operation | requests | req/s | p50 | p95 | p99 | max | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...MIX.map(([op]) =>
      row(
        op,
        r.measured.filter((o) => o.op === op),
      ),
    ),
    row('**all**', r.measured),
    '',
    '## The mix',
    '',
    ...MIX.map(([op, weight]) => `- ${op} (${weight}%): ${DESCRIPTIONS[op]}`),
    '',
  ].join('\n');
}

const DESCRIPTIONS: Record<Op, string> = {
  'job search': `\`GET /u/v1/hunter/search/job\` as a job seeker, one of ${JOB_QUERIES.length} queries (no keyword, 1-, 2- and 3-character keywords, Latin, filters, page 5)`,
  'job detail': '`GET /u/v1/hunter/get/job?id=` of a random open job',
  'messages poll': '`GET /u/v1/user/get/messages?pn=1&p_size=10`, what the bell polls',
  'talent search': `\`GET /u/v1/hr/search/user/list\` as one of ${HRS} recruiters, one of ${TALENT_QUERIES.length} queries`,
  'standard download': `\`GET /u/v1/user/download/standard?id=\` of one of ${STANDARD_FILES} free standards uploaded before the run (a PDF streamed from storage, the download counted)`,
  apply: `\`POST /u/v1/hunter/submit/resume\` by one of ${SEEKERS} signed-in job seekers to an open job they have not applied to (a transaction: the application and the recruiter's message)`,
  login: `\`POST /u/v1/user/passwd_login\` of one of ${LOGIN_ACCOUNTS} generated job seekers with a fresh captcha, from different addresses (X-Forwarded-For, trusted from loopback)`,
};

process.exitCode = await main();
