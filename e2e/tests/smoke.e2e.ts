import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openBrowser, POLL } from '../src/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await openBrowser();
});
afterAll(() => h.close());

describe('the served app', () => {
  it('serves the SPA with history fallback and a healthy database', async () => {
    const page = await h.newPage('zh');
    const health = await page.request.get(h.url('/healthz'));
    expect(health.status()).toBe(200);
    const response = await page.goto(h.url('/some/client/route'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('#root')?.childElementCount ?? 0), POLL)
      .toBeGreaterThan(0);
  });
});
