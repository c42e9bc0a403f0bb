import path from 'node:path';
import { z } from 'zod';

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
});

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
  };
}
