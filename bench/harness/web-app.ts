import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_COOKIES, type LoginResult, storedLoginEntries } from '@app/shared';
import type { BrowserContext } from 'playwright-core';

/**
 * What the browser benchmarks share (Lighthouse, the PDF export): the real server as `npm start` runs it (the built
 * web app on a fresh seeded embedded database) in a child process, the demo accounts, Debian's Chromium.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CAPTCHA = 'LIGHTHOUSE';
/** The demo seed's accounts (packages/server/src/db/seed/demo-users.ts). */
export const SEEKER = { phone: '13700000001', password: 'Demo@123456' };
export const HR = { phone: '13900000001', password: 'Demo@123456' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startServer(): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-data-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'yes',
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  // The demo seed runs before the server listens.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function post<T>(origin: string, pathname: string, body: Record<string, string>): Promise<T> {
  const res = await fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; msg: string };
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${json.msg}`);
  return json.data;
}

export async function login(origin: string, account: { phone: string; password: string }): Promise<LoginResult> {
  const captcha = (await (await fetch(`${origin}/u/v1/base/captcha`)).json()) as { data: { captchaId: string } };
  return post<LoginResult>(origin, '/u/v1/user/passwd_login', {
    mobile: account.phone,
    password: account.password,
    captcha: CAPTCHA,
    captcha_id: captcha.data.captchaId,
  });
}

/** The id of the first row a list answers (the first job of the search, the first talent of the pool). */
export async function firstId(origin: string, pathname: string, token: string): Promise<number> {
  const res = await fetch(`${origin}${pathname}`, { headers: { 'x-token': token } });
  const json = (await res.json()) as { data: { id: number }[] };
  const id = json.data[0]?.id;
  if (!id) throw new Error(`the demo seed has nothing at ${pathname}`);
  return id;
}

/**
 * Stores the login as the login page does, from a same-origin page without the app: local storage, and the document
 * cookies the server draws a light page from (ADR 0097).
 */
export async function storeLogin(context: BrowserContext, origin: string, user: LoginResult): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/healthz`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, storedLoginEntries(user));
  await page.close();
  const cookie = { url: origin, sameSite: 'Strict' as const };
  await context.addCookies([
    { ...cookie, name: DOCUMENT_COOKIES.token, value: encodeURIComponent(user.token) },
    { ...cookie, name: DOCUMENT_COOKIES.language, value: 'zh' },
  ]);
}
