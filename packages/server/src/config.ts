import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { MESSAGE_STREAM_MAX_AGE_MS, MESSAGE_STREAM_PING_MS } from '@app/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';

const millis = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const perMinute = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** An address, a CIDR, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** Every setting read from the environment; the README's "Configuration" table lists the same (config-docs.test.ts). */
export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  CAPTCHA_TEST_ANSWER: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The web build's page renderer (ADR 0097); empty: documents are the app shell only. */
  WEB_RENDERER: z.string().optional(),
  /** How long a drawn page may hold up its document before the app shell goes out instead. */
  WEB_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(2_000),
  SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isProxyEntry), 'TRUST_PROXY: comma-separated proxy addresses or CIDRs'),
  RATE_LIMIT_ANONYMOUS_PER_IP: perMinute(120),
  RATE_LIMIT_WRITES_PER_IP: perMinute(300),
  RATE_LIMIT_WRITES_PER_ACCOUNT: perMinute(60),
  RATE_LIMIT_CAPTCHAS_PER_IP: perMinute(30),
  API_DOCS: z.enum(['on', 'off']).optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DB_STATEMENT_TIMEOUT_MS: millis(5000),
  DB_LOCK_TIMEOUT_MS: millis(2000),
  DB_CONNECT_TIMEOUT_MS: millis(5000),
  DB_IDLE_TIMEOUT_MS: millis(30_000),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),
  HTTP_REQUEST_TIMEOUT_MS: millis(60_000),
  HTTP_CONNECTION_TIMEOUT_MS: millis(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(72_000),
  CLEANUP_INTERVAL_MS: millis(10 * 60_000),
  HOT_JOBS_REFRESH_MS: millis(5 * 60_000),
  SAVED_SEARCH_ALERTS_MS: millis(15 * 60_000),
  MESSAGE_STREAMS_MAX: z.coerce.number().int().min(0).max(100_000).default(1000),
  MESSAGE_STREAMS_PER_IP: z.coerce.number().int().min(0).max(100_000).default(20),
  MESSAGE_STREAM_PING_MS: z.coerce.number().int().min(100).default(MESSAGE_STREAM_PING_MS),
  MESSAGE_STREAM_MAX_AGE_MS: z.coerce.number().int().min(100).default(MESSAGE_STREAM_MAX_AGE_MS),
});

/** Requests per minute; 0 turns the limit off. */
export type RateLimits = {
  anonymousPerIp: number;
  writesPerIp: number;
  writesPerAccount: number;
  captchasPerIp: number;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  /** Accepted as the answer to any captcha; only outside production. */
  captchaTestAnswer: string | undefined;
  logLevel: string;
  /** Folder of the built SPA; null serves no SPA. */
  webDist: string | null;
  /** The server-side renderer of the light pages (dist-ssr/server-render.js beside the web build), or null. */
  webRenderer: string | null;
  /** Past this many milliseconds of drawing, the app shell goes out instead of the drawn page. */
  webRenderTimeoutMs: number;
  seedDemo: 'auto' | 'yes' | 'no';
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy); false: the socket address is the client. */
  trustProxy: string[] | false;
  rateLimits: RateLimits;
  /** OpenAPI at /docs: on by default outside production. */
  apiDocs: boolean;
  /** PostgreSQL pool and per-connection limits, in ms (0 = none); PGlite has no timers. */
  db: {
    poolSize: number;
    statementTimeoutMs: number;
    lockTimeoutMs: number;
    connectTimeoutMs: number;
    idleTimeoutMs: number;
  };
  /** How long /healthz waits for the database before answering 503. */
  healthTimeoutMs: number;
  /** requestTimeout bounds receiving a whole request (a trickled body); connectionTimeout an idle socket. */
  http: { requestTimeoutMs: number; connectionTimeoutMs: number; keepAliveTimeoutMs: number };
  /** Period of the purge of ended sessions, captchas and rate-limit windows; 0 = off. */
  cleanupIntervalMs: number;
  /** Period of the hot jobs' recompute (ADR 0091); 0 = only at start. */
  hotJobsRefreshMs: number;
  /** Period of the saved-search alert task (ADR 0094; each search still alerts at most daily); 0 = only at start. */
  savedSearchAlertsMs: number;
  /**
   * Live message streams (SSE): at most `max` on this instance (0 = none, clients poll), at most `perAddress` per
   * client address over every instance (0 = no such cap; ADR 0121), a ping every `pingMs`, each ended past
   * `maxAgeMs` (the client reconnects and signs in again).
   */
  messageStreams: { max: number; perAddress: number; pingMs: number; maxAgeMs: number };
};

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    captchaTestAnswer: e.NODE_ENV === 'production' ? undefined : e.CAPTCHA_TEST_ANSWER || undefined,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? defaultWebDist,
    webRenderer:
      e.WEB_RENDERER === ''
        ? null
        : path.resolve(e.WEB_RENDERER ?? path.join(e.WEB_DIST ?? defaultWebDist, '..', 'dist-ssr', 'server-render.js')),
    webRenderTimeoutMs: e.WEB_RENDER_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY.length > 0 ? e.TRUST_PROXY : false,
    rateLimits: {
      anonymousPerIp: e.RATE_LIMIT_ANONYMOUS_PER_IP,
      writesPerIp: e.RATE_LIMIT_WRITES_PER_IP,
      writesPerAccount: e.RATE_LIMIT_WRITES_PER_ACCOUNT,
      captchasPerIp: e.RATE_LIMIT_CAPTCHAS_PER_IP,
    },
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    db: {
      poolSize: e.DB_POOL_SIZE,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      idleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
    },
    healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    cleanupIntervalMs: e.CLEANUP_INTERVAL_MS,
    hotJobsRefreshMs: e.HOT_JOBS_REFRESH_MS,
    savedSearchAlertsMs: e.SAVED_SEARCH_ALERTS_MS,
    messageStreams: {
      max: e.MESSAGE_STREAMS_MAX,
      perAddress: e.MESSAGE_STREAMS_PER_IP,
      pingMs: e.MESSAGE_STREAM_PING_MS,
      maxAgeMs: e.MESSAGE_STREAM_MAX_AGE_MS,
    },
  };
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** True when HOST keeps the server unreachable from other machines (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  const family = isIP(bare);
  return family !== 0 && LOOPBACK.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * An onRequest hook that logs one warning, naming TRUST_PROXY, at the first request carrying X-Forwarded-For from a
 * peer that TRUST_PROXY does not list. Behind such a proxy every client has the proxy's address: the limits per
 * address (the login limits of ADR 0118, the rate limits) then count all of them as one client.
 */
export function untrustedForwardingWarning(log: FastifyBaseLogger) {
  let warned = false;
  return async (request: FastifyRequest) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    // With a trusted peer, `ips` (set only when TRUST_PROXY is) holds the peer and at least the client it names.
    if ((request.ips?.length ?? 0) > 1) return;
    warned = true;
    log.warn(
      { peer: request.socket.remoteAddress },
      'A request came with X-Forwarded-For from a peer that TRUST_PROXY does not list, so every client behind it ' +
        'counts as that one address (login limits, rate limits). Behind a reverse proxy, set TRUST_PROXY to its address.',
    );
  };
}
