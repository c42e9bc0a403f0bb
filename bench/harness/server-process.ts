import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@app/server/src/app.ts';
import { loadConfig } from '@app/server/src/config.ts';
import { captchas } from '@app/server/src/db/schema/index.ts';

/**
 * The real server in a process of its own (the load generator must not share its event loop): the filled
 * database from BENCH_DATABASE_URL or BENCH_DATA_DIR, rate limits raised, loopback only.
 */
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // On PostgreSQL the data directory only holds uploads: a throwaway one.
  DATA_DIR: process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  SEED_DEMO: 'no',
  CAPTCHA_TEST_ANSWER: 'BENCH',
  // The load comes from one address: the limits still count (their cost is measured) but never refuse.
  // BENCH_ANONYMOUS_LIMIT=0 turns the anonymous count off: the floor run (search.ts, 'unknown API path').
  RATE_LIMIT_ANONYMOUS_PER_IP: process.env.BENCH_ANONYMOUS_LIMIT ?? '1000000000',
  RATE_LIMIT_WRITES_PER_IP: '1000000000',
  RATE_LIMIT_WRITES_PER_ACCOUNT: '1000000000',
  RATE_LIMIT_CAPTCHAS_PER_IP: '1000000000',
  CLEANUP_INTERVAL_MS: '0',
  // Logins come from many addresses as they would through a proxy (X-Forwarded-For, see search.ts).
  TRUST_PROXY: 'loopback',
});
const app = await buildApp({ ...config, webDist: null });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
// The hot jobs' ranking is computed at start (seconds at 1M): done before the first scenario is measured.
await app.maintenance.idle();

/** Captchas for the login scenario, written directly: drawing thousands of PNGs is not what login measures. */
process.on('message', async (message: { captchas?: number }) => {
  if (!message.captchas) return;
  const rows = Array.from({ length: message.captchas }, () => ({
    id: randomUUID(),
    answer: 'XXXXX',
    expiresAt: new Date(Date.now() + 3_600_000),
  }));
  for (let i = 0; i < rows.length; i += 1000) await app.database.db.insert(captchas).values(rows.slice(i, i + 1000));
  process.send?.({ captchaIds: rows.map((r) => r.id) });
});
process.on('disconnect', () => {
  void app.close().then(() => process.exit(0));
});
process.send?.({ url });
