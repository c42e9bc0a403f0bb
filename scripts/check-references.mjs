// Fails when a tracked file cites something outside the repository: a tracker ticket by its number, the
// original product specification, design notes or glossary kept elsewhere, a section sign, or a path under /work.
// The repository describes its own product: cite docs/product/<area>.md (with an anchor), docs/architecture.md, or
// an ADR under docs/decisions/ instead. Run by `npm run lint` (alone: `npm run lint:references`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

const PATTERNS = [
  { name: 'tracker ticket', regex: /\b[Ii]ssues?[- ]?#?\d+/ },
  { name: 'external specification', regex: /\bSPEC\b/ },
  { name: 'external design notes', regex: /\bDESIGN\b/ },
  { name: 'external glossary', regex: /\bGLOSSARY\b/ },
  { name: 'section sign', regex: /\u00a7/ },
  { name: 'path outside the repository', regex: /(^|[\s('"`])\/work\// },
];

/**
 * Applied migrations stay as they landed: each database that ran one keeps a hash of its text, and a landed migration
 * is never edited (docs/architecture.md#data). These three predate the rule; every newer file is checked.
 */
const LANDED = new Set([
  'packages/server/src/db/migrations/0013_admin_users.sql',
  'packages/server/src/db/migrations/0014_admin_jobs_indexes.sql',
  'packages/server/src/db/migrations/0018_dashboard_indexes.sql',
]);

const BINARY = /\.(png|jpe?g|gif|webp|ico|ttf|otf|woff2?|pdf|mp4|zip|gz)$/i;

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((file) => file && !BINARY.test(file) && !LANDED.has(file));
}

const found = [];
for (const file of trackedFiles()) {
  const full = path.join(ROOT, file);
  if (!fs.existsSync(full)) continue; // deleted in the work tree, not yet staged
  const text = fs.readFileSync(full, 'utf8');
  if (text.includes('\0')) continue;
  text.split('\n').forEach((line, index) => {
    for (const { name, regex } of PATTERNS) {
      if (regex.test(line)) found.push(`${file}:${index + 1}: ${name}: ${line.trim().slice(0, 160)}`);
    }
  });
}

if (found.length > 0) {
  console.error(found.join('\n'));
  console.error(
    `\n${found.length} reference(s) to things outside the repository. Cite docs/product/<area>.md#<section>, ` +
      'docs/architecture.md or an ADR (docs/decisions/) instead, or drop the citation.',
  );
  process.exit(1);
}
console.log('references: every tracked file cites only the repository');
