import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Tables that refused requests write by design, left out of the fingerprint:
 * - rate_limit_counters: every API call counts against its caller's limits before it is authorized or
 *   validated, refused or not (plugins/rate-limit.ts, docs/architecture.md#several-instances), so an attacker's refused
 * calls still use up   their budget. (The fuzz app turns the general limits off for speed, but the captcha limit and
 * any limit a   later change adds count there too.)
 * - message_streams: not written by a refused request, but by the instance itself while the fuzz runs: every ping
 *   pushes the expiry of its open streams' rows forward (ADR 0121). A refused stream adds no row (its admission
 *   rolls back).
 *
 * Every other table is in: no refused request may insert, update or delete a row anywhere, which includes
 * sessions (looking a token up is a read: nothing like a last-seen time is written), captchas (only drawn by a
 * valid GET), bid_attempts (a code attempt is recorded after its request was validated) and the audit log.
 * Sequences are not data: a refused insert may still advance one, which nothing can see.
 */
const WRITTEN_BY_REFUSED_REQUESTS = new Set(['rate_limit_counters', 'message_streams']);

export type Fingerprint = Record<string, { rows: number; md5: string }>;

/** Row count and md5 of every row's text, in a fixed order, of every table but those above. */
export async function databaseFingerprint(db: Db): Promise<Fingerprint> {
  const { rows: tables } = (await db.execute(sql`
    select schemaname as schema, tablename as name from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')
    order by schemaname, tablename`)) as unknown as { rows: { schema: string; name: string }[] };
  const out: Fingerprint = {};
  for (const table of tables) {
    if (WRITTEN_BY_REFUSED_REQUESTS.has(table.name)) continue;
    const id = sql.raw(`"${table.schema}"."${table.name}"`);
    const { rows } = (await db.execute(sql`
      select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5
      from ${id} t`)) as unknown as { rows: { rows: number; md5: string }[] };
    out[`${table.schema}.${table.name}`] = rows[0] ?? { rows: -1, md5: '' };
  }
  return out;
}

/** Every file under the data folder (uploads, temporary parts) with its size: what a refused upload must not leave. */
export function filesFingerprint(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(dir, file)} ${fs.statSync(file).size}`;
    })
    .sort();
}
