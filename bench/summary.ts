import fs from 'node:fs';
import path from 'node:path';
import type { Measure } from './harness/measure.ts';
import { REPORTS } from './lib.ts';
import type { ScenarioResult } from './search.ts';

/**
 * The "Search and API" section of docs/performance.md from the reports of `npm run bench -- search` at each
 * size (bench/reports/search-<size>[-pglite].json), with issue 8's targets marked met or missed.
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
const many = (r: ScenarioResult) => r.runs[32] as Measure;
const ratio = (r: ScenarioResult) => many(r).rps / r.ceiling.rps;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

function table(results: ScenarioResult[]): string[] {
  return [
    '| scenario | total | req/s @1 | p50 | p95 | p99 | req/s @32 | p50 | p95 | p99 | failed | ceiling req/s | ratio |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const [a, b] = [one(r), many(r)];
      const failed = a.errors + a.non2xx + b.errors + b.non2xx;
      return `| ${r.name} | ${r.total ?? ''} | ${a.rps} | ${a.p50} | ${a.p95} | ${a.p99} | ${b.rps} | ${b.p50} | ${b.p95} | ${b.p99} | ${failed} | ${r.ceiling.rps} | ${pct(ratio(r))} |`;
    }),
  ];
}

export function summary(): string {
  const lines: string[] = [];
  const bySize = Object.fromEntries(SIZES.map((s) => [s, read(s)]));
  for (const size of SIZES) {
    const results = bySize[size];
    if (!results) continue;
    lines.push(
      `### PostgreSQL, ${size} jobs`,
      '',
      `\`npm run bench:generate -w @app/bench -- --size ${size} --database-url postgres://postgres@127.0.0.1:5432/bench_${size}\`, then ` +
        `\`BENCH_SIZE=${size} npm run bench -w @app/bench\` (report: \`bench/reports/search-${size}.md\`).`,
      '',
      ...table(results),
      '',
    );
  }
  for (const size of SIZES) {
    const results = read(`${size}-pglite`);
    if (!results) continue;
    lines.push(
      `### PGlite, ${size} jobs`,
      '',
      `\`npm run bench:generate -w @app/bench -- --size ${size} --data-dir /tmp/bench-${size}\`, then ` +
        `\`BENCH_DATA_DIR=/tmp/bench-${size} BENCH_SIZE=${size} npm run bench -w @app/bench\` ` +
        `(report: \`bench/reports/search-${size}-pglite.md\`).`,
      '',
      ...table(results),
      '',
    );
  }
  const small = bySize['10k'];
  const big = bySize['1m'];
  if (small && big) {
    lines.push(
      '### Growth from 10k to 1M and the targets (issue 8 item 4)',
      '',
      'Targets on PostgreSQL at 1M: every search scenario p95 <= 25 ms at 1 connection; at 32 connections at least ' +
        '20% of the ceiling; p95 at 1M at most 2x the p95 at 10k (1 connection).',
      '',
      '| scenario | p95 @1 10k | p95 @1 100k | p95 @1 1M | growth | p95 <= 25 ms | ratio @32 (1M) | >= 20% | growth <= 2x |',
      '|---|---|---|---|---|---|---|---|---|',
      ...big.map((r) => {
        const at = (results: ScenarioResult[] | null) => results?.find((x) => x.name === r.name);
        const p10 = at(small);
        const p100 = at(bySize['100k'] ?? null);
        const growth = p10 ? one(r).p95 / one(p10).p95 : Number.NaN;
        const targets = r.search
          ? `${mark(one(r).p95 <= 25)} | ${pct(ratio(r))} | ${mark(ratio(r) >= 0.2)} | ${mark(growth <= 2)}`
          : `- | ${pct(ratio(r))} | - | -`;
        return `| ${r.name} | ${p10 ? one(p10).p95 : ''} | ${p100 ? one(p100).p95 : ''} | ${one(r).p95} | ${growth.toFixed(1)}x | ${targets} |`;
      }),
      '',
    );
  }
  const pglite = read('100k-pglite');
  if (pglite) {
    lines.push(
      'PGlite at 100k, target p95 <= 50 ms at 1 connection for every search scenario: ' +
        pglite
          .filter((r) => r.search)
          .map((r) => `${r.name} ${one(r).p95} ms ${mark(one(r).p95 <= 50)}`)
          .join('; '),
      '',
    );
  }
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
