import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seekerPhone } from '../dataset.ts';
import { generate } from '../generate.ts';
import { startChild } from '../harness/child.ts';
import { REPORTS } from '../lib.ts';
import { type Cluster, query, startCluster } from './cluster.ts';
import { captchaIds, Driver, type Outcome, round1, runWorkers, signIn, sleep } from './driver.ts';

/**
 * docs/reliability.md#6a-postgresql-restarted-under-load: PostgreSQL restarted twice (-m fast, then -m immediate) under
 * a load of reads and writes against a real server process. Every answer is recorded: during an outage only 503
 * envelopes, no other 5xx, no hang past the client timeout; the same server process serves again afterwards; every
 * write answered 200 is in the database at the end. Exits non-zero on a lost write, a 5xx other than 503, a 503 without
 * the envelope or a request without an answer. Reproduce: `npm run reliability:restart -w @app/bench`.
 */

const JOBS = 1000; // 200 job seekers, 10 recruiters, 2,000 applications
const WORKERS = Number(process.env.RELIABILITY_WORKERS ?? 16);
const TIMEOUT_MS = 15_000; // past the server's 5 s connect and statement timeouts
const RESTARTS: Array<{ at: number; mode: 'fast' | 'immediate' }> = [
  { at: 8_000, mode: 'fast' },
  { at: 18_000, mode: 'immediate' },
];
const DURATION_MS = 30_000;
/** The load runs on at least this long after the last restart returned, so recovery is seen under load. */
const AFTER_LAST_MS = 8_000;
const REGISTER_PREFIX = '139';

type Restart = {
  mode: 'fast' | 'immediate';
  issuedAt: number;
  /** pg_ctl restart returned: PostgreSQL accepts connections again. */
  upAt?: number;
  /** The first /healthz 200 after upAt. */
  healthyAt?: number;
};

const log = (message: string) => console.log(`[restart] ${message}`);

