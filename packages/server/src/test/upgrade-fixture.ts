import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/*
 * For upgrade.test.ts: fills every table of a database at an older migration with rows derived from its catalogue
 * (no fixture to keep in step with the schema), reads those rows back, and describes a schema for comparison.
 */

export async function rows<T>(database: Database, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

export const publicTables = async (database: Database) =>
  (
    await rows<{ name: string }>(
      database,
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);

type Column = {
  table: string;
  column: string;
  data_type: string;
  udt_name: string;
  max_length: number | null;
};

type ForeignKey = { table: string; ref_table: string; columns: string[]; ref_columns: string[] };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Two rows per table where the table allows two (one where a CHECK admits one row only), parents first; only the
 * NOT NULL columns without a default get values. A value a CHECK lists (`x = ANY (ARRAY[...])`, `x = 1`) is taken
 * from that list. A NOT NULL foreign key points at the parent's row of the same position. Answers the tables filled.
 */
export async function fillEveryTable(
  database: Database,
  /** 'table.column' -> an SQL value, where a default would leave a later migration nothing to convert. */
  given: Record<string, string> = {},
): Promise<string[]> {
  const tables = await publicTables(database);
  const columns = await rows<Column>(
    database,
    `select table_name as table, column_name as column, data_type, udt_name, character_maximum_length as max_length
     from information_schema.columns
     where table_schema = 'public' and is_identity = 'NO' and is_generated = 'NEVER'
       and ((is_nullable = 'NO' and column_default is null) or table_name || '.' || column_name in (${
         Object.keys(given).map(literal).join(', ') || 'null'
       }))
     order by table_name, ordinal_position`,
  );
  const foreignKeys = await rows<ForeignKey>(
    database,
    `select c.conrelid::regclass::text as table, c.confrelid::regclass::text as ref_table,
       array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
       array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as ref_columns
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public'`,
  );
  const checks = await rows<{ table: string; def: string }>(
    database,
    `select c.conrelid::regclass::text as table, pg_get_constraintdef(c.oid) as def
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'c' and n.nspname = 'public'`,
  );

  const filled: string[] = [];
  for (const table of parentsFirst(tables, foreignKeys)) {
    const own = columns.filter((c) => c.table === table);
    const references = foreignKeys.filter((fk) => fk.table === table);
    const allowed = allowedValues(checks.filter((c) => c.table === table).map((c) => c.def));
    for (const i of [0, 1]) {
      const values = own.map((column) => {
        const value = given[`${table}.${column.column}`];
        if (value) return value;
        const fk = references.find((f) => f.columns.includes(column.column));
        if (fk) {
          const parent = fk.ref_columns[fk.columns.indexOf(column.column)] as string;
          const pick = (offset: number) =>
            `(select ${quote(parent)} from ${quote(fk.ref_table)} order by ctid offset ${offset} limit 1)`;
          return `coalesce(${pick(i)}, ${pick(0)})`;
        }
        return valueFor(column, i, allowed.get(column.column));
      });
      const insert = own.length
        ? `insert into ${quote(table)} (${own.map((c) => quote(c.column)).join(', ')}) values (${values.join(', ')})`
        : `insert into ${quote(table)} default values`;
      try {
        await rows(database, insert);
      } catch (error) {
        // The second row may break a one-row CHECK or a unique key over one parent: one row is enough there.
        if (i === 0) throw new Error(`cannot fill ${table}: ${insert}`, { cause: error });
      }
    }
    filled.push(table);
  }
  return filled;
}

function parentsFirst(tables: string[], foreignKeys: ForeignKey[]): string[] {
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size) {
    const ready = [...left].filter((t) =>
      foreignKeys.every((fk) => fk.table !== t || fk.ref_table === t || !left.has(fk.ref_table)),
    );
    if (!ready.length) throw new Error(`foreign keys in a cycle among ${[...left].join(', ')}`);
    for (const t of ready) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}

/** `(role = ANY (ARRAY['1'::text, '2'::text]))`, `(status = ANY (ARRAY[1, 2]))`, `(id = 1)`: column -> values. */
function allowedValues(defs: string[]): Map<string, string[]> {
  const allowed = new Map<string, string[]>();
  for (const def of defs) {
    for (const m of def.matchAll(/\(?"?(\w+)"? = ANY \(\(?ARRAY\[([^\]]*)\]/g)) {
      allowed.set(
        m[1] as string,
        (m[2] as string).split(', ').map((v) => v.replace(/::\w+( \w+)*$/, '')),
      );
    }
    for (const m of def.matchAll(/\(\(?"?(\w+)"? = (\d+)\)/g)) allowed.set(m[1] as string, [m[2] as string]);
  }
  return allowed;
}

function valueFor(column: Column, i: number, allowed: string[] | undefined): string {
  if (allowed?.length) return allowed[i % allowed.length] as string;
  const text = `${column.column.slice(0, 6)}-工-${i}`;
  switch (column.data_type) {
    case 'text':
    case 'character varying':
    case 'character':
      return literal(column.max_length ? text.slice(-column.max_length) : text);
    case 'smallint':
    case 'integer':
    case 'bigint':
    case 'numeric':
    case 'real':
    case 'double precision':
      return String(i + 1);
    case 'boolean':
      return 'true';
    case 'timestamp with time zone':
    case 'timestamp without time zone':
    case 'date':
      return `'2026-0${i + 1}-02T03:04:05Z'`;
    case 'jsonb':
    case 'json':
      return `'{"k": ${i}}'`;
    case 'ARRAY':
      return `'{}'`;
    case 'uuid':
      return `'00000000-0000-4000-8000-00000000000${i}'`;
    case 'bytea':
      return `'\\x0${i}'`;
    case 'inet':
      return `'192.0.2.${i + 1}'`;
    default:
      throw new Error(`no value for ${column.table}.${column.column} of type ${column.data_type} (${column.udt_name})`);
  }
}

/** Every row of every table, as JSON objects sorted by their text. */
export async function readEveryRow(database: Database, tables: string[]): Promise<Map<string, object[]>> {
  const all = new Map<string, object[]>();
  for (const table of tables) {
    const found = await rows<{ row: object }>(database, `select to_jsonb(t) as row from ${quote(table)} t`);
    all.set(table, sortByText(found.map((r) => r.row)));
  }
  return all;
}

/** The rows of `before` and `after`, each cut to the columns the old table had but those `retired`. */
export function keptColumns(
  before: Map<string, object[]>,
  after: Map<string, object[]>,
  retired: string[],
): { before: Map<string, object[]>; after: Map<string, object[]> } {
  return { before: cutTo(before, before, retired), after: cutTo(before, after, retired) };
}

function cutTo(before: Map<string, object[]>, after: Map<string, object[]>, retired: string[]) {
  const cut = new Map<string, object[]>();
  for (const [table, old] of before) {
    const keys = Object.keys(old[0] ?? {}).filter((k) => !retired.includes(`${table}.${k}`));
    const now = (after.get(table) ?? []) as Record<string, unknown>[];
    cut.set(table, sortByText(now.map((row) => Object.fromEntries(keys.map((k) => [k, row[k]])))));
  }
  return cut;
}

const sortByText = (list: object[]) =>
  list
    .map((row) => [JSON.stringify(row), row] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);

/** Columns, constraints, indexes, functions and triggers of the public schema, as sorted lines. */
export async function describeSchema(database: Database): Promise<string[]> {
  const parts = await Promise.all([
    rows<{ line: string }>(
      database,
      `select concat_ws(' ', table_name, column_name, data_type, udt_name, is_nullable, column_default,
         is_identity, is_generated, generation_expression, character_maximum_length) as line
       from information_schema.columns where table_schema = 'public'`,
    ),
    rows<{ line: string }>(
      database,
      `select concat_ws(' ', c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)) as line
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'`,
    ),
    rows<{ line: string }>(database, `select indexdef as line from pg_indexes where schemaname = 'public'`),
    rows<{ line: string }>(
      database,
      `select concat_ws(' ', p.proname, pg_get_function_identity_arguments(p.oid), p.prosrc) as line
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
    ),
    rows<{ line: string }>(
      database,
      `select pg_get_triggerdef(t.oid) as line from pg_trigger t join pg_class c on c.oid = t.tgrelid
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal`,
    ),
  ]);
  return parts
    .flat()
    .map((r) => r.line)
    .sort();
}
