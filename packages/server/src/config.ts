import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const perMinute = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** An address, a CIDR, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const ConfigSchema = z.object({
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
  seedDemo: 'auto' | 'yes' | 'no';
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy); false: the socket address is the client. */
  trustProxy: string[] | false;
  rateLimits: RateLimits;
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
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY.length > 0 ? e.TRUST_PROXY : false,
    rateLimits: {
      anonymousPerIp: e.RATE_LIMIT_ANONYMOUS_PER_IP,
      writesPerIp: e.RATE_LIMIT_WRITES_PER_IP,
      writesPerAccount: e.RATE_LIMIT_WRITES_PER_ACCOUNT,
      captchasPerIp: e.RATE_LIMIT_CAPTCHAS_PER_IP,
    },
  };
}
