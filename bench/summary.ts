import fs from 'node:fs';
import path from 'node:path';
import type { Measure } from './harness/measure.ts';
import { REPORTS } from './lib.ts';
import type { ScenarioResult } from './search.ts';

/**
 * The "Search and API" section of docs/performance.md from the reports of `npm run bench -- search` at each
 * size (bench/reports/search-<size>[-pglite].json), with the targets marked met or missed.
 */
const DOC = path.resolve(import.meta.dirname, '../docs/performance.md');
const START = '<!-- search-and-api:start -->';
const END = '<!-- search-and-api:end -->';
const SIZES = ['10k', '100k', '1m'];

const read = (name: string): ScenarioResult[] | null => {
  const file = path.join(REPORTS, `search-${name}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ScenarioResult[]) : null;
};
const one = (r: ScenarioResult) => r.runs[1] as Measure;
/**
 * The run at the most connections: 32 in the search scenarios' reports, 64 (BENCH_CONNECTIONS) in the standard set's.
 */
const mostOf = (r: ScenarioResult) => Math.max(...Object.keys(r.runs).map(Number));
const many = (r: ScenarioResult) => r.runs[mostOf(r)] as Measure;
const ratio = (r: ScenarioResult) => many(r).rps / r.ceiling.rps;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
/** No latency: not one request finished within the run. */
const ms = (value: number | null) => (value === null || !Number.isFinite(value) ? 'none done' : String(value));

function table(results: ScenarioResult[]): string[] {
  const most = results[0] ? mostOf(results[0]) : 32;
  return [
    `| scenario | total | req/s @1 | p50 | p95 | p99 | req/s @${most} | p50 | p95 | p99 | failed | ceiling req/s | ratio |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const [a, b] = [one(r), many(r)];
      const failed = a.errors + a.non2xx + b.errors + b.non2xx;
      return `| ${r.name} | ${r.total ?? ''} | ${a.rps} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.p99)} | ${b.rps} | ${ms(b.p50)} | ${ms(b.p95)} | ${ms(b.p99)} | ${failed} | ${r.ceiling.rps} | ${pct(ratio(r))} |`;
    }),
  ];
}

const LABELS: Array<[label: string, title: string]> = [
  ['', 'the standard set at 64 connections'],
  ['32c', 'the search scenarios at 32 connections'],
  ['before-h1', 'before the search redesign (ADR 0090)'],
];
const suffix = (label: string) => (label ? `-${label}` : '');
/** The settings a label's runs were made with, besides the label itself. */
const SETTINGS: Record<string, string> = {
  '32c': 'BENCH_SCENARIOS=all BENCH_CONNECTIONS=1,32 BENCH_DURATION=8 BENCH_WARMUP=2 ',
};

function sizeTables(label: string, title: string, lines: string[]) {
  for (const size of SIZES) {
    for (const pglite of [false, true]) {
      const name = `${size}${pglite ? '-pglite' : ''}${suffix(label)}`;
      const results = read(name);
      if (!results) continue;
      const fill = pglite
        ? `--data-dir /tmp/bench-${size}`
        : `--database-url postgres://postgres@127.0.0.1:5432/bench_${size}`;
      const env = `${pglite ? `BENCH_DATA_DIR=/tmp/bench-${size} ` : ''}${label ? `BENCH_LABEL=${label} ${SETTINGS[label] ?? ''}` : ''}`;
      lines.push(
        `### ${pglite ? 'PGlite' : 'PostgreSQL'}, ${size} jobs, ${title}`,
        '',
        `\`npm run bench:generate -w @app/bench -- --size ${size} ${fill}\`, then ` +
          `\`${env}BENCH_SIZE=${size} npm run bench\` (report: \`bench/reports/search-${name}.md\`).`,
        '',
        ...table(results),
        '',
      );
    }
  }
}

function targets(label: string, title: string, lines: string[]) {
  const small = read(`10k${suffix(label)}`);
  const middle = read(`100k${suffix(label)}`);
  const big = read(`1m${suffix(label)}`);
  // The search targets are at 32 connections; the standard set's runs have their own table (standardSetTargets below).
  if (!small || !big || big.some((r) => mostOf(r) !== 32)) return;
  const at = (results: ScenarioResult[] | null, name: string) => results?.find((x) => x.name === name);
  lines.push(
    `### Growth from 10k to 1M and the targets, ${title}`,
    '',
    'The search targets on PostgreSQL at 1M: every search scenario p95 <= 25 ms at 1 connection; at 32 ' +
      'connections at least 20% of the ceiling; latency at 1M at most 2x that at 10k (p95, 1 connection).',
    '',
    '| scenario | p95 @1 10k | p95 @1 100k | p95 @1 1M | growth | p95 <= 25 ms | ratio @32 (1M) | >= 20% | growth <= 2x |',
    '|---|---|---|---|---|---|---|---|---|',
    ...big.map((r) => {
      const p10 = at(small, r.name);
      const p100 = at(middle, r.name);
      const growth = p10 ? one(r).p95 / one(p10).p95 : Number.NaN;
      const marks = r.search
        ? `${mark(one(r).p95 <= 25)} | ${pct(ratio(r))} | ${mark(ratio(r) >= 0.2)} | ${mark(growth <= 2)}`
        : `- | ${pct(ratio(r))} | - | -`;
      return `| ${r.name} | ${p10 ? ms(one(p10).p95) : ''} | ${p100 ? ms(one(p100).p95) : ''} | ${ms(one(r).p95)} | ${Number.isFinite(growth) ? `${growth.toFixed(1)}x` : '-'} | ${marks} |`;
    }),
    '',
  );
}

