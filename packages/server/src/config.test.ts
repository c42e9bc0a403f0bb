import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
});