async function main(): Promise<number> {
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0] ?? 0;
  const cluster: Cluster = await startCluster();
  const url = cluster.url('reliability_restart');
  let server: Awaited<ReturnType<typeof startChild>> | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-data-'));
  try {
    log(`scratch cluster on port ${cluster.port}; generating ${JOBS} jobs`);
    await generate({ jobs: JOBS, databaseUrl: url });
    // Uploads would go to a data directory of the run's own, removed at the end.
    server = await startChild('server-process.ts', { BENCH_DATABASE_URL: url, BENCH_DATA_DIR: dataDir });
    const driver = new Driver(server.url, TIMEOUT_MS);

    // Setup (not counted): one signed-in job seeker per worker, captchas for registrations, applicable jobs.
    const captchas = await captchaIds(server, 6000);
    let nextCaptcha = 0;
    const seekers: Array<{ id: number; token: string; jobs: number[]; saves: number; applies: number }> = [];
    const recruiting = (
      await query<{ id: number }>(
        url,
        "select id from jobs where review_status = 'approved' and status = 1 order by id",
      )
    ).map((r) => r.id);
    for (let w = 0; w < WORKERS; w += 1) {
      const token = await signIn(driver, seekerPhone(w), captchas[nextCaptcha++] as string);
      const [user] = await query<{ id: number }>(url, 'select id from users where phone = $1', [seekerPhone(w)]);
      const applied = new Set(
        (await query<{ job_id: number }>(url, 'select job_id from applications where seeker_id = $1', [user?.id])).map(
          (r) => r.job_id,
        ),
      );
      // Each worker its own slice of the jobs, so saves and applications of one seeker never repeat.
      const mine = recruiting.filter((id, i) => i % WORKERS === w && !applied.has(id));
      seekers.push({ id: user?.id as number, token, jobs: mine, saves: 0, applies: 0 });
    }
    driver.outcomes.length = 0;
    const setupDone = driver.elapsed();

    const saved: Array<[number, number]> = [];
    const applied: Array<[number, number]> = [];
    const registered: string[] = [];
    let registerSerial = 0;
    const restarts: Restart[] = [];
    let stopAt = setupDone + DURATION_MS;

    // /healthz every 100 ms: when the server is healthy again after each restart.
    let probing = true;
    const health: Outcome[] = [];
    const prober = (async () => {
      const probe = new Driver(server.url, TIMEOUT_MS);
      while (probing) {
        const { outcome } = await probe.send('healthz', { path: '/healthz' });
        health.push({ ...outcome, at: driver.elapsed() });
        const open = restarts.find((r) => r.upAt !== undefined && r.healthyAt === undefined);
        if (open && outcome.status === 200) open.healthyAt = driver.elapsed();
        await sleep(100);
      }
    })();

    const restarter = (async () => {
      for (const { at, mode } of RESTARTS) {
        await sleep(Math.max(0, setupDone + at - driver.elapsed()));
        const restart: Restart = { mode, issuedAt: driver.elapsed() };
        restarts.push(restart);
        log(`pg_ctl restart -m ${mode} at ${round1(restart.issuedAt - setupDone)} ms`);
        await cluster.restart(mode);
        restart.upAt = driver.elapsed();
        log(`PostgreSQL up again after ${round1(restart.upAt - restart.issuedAt)} ms`);
      }
      stopAt = Math.max(stopAt, driver.elapsed() + AFTER_LAST_MS);
    })();

    const ops = ['search', 'save job', 'detail', 'apply', 'messages', 'register', 'saved ids', 'profile'] as const;
    // Until the restarts are done and the load ran AFTER_LAST_MS past the last (stopAt moves then).
    const done = () =>
      driver.elapsed() >= stopAt && restarts.length === RESTARTS.length && restarts.every((r) => r.upAt);
    await runWorkers(WORKERS, done, async (w, i) => {
      const seeker = seekers[w] as (typeof seekers)[number];
      const job = seeker.jobs[(i >> 3) % seeker.jobs.length] as number;
      const op = ops[(i + w) % ops.length] ?? 'search';
      let outcome: Outcome;
      switch (op) {
        case 'search':
          ({ outcome } = await driver.send(op, {
            path: '/u/v1/hunter/search/job?key_word=%E5%B7%A5%E7%A8%8B',
            token: seeker.token,
          }));
          break;
        case 'detail':
          ({ outcome } = await driver.send(op, { path: `/u/v1/hunter/get/job?id=${job}`, token: seeker.token }));
          break;
        case 'messages':
          ({ outcome } = await driver.send(op, {
            path: '/u/v1/user/get/messages?pn=1&p_size=10',
            token: seeker.token,
          }));
          break;
        case 'saved ids':
          ({ outcome } = await driver.send(op, { path: '/u/v1/hunter/get/saved/job/ids', token: seeker.token }));
          break;
        case 'profile':
          ({ outcome } = await driver.send(op, { path: '/u/v1/user/get/crude/and/profile', token: seeker.token }));
          break;
        case 'save job': {
          // A job not saved before by this seeker: the next one of its slice.
          const target = seeker.jobs[seeker.saves % seeker.jobs.length] as number;
          ({ outcome } = await driver.send(op, {
            path: '/u/v1/hunter/save/job',
            token: seeker.token,
            json: { job_id: target },
          }));
          if (outcome.status === 200) {
            saved.push([seeker.id, target]);
            seeker.saves += 1;
          }
          break;
        }
        case 'apply': {
          // The next job on every attempt: a 503 may have committed, and applying again would be a 409.
          const count = seeker.applies++;
          // From the end of the slice, so applications and saves rarely meet (they could: both are allowed).
          const target = seeker.jobs[seeker.jobs.length - 1 - (count % seeker.jobs.length)] as number;
          ({ outcome } = await driver.send(op, {
            path: '/u/v1/hunter/submit/resume',
            token: seeker.token,
            json: { job_id: target },
          }));
          if (outcome.status === 200) applied.push([seeker.id, target]);
          break;
        }
        default: {
          registerSerial += 1;
          const phone = `${REGISTER_PREFIX}${String(registerSerial).padStart(8, '0')}`;
          ({ outcome } = await driver.send(op, {
            path: '/u/v1/user/register',
            json: {
              mobile: phone,
              password: 'reliability-pass-1',
              captcha: 'BENCH',
              captcha_id: captchas[nextCaptcha++],
              role: '3',
            },
            forwardedFor: `10.9.${(registerSerial >> 8) & 255}.${registerSerial & 255}`,
          }));
          if (outcome.status === 200) registered.push(phone);
        }
      }
      // A client told to retry later waits a little (the answer says Retry-After: 5; 100 ms keeps the probe dense).
      if (outcome.status === 503) await sleep(100);
    });
    await restarter;
    probing = false;
    await prober;
    const endedAt = driver.elapsed();

    // Every acknowledged write, looked up in the database after the run.
    const presentSaves = new Set(
      (
        await query<{ k: string }>(
          url,
          "select user_id || ':' || job_id as k from saved_jobs where user_id = any($1)",
          [seekers.map((s) => s.id)],
        )
      ).map((r) => r.k),
    );
    const presentApplications = new Set(
      (
        await query<{ k: string }>(
          url,
          "select seeker_id || ':' || job_id as k from applications where seeker_id = any($1)",
          [seekers.map((s) => s.id)],
        )
      ).map((r) => r.k),
    );
    const presentPhones = new Set(
      (await query<{ phone: string }>(url, 'select phone from users where phone like $1', [`${REGISTER_PREFIX}%`])).map(
        (r) => r.phone,
      ),
    );
    const writes = [
      {
        kind: 'saved jobs',
        acked: saved.length,
        lost: saved.filter(([u, j]) => !presentSaves.has(`${u}:${j}`)).length,
      },
      {
        kind: 'applications',
        acked: applied.length,
        lost: applied.filter(([u, j]) => !presentApplications.has(`${u}:${j}`)).length,
      },
      { kind: 'registrations', acked: registered.length, lost: registered.filter((p) => !presentPhones.has(p)).length },
    ];

    const all = driver.outcomes;
    const lastUp = Math.max(...restarts.map((r) => r.healthyAt ?? Number.POSITIVE_INFINITY));
    const afterRecovery = all.filter((o) => o.at > lastUp);
    const failures = {
      other5xx: all.filter((o) => o.status >= 500 && o.status !== 503).length,
      bare503:
        all.filter((o) => o.status === 503 && !o.envelope).length +
        health.filter((o) => o.status === 503 && !o.envelope).length,
      noAnswer: all.filter((o) => o.status === 0).length + health.filter((o) => o.status === 0).length,
      lost: writes.reduce((n, w) => n + w.lost, 0),
      notRecovered:
        restarts.filter((r) => r.healthyAt === undefined).length +
        (afterRecovery.some((o) => o.status === 200) ? 0 : 1),
    };
    const report = reportOf({
      startedAt,
      load: [loadBefore, os.loadavg()[0] ?? 0],
      seconds: (endedAt - setupDone) / 1000,
      all,
      health,
      restarts: restarts.map((r) => ({ ...r, issuedAt: r.issuedAt - setupDone })),
      setupDone,
      writes,
      afterRecovery,
      failures,
    });
    fs.mkdirSync(REPORTS, { recursive: true });
    const file = path.join(REPORTS, 'reliability-restart.md');
    fs.writeFileSync(file, report);
    log(`report: ${file}`);
    const failed = Object.entries(failures).filter(([, n]) => n > 0);
    if (failed.length) {
      for (const o of all.filter((o) => o.status === 0 || (o.status >= 500 && o.status !== 503)).slice(0, 20)) {
        console.error(o);
      }
      console.error(`[restart] FAILED: ${failed.map(([k, n]) => `${k} ${n}`).join(', ')}`);
      return 1;
    }
    return 0;
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await cluster.destroy();
  }
}

