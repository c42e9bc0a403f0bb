import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(SRC, 'main.ts');
const TSX = import.meta.resolve('tsx');

/** A free TCP port on 127.0.0.1 (the OS picks it; the probe closes before the server binds it). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** SIGKILL: no close hook runs, open transactions and writes stop wherever they are. Resolves once it exited. */
  kill(): Promise<void>;
  /** SIGTERM (the graceful close of main.ts); resolves once it exited. */
  stop(): Promise<void>;
};

/** The environment every test server process gets unless the caller overrides it. */
const BASE_ENV = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  CAPTCHA_TEST_ANSWER: 'TESTX',
  SEED_DEMO: 'no',
  API_DOCS: 'off',
  // One test drives hundreds of calls from one address: the limits count, far above that.
  RATE_LIMIT_ANONYMOUS_PER_IP: '100000',
  RATE_LIMIT_WRITES_PER_IP: '100000',
  RATE_LIMIT_WRITES_PER_ACCOUNT: '100000',
  RATE_LIMIT_CAPTCHAS_PER_IP: '100000',
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `packages/server/src/main.ts` as its own process (as `npm start` runs it, through tsx) on `port` with
 * `env` (DATABASE_URL, DATA_DIR, WEB_DIST...) and resolves once /healthz answers 200. A process that exits or
 * stays unhealthy for `readyTimeoutMs` fails the call with its output.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    env: { PATH: process.env.PATH ?? '', ...BASE_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid ?? 0,
    output: () => log,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server process ended before it was ready (${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    const status = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server process was not healthy within the time allowed:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs a server command (`cli/admin-create.ts`...) to its end with `env`; rejects with its output when it fails. */
export async function runServerCli(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', TSX, path.join(SRC, script), ...args], {
    env: { PATH: process.env.PATH ?? '', ...BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} ended with ${code}:\n${log}`);
  return log;
}