/**
 * The standard set's targets, from reports run at 64 connections: every read endpoint at 100k at least 25% of the
 * ceiling with p99 under 50 ms; search latency at 1M at most 3x that at 10k (p95 at 64 connections and at 1).
 */
function standardSetTargets(lines: string[]) {
  const small = read('10k');
  const middle = read('100k');
  const big = read('1m');
  const at64 = (results: ScenarioResult[] | null) =>
    results && results.length > 0 && results.every((r) => r.runs[64] !== undefined) ? results : null;
  const [s, m, b] = [at64(small), at64(middle), at64(big)];
  if (!m && !(s && b)) return;
  const names = [...new Set([...(s ?? []), ...(m ?? []), ...(b ?? [])].map((r) => r.name))];
  const find = (results: ScenarioResult[] | null, name: string) => results?.find((x) => x.name === name);
  const p95 = (r: ScenarioResult | undefined, n: number) => (r ? (r.runs[n] as Measure).p95 : Number.NaN);
  const growth = (n: number, name: string) => p95(find(b, name), n) / p95(find(s, name), n);
  const x = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)}x` : '-');
  lines.push(
    "### The standard set's targets (64 connections)",
    '',
    'Every read endpoint at 100k: >= 25% of the ceiling and p99 < 50 ms at 64 connections (login is a write and has ' +
      'its own target, p95 < 300 ms); every search at 1M: p95 at most 3x its 10k p95.',
    '',
    '| scenario | ratio @64 100k | p99 @64 100k | >= 25%, p99 < 50 ms | p95 @64 10k | p95 @64 1M | growth @64 | growth @1 | <= 3x |',
    '|---|---|---|---|---|---|---|---|---|',
    ...names.map((name) => {
      const r = find(m, name);
      const read100k = r
        ? `${pct(ratio(r))} | ${ms((r.runs[64] as Measure).p99)} | ${
            name === 'login' ? '-' : mark(ratio(r) >= 0.25 && (r.runs[64] as Measure).p99 < 50)
          }`
        : '- | - | -';
      const search = find(b, name)?.search ?? find(s, name)?.search ?? false;
      const g64 = growth(64, name);
      const g1 = growth(1, name);
      const growthMark = search && Number.isFinite(g64) ? mark(g64 <= 3 && !(g1 > 3)) : '-';
      return `| ${name} | ${read100k} | ${ms(p95(find(s, name), 64))} | ${ms(p95(find(b, name), 64))} | ${x(g64)} | ${x(g1)} | ${growthMark} |`;
    }),
    '',
  );
  const pglite = read('10k-pglite');
  const searches = pglite?.filter((r) => r.search && r.runs[8] !== undefined) ?? [];
  if (searches.length > 0)
    lines.push(
      'PGlite (the embedded default) at 10k jobs, job search at 8 connections, target p95 < 50 ms: ' +
        searches
          .map((r) => `${r.name} ${ms((r.runs[8] as Measure).p95)} ms ${mark((r.runs[8] as Measure).p95 < 50)}`)
          .join('; ') +
        '.',
      '',
    );
  const login = find(m, 'login') ?? find(b, 'login') ?? find(s, 'login');
  if (login)
    lines.push(
      `Login p95 at 64 connections: ${ms(many(login).p95)} ms (target < 300 ms: ${mark(many(login).p95 < 300)}).`,
      '',
    );
}

export function summary(): string {
  const lines: string[] = [];
  standardSetTargets(lines);
  for (const [label, title] of LABELS) targets(label, title, lines);
  for (const [label, title] of LABELS) {
    const pglite = read(`100k-pglite${suffix(label)}`);
    if (!pglite) continue;
    lines.push(
      `PGlite at 100k, ${title}: target p95 <= 50 ms at 1 connection for every search scenario: ` +
        pglite
          .filter((r) => r.search)
          .map((r) => `${r.name} ${one(r).p95} ms ${mark(one(r).p95 <= 50)}`)
          .join('; '),
      '',
    );
  }
  for (const [label, title] of LABELS) sizeTables(label, title, lines);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = summary();
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC} has no ${START} ... ${END} block`);
  fs.writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n${text}\n${doc.slice(end)}`);
  console.log(`updated ${DOC}`);
}