type ReportInput = {
  startedAt: Date;
  load: number[];
  seconds: number;
  all: Outcome[];
  health: Outcome[];
  restarts: Restart[];
  setupDone: number;
  writes: Array<{ kind: string; acked: number; lost: number }>;
  afterRecovery: Outcome[];
  failures: Record<string, number>;
};

function counts(outcomes: Outcome[]) {
  const ok = outcomes.filter((o) => o.status === 200).length;
  const unavailable = outcomes.filter((o) => o.status === 503).length;
  const none = outcomes.filter((o) => o.status === 0).length;
  const byStatus = new Map<number, number>();
  for (const o of outcomes) {
    if (o.status !== 200 && o.status !== 503 && o.status !== 0)
      byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  }
  const others = [...byStatus].map(([s, n]) => `${n} × ${s}`).join(', ') || '0';
  const slowest = Math.max(0, ...outcomes.map((o) => o.ms));
  return { total: outcomes.length, ok, unavailable, none, others, slowest };
}

function reportOf(r: ReportInput): string {
  const s = (ms: number | undefined) => (ms === undefined ? 'never' : (ms / 1000).toFixed(1));
  const ops = [...new Set(r.all.map((o) => o.op))];
  const row = (name: string, outcomes: Outcome[]) => {
    const c = counts(outcomes);
    return `| ${name} | ${c.total} | ${c.ok} | ${c.unavailable} | ${c.others} | ${c.none} | ${round1(c.slowest)} |`;
  };
  const total = counts(r.all);
  const lost = r.writes.reduce((n, w) => n + w.lost, 0);
  const acked = r.writes.reduce((n, w) => n + w.acked, 0);
  const verdict = Object.values(r.failures).every((n) => n === 0) ? 'PASSED' : 'FAILED';
  return [
    '# Reliability: PostgreSQL restarted under load',
    '',
    `Run ${r.startedAt.toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}, ` +
      `PostgreSQL 15 (a scratch cluster of the script's own). The machine was shared with other work: its 1-minute load ` +
      `average was ${r.load.map((l) => l.toFixed(1)).join(' at the start, ')} at the end, so latencies are high and ` +
      'only the counts matter.',
    '',
    'Reproduce: `npm run reliability:restart -w @app/bench` (as root or the postgres user; port 55432 or ' +
      '`RELIABILITY_PG_PORT`). It creates a scratch cluster, fills it with the bench generator (1,000 jobs, 200 job ' +
      'seekers), starts the real server in a process of its own (bench/harness/server-process.ts, pool of 10, 5 s ' +
      `statement and connect timeouts), and runs ${WORKERS} signed-in job seekers in closed loops (client timeout ` +
      `${TIMEOUT_MS / 1000} s; after a 503 a worker waits 100 ms): search, job detail, messages, saved job ids, profile, ` +
      'and the writes save a job, apply to a job and register an account. PostgreSQL is restarted with ' +
      '`pg_ctl restart -m fast` and later `-m immediate` (crash and WAL recovery); /healthz is probed every 100 ms.',
    '',
    `**${verdict}**: ${r.seconds.toFixed(1)} s, ${total.total} requests, ${total.ok} × 200, ${total.unavailable} × 503 ` +
      `(all with the envelope: ${r.failures.bare503 === 0 ? 'yes' : 'no'}), other answers ${total.others}, ` +
      `5xx other than 503: ${r.failures.other5xx}, without an answer (timeout or reset): ${total.none}; ` +
      `${acked} acknowledged writes, **${lost} lost**.`,
    '',
    '## Restarts',
    '',
    '| restart | issued at s | PostgreSQL up after s | server healthy after s (from issue) | 503 answers in between |',
    '|---|---|---|---|---|',
    ...r.restarts.map((x) => {
      const absoluteIssue = x.issuedAt + r.setupDone;
      const in503 = r.all.filter(
        (o) => o.status === 503 && o.at >= absoluteIssue && o.at <= (x.healthyAt ?? Infinity),
      ).length;
      return `| -m ${x.mode} | ${s(x.issuedAt)} | ${s(x.upAt === undefined ? undefined : x.upAt - absoluteIssue)} | ${s(x.healthyAt === undefined ? undefined : x.healthyAt - absoluteIssue)} | ${in503} |`;
    }),
    '',
    'The same server process served before, between and after the restarts (no server restart). After the last ' +
      `recovery: ${counts(r.afterRecovery).total} requests, ${counts(r.afterRecovery).ok} × 200, ` +
      `${counts(r.afterRecovery).unavailable} × 503.`,
    '',
    '## Answers per operation',
    '',
    '| operation | requests | 200 | 503 | other | no answer | slowest ms |',
    '|---|---|---|---|---|---|---|',
    ...ops.map((op) =>
      row(
        op,
        r.all.filter((o) => o.op === op),
      ),
    ),
    row('all', r.all),
    row('/healthz probe', r.health),
    '',
    '## Acknowledged writes',
    '',
    'A write counts as acknowledged when it was answered 200; each is looked up in the database after the run ' +
      '(saved_jobs by seeker and job, applications by seeker and job, users by phone). A write answered 503 may or ' +
      'may not have committed: either is allowed.',
    '',
    '| write | acknowledged | present | lost |',
    '|---|---|---|---|',
    ...r.writes.map((w) => `| ${w.kind} | ${w.acked} | ${w.acked - w.lost} | ${w.lost} |`),
    `| all | ${acked} | ${acked - lost} | ${lost} |`,
    '',
  ].join('\n');
}

process.exitCode = await main();
