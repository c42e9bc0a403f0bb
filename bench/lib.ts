import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';

export const REPORTS = path.resolve(import.meta.dirname, 'reports');

/** A real server on a fresh embedded database (or BENCH_DATABASE_URL), listening on loopback only. */
export async function startServer(): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const { buildApp } = await import('@app/server/src/app.ts');
  const { loadConfig } = await import('@app/server/src/config.ts');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    CAPTCHA_TEST_ANSWER: 'BENCH',
    // The load comes from one address: the limits still count (their cost is measured) but never refuse.
    RATE_LIMIT_ANONYMOUS_PER_IP: '1000000000',
    RATE_LIMIT_WRITES_PER_IP: '1000000000',
    RATE_LIMIT_WRITES_PER_ACCOUNT: '1000000000',
    RATE_LIMIT_CAPTCHAS_PER_IP: '1000000000',
  });
  const app = await buildApp({ ...config, webDist: null });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type LoadResult = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** A bounded load on one URL: fixed duration and connections, loopback only. */
export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ duration: 10, connections: 10, ...options });
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function writeReport(file: string, title: string, results: LoadResult[], notes: string[] = []): string {
  fs.mkdirSync(REPORTS, { recursive: true });
  const lines = [
    `# ${title}`,
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}.`,
    '',
    '| scenario | requests | req/s | p50 ms | p99 ms | errors | non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...results.map((r) => `| ${r.name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
    '',
    ...notes,
  ];
  const target = path.join(REPORTS, file);
  fs.writeFileSync(target, `${lines.join('\n')}\n`);
  return target;
}
