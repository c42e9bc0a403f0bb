import { benchAuth } from './auth.ts';
import { benchSearch } from './search.ts';

/**
 * `npm run bench` runs the standard set, the search and API harness (search.ts: every scenario at 1 and 64
 * connections, 30 s after warm-up, beside the ceiling) at BENCH_SIZE (10k unless set) on the database
 * `npm run bench:generate` filled; `npm run bench -- auth` runs the named ones.
 */
const benchmarks: Record<string, () => Promise<string>> = { search: benchSearch, auth: benchAuth };

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benchmarks)) {
  if (wanted.length === 0 ? name !== 'search' : !wanted.includes(name)) continue;
  console.log(`== ${name}`);
  console.log(`report: ${await run()}`);
}
