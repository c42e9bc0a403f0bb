/**
 * Several real server processes on one PostgreSQL database (docs/architecture.md#several-instances), for the e2e suites
 * that check they behave as one: each is `packages/server/src/main.ts` run as `npm start` runs it, on its own port,
 * serving the built web app, against a database created for the run on the machine's PostgreSQL (127.0.0.1:5432, user
 * postgres, or E2E_POSTGRES_URL) and dropped at the end. They share one DATA_DIR, as instances behind a load balancer
 * share their file storage. They start at once on the empty database, without demo data; ADMIN is its administrator.
 *
 *   const postgres = await reachablePostgres();          // null: no PostgreSQL here, the suite skips
 *   const run = await startInstances(postgres, 2);       // run.servers[0].url, run.servers[1].url
 *   const api = apiOn(run.servers[1].url);               // register, login and calls through one instance
 *   await run.close();
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrlFor, withAdminClient } from '@app/server/src/test/pg-admin.ts';
import { runServerCli, type ServerProcess, startServerProcess } from '@app/server/src/test/server-process.ts';
import { type LoginResult, ROLES, type Role } from '@app/shared';
import { CAPTCHA, uniquePhone } from './harness.ts';

const webDist = path.resolve(import.meta.dirname, '../../packages/web/dist');

/** The PostgreSQL server's admin URL when it answers within 3 s, else null. */
export async function reachablePostgres(): Promise<string | null> {
  const url = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), 3000);
  });
  try {
    await Promise.race([withAdminClient(url, (client) => client.query('select 1')), timeout]);
    return url;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The administrator every run of instances has (created with `npm run admin:create`). */
export const ADMIN = { phone: '13800000000', password: 'instances-admin-1' } as const;

export type Instances = {
  servers: ServerProcess[];
  databaseUrl: string;
  close(): Promise<void>;
};

/** `count` server processes on a fresh database of `adminUrl`'s server, ready (healthy) when this resolves. */
export async function startInstances(
  adminUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<Instances> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run "npm run build" first (npm run test:e2e does).');
  }
  const name = `e2e_instances_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database "${name}"`));
  const databaseUrl = databaseUrlFor(adminUrl, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-instances-'));
  const servers: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await withAdminClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const common = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    CAPTCHA_TEST_ANSWER: CAPTCHA,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...env,
  };
  try {
    // All at once, as a rollout starts them: they take turns migrating the new database.
    const results = await Promise.allSettled(Array.from({ length: count }, () => startServerProcess(common)));
    for (const started of results) if (started.status === 'fulfilled') servers.push(started.value);
    const failed = results.find((started) => started.status === 'rejected');
    if (failed) throw failed.reason;
    // The administrator as an operator makes one (no demo data: every test makes its own).
    await runServerCli('cli/admin-create.ts', ['--phone', ADMIN.phone, '--password', ADMIN.password], common);
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, databaseUrl, close };
}

export type ApiUser = LoginResult & { phone: string; password: string };

/** Envelope calls through one instance: `base` is its URL. */
export function apiOn(base: string) {
  async function send(pathname: string, init: RequestInit): Promise<unknown> {
    const res = await fetch(new URL(pathname, base), init);
    const json = (await res.json()) as { data: unknown; msg: string };
    if (!res.ok) throw new Error(`${base}${pathname}: ${res.status} ${json.msg}`);
    return json.data;
  }
  const post = (pathname: string, body: Record<string, unknown>, token?: string) =>
    send(pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
      body: JSON.stringify(body),
    });
  const captchaId = async () => ((await send('/u/v1/base/captcha', {})) as { captchaId: string }).captchaId;

  return {
    base,
    captchaId,
    /** POST with a JSON body (signed in when `token` is given), answering the envelope's data. */
    post,
    /** GET as a signed-in user, answering the envelope's data. */
    get: (pathname: string, token: string) => send(pathname, { headers: { 'x-token': token } }),
    /** The HTTP status of a signed-in GET. */
    status: async (pathname: string, token: string) =>
      (await fetch(new URL(pathname, base), { headers: { 'x-token': token } })).status,
    async register(role: Role = ROLES.seeker, captchaFrom: () => Promise<string> = captchaId): Promise<ApiUser> {
      const phone = uniquePhone();
      const password = 'e2e-password-1';
      const body = { mobile: phone, password, captcha: CAPTCHA, captcha_id: await captchaFrom(), role };
      return { ...((await post('/u/v1/user/register', body)) as LoginResult), phone, password };
    },
    async login(phone: string, password: string, captchaFrom: () => Promise<string> = captchaId): Promise<ApiUser> {
      const body = { mobile: phone, password, captcha: CAPTCHA, captcha_id: await captchaFrom() };
      return { ...((await post('/u/v1/user/passwd_login', body)) as LoginResult), phone, password };
    },
  };
}
