import fs from 'node:fs';
import path from 'node:path';

/**
 * The heaviest functions of a V8 CPU profile (what `BENCH_CPU_PROF=<dir> npm run bench` leaves), by self time, and
 * the same grouped by package: `npx tsx bench/profile-top.ts <file.cpuprofile> [rows]`.
 */
type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/profile-top.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);

/** node_modules/<package> (or @scope/package), the app's own files by path, V8's own entries by name. */
function packageOf(url: string): string {
  if (!url) return '(V8/native)';
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match?.[1]) return match[1];
  if (url.startsWith('node:')) return 'node core';
  return path
    .relative(process.cwd(), url.replace(/^file:\/\//, ''))
    .split('/')
    .slice(0, 4)
    .join('/');
}

const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const where = `${frame.functionName || '(anonymous)'} ${packageOf(frame.url)}:${frame.lineNumber + 1}`;
  functions.set(where, (functions.get(where) ?? 0) + ms);
  packages.set(packageOf(frame.url), (packages.get(packageOf(frame.url)) ?? 0) + ms);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (of ${total.toFixed(0)} ms sampled)`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
};
print('by package', packages);
print('by function, self time', functions);
