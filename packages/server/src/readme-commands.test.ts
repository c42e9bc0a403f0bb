import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every npm command the README gives names a script that exists, and is run: by CI (.ci/run, directly or through the
 * scripts it runs), or by a test that runs the file the script runs. The benchmarks stay out of CI by rule (they
 * need an idle machine and minutes); for them the script's files must exist.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

type Scripts = Record<string, string>;
const scriptsOf = (dir: string): Scripts => JSON.parse(read(path.join(dir, 'package.json'))).scripts ?? {};

/** Workspace name -> folder, from the root package.json. */
function workspaces(): Map<string, string> {
  const folders: string[] = JSON.parse(read('package.json')).workspaces;
  return new Map(folders.map((folder) => [JSON.parse(read(path.join(folder, 'package.json'))).name, folder]));
}

type Command = { text: string; script: string; folder: string };

/** `npm start`, `npm test`, `npm run <script>` with an optional `-w <workspace>`, as the README writes them. */
function readmeCommands(readme: string, folders: Map<string, string>): Command[] {
  const found = new Map<string, Command>();
  for (const m of readme.matchAll(/npm (start|test|run ([\w:-]+))(?: -w ([@\w/-]+))?/g)) {
    const script = m[2] ?? (m[1] as string);
    const folder = m[3] ? folders.get(m[3]) : '.';
    if (folder === undefined) throw new Error(`README names an unknown workspace: ${m[0]}`);
    found.set(m[0], { text: m[0], script, folder });
  }
  return [...found.values()];
}

/** The commands .ci/run runs, with every `npm run` a root script runs in turn. */
function runByCi(): Set<string> {
  const root = scriptsOf('.');
  const ci = read('.ci/run');
  const run = new Set<string>();
  const visit = (script: string) => {
    if (run.has(script) || !(script in root)) return;
    run.add(script);
    for (const m of (root[script] as string).matchAll(/npm run ([\w:-]+)/g)) visit(m[1] as string);
  };
  for (const m of ci.matchAll(/^\s*(?:smoke \S+ \S+ \S+ )?(?:\S+=\S+ )*npm (start|test|run ([\w:-]+))\b/gm)) {
    visit(m[2] ?? (m[1] as string));
  }
  return run;
}

/** The test files' text, to find the ones that run a script's file. */
function testSources(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name)) out.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(ROOT, 'packages'));
  return out.join('\n');
}

/** The .ts files a script runs with tsx, relative to the script's folder. */
const filesRun = (body: string) => [...body.matchAll(/tsx (?:watch )?([\w./-]+\.ts)/g)].map((m) => m[1] as string);

const BENCHMARKS = /^(bench|reliability)(:|$)/;
/** `npm run format` writes files; CI runs its check half (`biome check`, in `npm run lint`). */
const WRITES_FILES = new Set(['format']);

describe('the README commands', () => {
  const folders = workspaces();
  const commands = readmeCommands(read('README.md'), folders);

  it('are found: the two first commands and the table of scripts', () => {
    expect(commands.map((c) => c.text)).toEqual(expect.arrayContaining(['npm start', 'npm test', 'npm run lint']));
  });

  it.each(commands.map((c) => [c.text, c] as const))('%s names a script that exists', (_, command) => {
    expect(Object.keys(scriptsOf(command.folder))).toContain(command.script);
  });

  it('are each run by CI or by a test (benchmarks: their files exist)', () => {
    const ci = runByCi();
    const tests = testSources();
    const notRun: string[] = [];
    for (const command of commands) {
      const body = scriptsOf(command.folder)[command.script] ?? '';
      const files = filesRun(body);
      if (BENCHMARKS.test(command.script)) {
        for (const file of files) expect(fs.existsSync(path.join(ROOT, command.folder, file)), file).toBe(true);
        continue;
      }
      if (command.folder === '.' && (ci.has(command.script) || WRITES_FILES.has(command.script))) continue;
      const testedFile = files.some((file) => tests.includes(path.basename(file)));
      if (!testedFile) notRun.push(command.text);
    }
    expect(notRun).toEqual([]);
  });

  it('CI runs the README test command and the start command', () => {
    const ci = runByCi();
    for (const script of ['test', 'start', 'dev', 'lint', 'typecheck', 'test:server']) expect(ci).toContain(script);
  });
});
