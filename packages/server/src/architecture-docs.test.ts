import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.ts';

/**
 * docs/architecture.md#areas-tables-and-events lists every area, every table with its owner, every event with its
 * publisher and subscribers, and the route files that open a transaction. This test reads those tables and compares
 * them with the code both ways: a thing in the code but not in the doc fails, and so does a row with nothing behind it.
 */
const SRC = import.meta.dirname;
const DOC = path.resolve(SRC, '../../../docs/architecture.md');
const FEATURES = path.join(SRC, 'features');
const BEGIN = '<!-- architecture-tables:begin -->';
const END = '<!-- architecture-tables:end -->';

type Rows = string[][];

/** The rows (cells without backticks) of each `### Heading` table between the markers. */
function parseDoc(doc: string): Map<string, Rows> {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${BEGIN} ... ${END} block`);
  const sections = new Map<string, Rows>();
  let rows: Rows | undefined;
  for (const line of doc.slice(start + BEGIN.length, end).split('\n')) {
    const heading = /^### (.+)$/.exec(line.trim());
    if (heading?.[1]) {
      rows = [];
      sections.set(heading[1], rows);
      continue;
    }
    if (!rows || !line.startsWith('|')) continue;
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split('|')
      .map((cell) => cell.trim().replaceAll('`', ''));
    if (cells.every((cell) => /^-+$/.test(cell))) continue; // the separator
    rows.push(cells);
  }
  // Drop each table's header row.
  for (const [name, found] of sections) sections.set(name, found.slice(1));
  return sections;
}

const read = (file: string) => fs.readFileSync(file, 'utf8');
const areas = () =>
  fs
    .readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
/** An area's code files (tests and test fixtures left out). */
const codeFiles = (area: string) =>
  fs
    .readdirSync(path.join(FEATURES, area), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('test'))
    .map((file) => path.join(FEATURES, area, file));

/** Table name -> the name its schema object is exported under. */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const [exported, value] of Object.entries(schema)) {
    if (is(value, PgTable)) tables.set(getTableName(value), exported);
  }
  return tables;
}

