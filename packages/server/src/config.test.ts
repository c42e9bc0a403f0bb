import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      seedDemo: 'auto',
    });
  });

  it('ignores CAPTCHA_TEST_ANSWER in production', () => {
    expect(loadConfig({ CAPTCHA_TEST_ANSWER: 'X1234' }).captchaTestAnswer).toBe('X1234');
    expect(loadConfig({ CAPTCHA_TEST_ANSWER: 'X1234', NODE_ENV: 'production' }).captchaTestAnswer).toBeUndefined();
  });

  it('refuses invalid settings with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('serves /docs outside production unless API_DOCS says otherwise', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('bounds database and HTTP waits by default', () => {
    expect(loadConfig({})).toMatchObject({
      db: {
        poolSize: 10,
        statementTimeoutMs: 5000,
        lockTimeoutMs: 2000,
        connectTimeoutMs: 5000,
        idleTimeoutMs: 30_000,
      },
      healthTimeoutMs: 2000,
      http: { requestTimeoutMs: 60_000, connectionTimeoutMs: 60_000, keepAliveTimeoutMs: 72_000 },
      cleanupIntervalMs: 600_000,
    });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0', CLEANUP_INTERVAL_MS: '0' })).toMatchObject({
      db: { statementTimeoutMs: 0 },
      cleanupIntervalMs: 0,
    });
    expect(() => loadConfig({ DB_LOCK_TIMEOUT_MS: '-1' })).toThrow(/DB_LOCK_TIMEOUT_MS/);
    expect(() => loadConfig({ HEALTH_TIMEOUT_MS: '0' })).toThrow(/HEALTH_TIMEOUT_MS/);
  });

  it('knows which hosts only this machine reaches', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'example.com', '128.0.0.1', '::2']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
