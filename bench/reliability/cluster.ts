import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const BIN = process.env.RELIABILITY_PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const PORT = Number(process.env.RELIABILITY_PG_PORT ?? 55432);

export type Cluster = {
  port: number;
  /** The URL of database `name` on this cluster (TCP on loopback, no password: trust). */
  url(name: string): string;
  /** pg_ctl restart in `mode`; resolves once the cluster accepts connections again. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops the cluster and removes its directory. */
  destroy(): Promise<void>;
};

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/**
 * As root, pg_ctl and initdb run as the postgres user (PostgreSQL refuses to run as root). Asynchronous: the load
 * keeps running in this process while a restart waits.
 */
async function asPostgres(program: string, args: string[]) {
  const binary = path.join(BIN, program);
  return isRoot ? run('runuser', ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
}

/**
 * A scratch PostgreSQL 15 cluster of its own in a temporary directory, on PORT with its socket in /tmp: a restart
 * (the point of the fault run) touches no one else's databases.
 */
export async function startCluster(): Promise<Cluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-pg-'));
  const data = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  if (isRoot) await run('chown', ['postgres', root]);
  await asPostgres('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${PORT} -k /tmp -c max_connections=100 -c listen_addresses=127.0.0.1`;
  const ctl = (args: string[]) => asPostgres('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '120', ...args]);
  try {
    await ctl(['-o', options, 'start']);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw new Error(`could not start PostgreSQL on port ${PORT} (busy? set RELIABILITY_PG_PORT): ${error}`);
  }
  const url = (name: string) => `postgres://postgres@127.0.0.1:${PORT}/${name}`;
  return {
    port: PORT,
    url,
    restart: async (mode) => {
      await ctl(['-m', mode, '-o', options, 'restart']);
    },
    destroy: async () => {
      try {
        await ctl(['-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** One query on a short-lived connection (setup and checks, never the measured load). */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
