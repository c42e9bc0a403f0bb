import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Config, ConfigSchema, loadConfig } from './config.ts';

/*
 * The README's settings table and the schema that reads the environment (config.ts) name the same settings, and
 * where the schema's default is a plain value the README shows that value ("unset" where there is none; a path
 * loadConfig computes is checked against what it resolves to). A test-only variable is marked "tests only" in the
 * table and read by the test code instead.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

type Row = { name: string; defaultCell: string; meaning: string };

/** The rows of the table under "## Configuration": `| \`NAME\` | default | meaning |`. */
function settingsTable(readme: string): Row[] {
  const start = readme.indexOf('\n## Configuration');
  if (start < 0) throw new Error('README has no "## Configuration" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const rows: Row[] = [];
  for (const line of section.split('\n')) {
    const cells = line.match(/^\| `([A-Z][A-Z0-9_]*)` \| (.*?) \| (.*) \|$/);
    if (cells) rows.push({ name: cells[1] as string, defaultCell: cells[2] as string, meaning: cells[3] as string });
  }
  return rows;
}

/** The schema's default when a setting is absent, if it is a plain value (a transform's array is not). */
function schemaDefault(name: string): { plain: boolean; value: unknown } {
  const field = ConfigSchema.shape[name as keyof typeof ConfigSchema.shape];
  const parsed = field.safeParse(undefined);
  if (!parsed.success) throw new Error(`${name} has no default and is not optional`);
  const value = parsed.data;
  return { plain: ['string', 'number', 'boolean'].includes(typeof value), value };
}

/** A cell holding one value and nothing else: `3000`, `./data`, `''`. */
const plainCell = (cell: string) => cell.match(/^`([^`]*)`$/)?.[1];

/** Settings absent from the environment that loadConfig resolves to a path: the README gives it from the root. */
const COMPUTED: Record<string, (config: Config) => string | null> = {
  WEB_DIST: (config) => config.webDist,
  WEB_RENDERER: (config) => config.webRenderer,
};

/** Where the schema's and the README's defaults disagree, one line each. */
function defaultMismatches(rows: Row[]): string[] {
  const found: string[] = [];
  for (const row of rows) {
    if (!(row.name in ConfigSchema.shape)) continue;
    const { plain, value } = schemaDefault(row.name);
    const documented = plainCell(row.defaultCell);
    const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    const computed = COMPUTED[row.name]?.(loadConfig({}));
    const differs = plain
      ? documented !== String(value)
      : row.defaultCell === 'unset'
        ? !empty
        : // A value beside a schema without one: loadConfig's own default (a description, as API_DOCS's, is free).
          documented !== undefined && (computed == null || path.resolve(ROOT, documented) !== computed);
    if (differs) found.push(`${row.name}: README ${row.defaultCell}, schema ${JSON.stringify(value)}`);
  }
  return found;
}

const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const rows = settingsTable(readme);
const isTestOnly = (row: Row) => row.meaning.startsWith('tests only');

describe("the README's settings table", () => {
  it('names every setting the server reads, and no other', () => {
    const documented = rows.filter((row) => !isTestOnly(row)).map((row) => row.name);
    expect(documented.sort()).toEqual(Object.keys(ConfigSchema.shape).sort());
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it("gives each setting the schema's default", () => {
    expect(defaultMismatches(rows)).toEqual([]);
  });

  it('marks as "tests only" what the tests read and the server does not', () => {
    const testFolder = path.join(ROOT, 'packages/server/src/test');
    const testCode = fs
      .readdirSync(testFolder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => fs.readFileSync(path.join(testFolder, file), 'utf8'))
      .join('\n');
    for (const row of rows.filter(isTestOnly)) {
      expect(testCode, row.name).toContain(`process.env.${row.name}`);
      expect(row.name in ConfigSchema.shape, row.name).toBe(false);
    }
  });
});
