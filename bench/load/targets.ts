import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Where the generator writes: one PostgreSQL connection or the embedded PGlite, the same SQL on both. */
export type Target = {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  copy(table: string, columns: string[], chunks: Iterable<string>): Promise<void>;
  close(): Promise<void>;
};

const copySql = (table: string, columns: string[]) =>
  `copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`;

export async function postgresTarget(url: string): Promise<Target> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    copy: (table, columns, chunks) => pipeline(Readable.from(chunks), client.query(copyFrom(copySql(table, columns)))),
    close: () => client.end(),
  };
}

/** PGlite reads COPY data from a Blob attached to the query (its virtual /dev/blob), one chunk at a time. */
export function pgliteTarget(client: PGlite): Target {
  return {
    exec: async (sql) => {
      await client.exec(sql);
    },
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    copy: async (table, columns, chunks) => {
      const sql = copySql(table, columns).replace(/from stdin$/, "from '/dev/blob'");
      for (const chunk of chunks) await client.query(sql, [], { blob: new Blob([chunk]) });
    },
    close: () => client.close(),
  };
}

/** Secondary indexes of the loaded tables (not those behind a primary key or unique constraint). */
export async function secondaryIndexes(target: Target, tables: string[]) {
  const list = tables.map((t) => `'${t}'::regclass`).join(', ');
  return target.rows<{ name: string; definition: string }>(
    `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index
     where indrelid in (${list}) and not exists (select 1 from pg_constraint where conindid = indexrelid)`,
  );
}
