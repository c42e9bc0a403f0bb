import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules of .dependency-cruiser.cjs (run by `npm run lint`) on a small repository laid out
 * like this one: every rule must flag its violation, and the allowed imports must pass.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

const FILES: Record<string, string> = {
  'tsconfig.base.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "bundler" } }',
  // An area with its entry, and one that reaches into it.
  'packages/server/src/features/a/service.ts': 'export type A = { id: number };\nexport const helper = () => 1;\n',
  'packages/server/src/features/a/repository.ts': 'export const query = 1;\n',
  'packages/server/src/features/a/index.ts': "export { type A, helper } from './service.ts';\n",
  'packages/server/src/features/b/service.ts': [
    "import type { A } from '../a/index.ts';", // allowed: a type through the entry
    "import { helper } from '../a/index.ts';", // feature-imports-types-only
    "import { query } from '../a/repository.ts';", // feature-only-through-entry
    'export const b = (a: A) => helper() + query + a.id;',
  ].join('\n'),
  'packages/server/src/features/b/b.test.ts': "import { app } from '../../app.ts';\nexport const t = app;\n",
  'packages/server/src/plugins/p.ts': "import type { A } from '../features/a/index.ts';\nexport type P = A;\n",
  'packages/server/src/lib/l.ts': "import { app } from '../app.ts';\nexport const l = app;\n",
  'packages/server/src/lib/cycle-one.ts': "import { two } from './cycle-two.ts';\nexport const one = () => two;\n",
  'packages/server/src/lib/cycle-two.ts': "import { one } from './cycle-one.ts';\nexport const two = () => one;\n",
  'packages/server/src/lib/lazy-one.ts': "import { lazy } from './lazy-two.ts';\nexport const eager = lazy;\n",
  'packages/server/src/lib/lazy-two.ts': "export const lazy = () => import('./lazy-one.ts');\n",
  'packages/server/src/db/seed/demo.ts':
    "import { helper } from '../../features/a/index.ts';\nexport const d = helper;\n",
  'packages/server/src/app.ts': [
    "import { helper } from './features/a/index.ts';",
    "import { query } from './features/a/repository.ts';", // top-floor-through-entries
    'export const app = helper() + query;',
  ].join('\n'),
  // The web: areas share api.ts and components/ only, and never import the server.
  'packages/web/src/features/y/api.ts': 'export const api = 1;\n',
  'packages/web/src/features/y/components/c.tsx': 'export const C = 1;\n',
  'packages/web/src/features/y/pages/q.tsx': 'export const Q = 1;\n',
  'packages/web/src/features/x/pages/p.tsx': [
    "import { api } from '../../y/api.ts';",
    "import { C } from '../../y/components/c.tsx';",
    "import { Q } from '../../y/pages/q.tsx';", // web-feature-internals
    'export const P = api + C + Q;',
  ].join('\n'),
  'packages/web/src/lib/w.ts': "import { app } from '../../../server/src/app.ts';\nexport const w = app;\n", // web-not-server
  // The web's floors: app/ on top, the areas, then components/ and lib/; no circle, not even a lazy one.
  'packages/web/src/app/routes.tsx': "export const routes = () => import('../features/y/pages/q.tsx');\n",
  'packages/web/src/features/y/pages/r.tsx':
    "import { routes } from '../../../app/routes.tsx';\nexport const R = routes;\n", // web-areas-not-app
  'packages/web/src/features/y/pages/r.test.tsx':
    "import { routes } from '../../../app/routes.tsx';\nexport const T = routes;\n",
  'packages/web/src/components/k.tsx': "import { C } from '../features/y/components/c.tsx';\nexport const K = C;\n", // web-lower-floors-not-areas
  'packages/web/src/lib/menu.ts': "export const menu = () => import('./menu-button.ts');\n",
  'packages/web/src/lib/menu-button.ts': "import type { menu } from './menu.ts';\nexport type B = typeof menu;\n", // web-no-cycles
  'packages/shared/src/s.ts': "import { w } from '../../web/src/lib/w.ts';\nexport const s = w;\n", // shared-imports-nothing-of-ours
};

type Violation = { rule: { name: string }; from: string; to: string; cycle?: unknown[] };
let dir: string;
let violations: Violation[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const run = await promisify(execFile)(
    process.execPath,
    [depcruise, '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', 'packages'],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  violations = JSON.parse(run.stdout).summary.violations;
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const found = () =>
  violations
    .map((v) => `${v.rule.name}: ${v.from.replace('packages/', '')} -> ${v.to.replace('packages/', '')}`)
    .sort();

describe('dependency boundaries (.dependency-cruiser.cjs)', () => {
  it('flags exactly the forbidden imports', () => {
    expect(found()).toEqual(
      [
        'feature-imports-types-only: server/src/features/b/service.ts -> server/src/features/a/index.ts',
        'feature-only-through-entry: server/src/features/b/service.ts -> server/src/features/a/repository.ts',
        'lower-floors-not-features: server/src/plugins/p.ts -> server/src/features/a/index.ts',
        'only-the-top-imports-the-root: server/src/lib/l.ts -> server/src/app.ts',
        'top-floor-through-entries: server/src/app.ts -> server/src/features/a/repository.ts',
        'web-feature-internals: web/src/features/x/pages/p.tsx -> web/src/features/y/pages/q.tsx',
        'web-not-server: web/src/lib/w.ts -> server/src/app.ts',
        'web-areas-not-app: web/src/features/y/pages/r.tsx -> web/src/app/routes.tsx',
        'web-lower-floors-not-areas: web/src/components/k.tsx -> web/src/features/y/components/c.tsx',
        'web-no-cycles: web/src/lib/menu-button.ts -> web/src/lib/menu.ts',
        'shared-imports-nothing-of-ours: shared/src/s.ts -> web/src/lib/w.ts',
        'no-cycles: server/src/lib/cycle-one.ts -> server/src/lib/cycle-two.ts',
      ].sort(),
    );
  });
});
