import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChild } from './harness/child.ts';
import { type Measure, measure } from './harness/measure.ts';
import { REPORTS } from './lib.ts';
import { contextOf, DATABASE_URL, SIZE } from './search.ts';

/**
 * The capacity model's check (docs/performance.md#capacity-model): the same load (64 connections in all) on one server
 * instance, then split over two instances on the same PostgreSQL, for a cheap read (messages poll) and a search (桥梁).
 * The model says PostgreSQL and the round trips are the limit on a 2-core machine shared by everything, so a second
 * instance there adds little; with the database on its own host it would add about one instance's worth.
 * `BENCH_SIZE=100k npm run bench:capacity -w @app/bench` (report: bench/reports/capacity-<size>.md).
 */
const CONNECTIONS = 64;
const WORKLOADS = [
  { name: 'messages poll', path: '/u/v1/user/get/messages?pn=1&p_size=10' },
  { name: 'job search 桥梁', path: `/u/v1/hunter/search/job?${new URLSearchParams({ key_word: '桥梁' })}` },
];

const sum = (runs: Measure[]) => runs.reduce((total, run) => total + run.rps, 0);
const worst = (runs: Measure[], key: 'p95' | 'p99') => Math.max(...runs.map((run) => run[key]));
const failed = (runs: Measure[]) => runs.reduce((total, run) => total + run.errors + run.non2xx, 0);

const [a, b] = await Promise.all([
  startChild('server-process.ts', { BENCH_DATABASE_URL: DATABASE_URL }),
  startChild('server-process.ts', { BENCH_DATABASE_URL: DATABASE_URL }),
]);
const rows: string[] = [];
const load = [os.loadavg()[0] ?? 0];
try {
  const { token } = await contextOf(a);
  const headers = { 'x-token': token };
  for (const workload of WORKLOADS) {
    const one = [await measure({ url: `${a.url}${workload.path}`, connections: CONNECTIONS, headers })];
    const two = await Promise.all(
      [a, b].map((server) => measure({ url: `${server.url}${workload.path}`, connections: CONNECTIONS / 2, headers })),
    );
    console.log(`${workload.name}: one ${sum(one)} req/s, two ${sum(two)} req/s`);
    for (const [instances, runs] of [
      [1, one],
      [2, two],
    ] as const)
      rows.push(
        `| ${workload.name} | ${instances} | ${sum(runs)} | ${worst(runs, 'p95')} | ${worst(runs, 'p99')} | ${failed(runs)} |`,
      );
  }
} finally {
  await Promise.all([a.stop(), b.stop()]);
}
load.push(os.loadavg()[0] ?? 0);
const lines = [
  `# Capacity check: one and two instances at ${SIZE} jobs (PostgreSQL)`,
  '',
  `Run ${new Date().toISOString()} on ${os.cpus().length} cores; 1-minute load average ${load[0]?.toFixed(1)} at the ` +
    `start, ${load[1]?.toFixed(1)} at the end. ${CONNECTIONS} connections in all (32 on each instance when two), ` +
    'a warm-up, then 30 s. Both instances, PostgreSQL and the load generator share the machine. Reproduce: ' +
    `\`BENCH_SIZE=${SIZE} npm run bench:capacity -w @app/bench\`.`,
  '',
  '| workload | instances | req/s (sum) | p95 ms (worst) | p99 ms (worst) | errors + non-2xx |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
];
fs.mkdirSync(REPORTS, { recursive: true });
const report = path.join(REPORTS, `capacity-${SIZE}.md`);
fs.writeFileSync(report, lines.join('\n'));
console.log(`report: ${report}`);
