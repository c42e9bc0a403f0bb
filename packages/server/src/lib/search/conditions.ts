import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The row holds every token (GIN `@>`). */
export const holdsAll = (column: AnyColumn | SQL, tokens: string[]) => sql`${column} @> ${textArray(tokens)}`;

/** The row holds at least one of the tokens (GIN `&&`). */
export const holdsAny = (column: AnyColumn | SQL, tokens: string[]) => sql`${column} && ${textArray(tokens)}`;

/** Case-insensitive substring, without LIKE so `%` and `_` in user text mean themselves. */
export const containsText = (column: AnyColumn, text: string): SQL =>
  sql`strpos(lower(${column}), ${text.normalize('NFKC').toLowerCase()}) > 0`;
