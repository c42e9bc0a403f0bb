// Fails when a tracked source file is over MAX_LINES lines without a reason written here. A file that size usually
// holds two jobs: split it along them (docs/architecture.md#where-things-go). Tests are lists of cases read one at a time and
// are not counted; neither are stylesheets. Run by `npm run lint` (alone: `npm run lint:size`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 320;
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
const TEST = /(\.test\.tsx?$|\.e2e\.ts$|\/test\/|^e2e\/)/;

/** Files allowed to be longer, each with its reason. */
const REASONS = new Map([
  ['packages/server/src/db/seed/jobs-data.ts', 'demo data: the seeded jobs, one literal each, no logic'],
  ['packages/server/src/db/seed/resumes-data.ts', 'demo data: the seeded resumes, one literal each, no logic'],
  ['packages/server/src/db/seed/forum-posts.ts', 'demo data: the seeded forum posts in both languages, no logic'],
  ['packages/shared/src/messages.ts', 'the catalogue of error messages: one entry per code, in both languages'],
  ['bench/search.ts', 'a benchmark harness read top to bottom: its scenarios are a table'],
  ['bench/community-data.ts', 'benchmark data generation: generated rows for the community tables, no app logic'],
  ['bench/reliability/restart.ts', 'one reliability procedure read top to bottom (docs/reliability.md)'],
  ['bench/reliability/load.ts', 'one reliability procedure read top to bottom (docs/reliability.md)'],
]);

const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((file) => SOURCE.test(file) && !TEST.test(file));

const tooLong = [];
for (const file of files) {
  const full = path.join(ROOT, file);
  if (!fs.existsSync(full) || REASONS.has(file)) continue;
  const lines = fs.readFileSync(full, 'utf8').split('\n').length - 1;
  if (lines > MAX_LINES) tooLong.push(`${file}: ${lines} lines`);
}
const stale = [...REASONS.keys()].filter((file) => !files.includes(file));

if (tooLong.length || stale.length) {
  for (const line of tooLong) console.error(`over ${MAX_LINES} lines: ${line}`);
  for (const file of stale) console.error(`scripts/check-file-size.mjs names a file that is gone: ${file}`);
  console.error('Split the file along its jobs, or give the reason it is one piece in scripts/check-file-size.mjs.');
  process.exit(1);
}
console.log(`check-file-size: ${files.length} source files, none over ${MAX_LINES} lines without a reason`);
