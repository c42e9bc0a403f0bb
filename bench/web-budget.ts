import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  fileSizes,
  LOGIN_CEILING_BYTES,
  LOGIN_TARGET_BYTES,
  measureRoutes,
} from '../packages/web/scripts/route-budget.ts';
import { REPORTS } from './lib.ts';

/**
 * Builds the web app and reports the JavaScript and CSS each route's first visit loads (the entry,
 * the route's lazy layouts and page, and their static imports, read from Vite's manifest), as sent:
 * gzip and brotli. Fails when /login is over its ceiling.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const dist = path.join(ROOT, 'packages/web/dist');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function benchWebBudget(): { report: string; ok: boolean } {
  // The build alone: `npm run build` would stop at its checks (scripts/check-build.ts) before this reports.
  execFileSync('npm', ['run', 'build:app', '-w', '@app/web'], { cwd: ROOT, stdio: 'ignore' });
  const routes = measureRoutes(dist);
  const login = routes.find((r) => r.route === '/login');
  if (!login) throw new Error('no /login in the measured routes');
  const document = fileSizes(dist, 'index.html');
  const lines = [
    '# Web: what the first visit to each route loads',
    '',
    `Run ${new Date().toISOString()}. Reproduce: \`npm run bench:web -w @app/bench\`. Sizes in KB as sent (the build's precompressed .gz / .br files); the cache is empty.`,
    '',
    '| route | JS files | JS raw | JS gzip | JS brotli | CSS gzip |',
    '|---|---|---|---|---|---|',
    ...routes.map(
      (r) =>
        `| ${r.route} | ${r.files.length} | ${kb(r.js.raw)} | ${kb(r.js.gzip)} | ${kb(r.js.brotli)} | ${kb(r.css.gzip)} |`,
    ),
    '',
    `index.html (every route's document; it carries the login screen prerendered and its CSS, see ADR 0070): ${kb(document.raw)} KB raw, ${kb(document.gzip)} KB gzip, ${kb(document.brotli)} KB brotli.`,
    '',
    `/login: ${kb(login.js.gzip)} KB gzip of JavaScript; ceiling ${kb(LOGIN_CEILING_BYTES)} KB (enforced by packages/web/scripts/check-build.ts in the web build), target ${kb(LOGIN_TARGET_BYTES)} KB: ${login.js.gzip <= LOGIN_TARGET_BYTES ? 'met' : 'missed'}.`,
  ];
  fs.mkdirSync(REPORTS, { recursive: true });
  const report = path.join(REPORTS, 'web-budget.md');
  fs.writeFileSync(report, `${lines.join('\n')}\n`);
  return { report, ok: login.js.gzip <= LOGIN_CEILING_BYTES };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { report, ok } = benchWebBudget();
  console.log(fs.readFileSync(report, 'utf8'));
  if (!ok) process.exitCode = 1;
}