/** Event name -> the area whose code emits it. */
function emittedEvents(): Map<string, string[]> {
  const events = new Map<string, string[]>();
  for (const area of areas()) {
    for (const file of codeFiles(area)) {
      const text = read(file);
      // Every name of an `XEvents` map type, emitted or not yet.
      for (const block of text.matchAll(/export type \w+Events = \{([\s\S]*?)\n\};/g)) {
        for (const [, name] of (block[1] ?? '').matchAll(/^\s*'([\w.]+)':/gm)) {
          if (name && !events.has(name)) events.set(name, []);
        }
      }
      for (const [, name] of text.matchAll(/events\??\.emit\(\s*'([\w.]+)'/g)) {
        if (!name) continue;
        const publishers = events.get(name) ?? [];
        if (!publishers.includes(area)) publishers.push(area);
        events.set(name, publishers);
      }
    }
  }
  return events;
}

/** Event name -> the services subscribed to it in app-services.ts, in subscription order. */
function subscriptions(): Map<string, string[]> {
  const subscribers = new Map<string, string[]>();
  for (const [, name, service] of read(path.join(SRC, 'app-services.ts')).matchAll(
    /events\.on\(\s*'([\w.]+)',[^\n]*?=>\s*(\w+)\./g,
  )) {
    if (name && service) subscribers.set(name, [...(subscribers.get(name) ?? []), service]);
  }
  return subscribers;
}

/** Every route file (`<area>/...routes.ts`), as `<area>/<file>`. */
const routeFiles = () =>
  areas()
    .flatMap((area) => codeFiles(area).filter((file) => /routes\.ts$/.test(file)))
    .map((file) => path.relative(FEATURES, file).split(path.sep).join('/'))
    .sort();

/** Whether code opens a transaction itself or through the audit log. */
const opensTransaction = (code: string) => /audit\.write\(|\.transaction\(/.test(code);

/** Route files that open a transaction. */
const transactionalRouteFiles = () => routeFiles().filter((file) => opensTransaction(read(path.join(FEATURES, file))));

const sorted = (values: Iterable<string>) => [...values].sort();
const duplicates = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

/** Every difference between the doc's tables and the code; empty when they agree. */
function problems(doc: string): string[] {
  const found: string[] = [];
  const sections = parseDoc(doc);
  const section = (name: string): Rows => {
    const rows = sections.get(name);
    if (!rows) found.push(`no "### ${name}" table in the block`);
    return rows ?? [];
  };
  const compare = (what: string, inDoc: string[], inCode: string[]) => {
    for (const name of duplicates(inDoc)) found.push(`${what} ${name} is listed twice`);
    for (const name of inCode) if (!inDoc.includes(name)) found.push(`${what} ${name} is in the code, not in the doc`);
    for (const name of inDoc) if (!inCode.includes(name)) found.push(`${what} ${name} is in the doc, not in the code`);
  };

  const docAreas = section('Areas').map(([area]) => area ?? '');
  compare('area', docAreas, areas());

  const tables = schemaTables();
  const owners = new Map(section('Tables').map(([table, owner]) => [table ?? '', owner ?? '']));
  compare(
    'table',
    section('Tables').map(([table]) => table ?? ''),
    sorted(tables.keys()),
  );
  for (const [table, owner] of owners) {
    const exported = tables.get(table);
    if (!exported) continue;
    const mentions = (file: string) => new RegExp(`\\b${exported}\\b`).test(read(file));
    if (docAreas.includes(owner)) {
      if (!codeFiles(owner).some(mentions)) found.push(`table ${table}: its owner ${owner} never uses ${exported}`);
    } else if (!/^(lib|plugins)\//.test(owner) || !fs.existsSync(path.join(SRC, owner))) {
      found.push(`table ${table}: owner ${owner} is neither an area nor a file under lib/ or plugins/`);
    } else if (!mentions(path.join(SRC, owner))) {
      found.push(`table ${table}: its owner ${owner} never uses ${exported}`);
    }
  }
  // Only the owner writes a table (what a plain `.insert(table)` / `.update(...)` / `.delete(...)` shows).
  const byExport = new Map([...tables].map(([table, exported]) => [exported, table]));
  for (const area of areas()) {
    for (const file of codeFiles(area)) {
      for (const [, exported] of read(file).matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) {
        const table = exported && byExport.get(exported);
        if (table && owners.has(table) && owners.get(table) !== area) {
          found.push(`table ${table} is written by ${area} (${path.basename(file)}), owned by ${owners.get(table)}`);
        }
      }
    }
  }

  const events = emittedEvents();
  const subscribed = subscriptions();
  const docEvents = section('Events');
  compare(
    'event',
    docEvents.map(([event]) => event ?? ''),
    sorted(events.keys()),
  );
  for (const [event = '', publisher = '', subscribers = ''] of docEvents) {
    const publishers = events.get(event);
    if (!publishers) continue;
    if (publishers.join(', ') !== publisher) {
      found.push(`event ${event}: published by ${publishers.join(', ') || 'nobody'}, the doc says ${publisher}`);
    }
    const inCode = (subscribed.get(event) ?? []).join(', ') || '-';
    if (inCode !== subscribers) found.push(`event ${event}: subscribers are ${inCode}, the doc says ${subscribers}`);
  }
  for (const event of subscribed.keys()) {
    if (!events.has(event)) found.push(`app-services.ts subscribes to ${event}, which no area emits`);
  }

  compare(
    'route file',
    section('Route files that open a transaction').map(([file]) => file ?? ''),
    transactionalRouteFiles(),
  );
  return [...new Set(found)];
}

describe('docs/architecture.md: areas, tables and events', () => {
  const doc = read(DOC);

  it('lists every area, table, event and transactional route file of the code, and nothing else', () => {
    expect(problems(doc)).toEqual([]);
  });

  it('finds the real things in the code (the comparison is not vacuous)', () => {
    expect(areas()).toContain('jobs');
    expect(schemaTables().get('applications')).toBe('applications');
    expect(emittedEvents().get('catalog.merged')).toEqual(['catalog']);
    expect(subscriptions().get('catalog.merged')).toEqual(['jobs', 'talents', 'courses']);
    expect(routeFiles()).toContain('oil/routes.ts');
    expect(opensTransaction('await audit.write(admin, what, async (tx) => change(tx))')).toBe(true);
    expect(opensTransaction('await db.transaction(async (tx) => change(tx))')).toBe(true);
    expect(opensTransaction('return ok(await oil.grant(currentUser(request), request.body))')).toBe(false);
  });

  it('fails on a row the code does not have, a missing row and a wrong owner', () => {
    /** The doc with `row` as the first row of the table under `heading`. */
    const afterHeader = (heading: string, row: string) => {
      const lineEnd = doc.indexOf('\n', doc.indexOf('|---', doc.indexOf(heading))) + 1;
      return `${doc.slice(0, lineEnd)}${row}\n${doc.slice(lineEnd)}`;
    };
    expect(problems(afterHeader('### Areas', '| `ghosts` | nothing |'))).toEqual([
      'area ghosts is in the doc, not in the code',
    ]);
    expect(problems(afterHeader('### Tables', '| `ghost_table` | `jobs` |'))).toEqual([
      'table ghost_table is in the doc, not in the code',
    ]);
    expect(problems(afterHeader('### Events', '| `ghost.event` | `jobs` | - |'))).toEqual([
      'event ghost.event is in the doc, not in the code',
    ]);
    expect(problems(doc.replace('| `talent_index` | `talents` |\n', ''))).toEqual([
      'table talent_index is in the code, not in the doc',
    ]);
    expect(problems(doc.replace('| `captchas` | `auth` |', '| `captchas` | `accounts` |'))).toEqual([
      'table captchas: its owner accounts never uses captchas',
      'table captchas is written by auth (repository.ts), owned by accounts',
    ]);
    expect(
      problems(
        doc.replace(
          '| `catalog.merged` | `catalog` | `jobs`, `talents`, `courses` |',
          '| `catalog.merged` | `catalog` | `jobs`, `talents` |',
        ),
      ),
    ).toEqual(['event catalog.merged: subscribers are jobs, talents, courses, the doc says jobs, talents']);
  });
});
