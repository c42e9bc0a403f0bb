import { benchAuth } from './auth.ts';
import { benchJobsSearch } from './jobs-search.ts';

/** `npm run bench` runs every benchmark; `npm run bench -- auth` runs the named ones. */
const benchmarks: Record<string, () => Promise<string>> = { auth: benchAuth, 'jobs-search': benchJobsSearch };

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benchmarks)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`== ${name}`);
  console.log(`report: ${await run()}`);
}
