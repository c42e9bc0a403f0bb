import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, loginAs, loginViaApi, openBrowser, POLL } from '../src/harness.ts';

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
    const response = await page.goto(h.url('/jobs'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('#root')?.childElementCount ?? 0), POLL)
      .toBeGreaterThan(0);
  });

  it('answers an address without a page with 404, and the app shows its not-found screen', async () => {
    const page = await h.newPage('zh');
    await loginAs(page, await loginViaApi(DEMO.seeker));
    const response = await page.goto(h.url('/some/client/route'));
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('页面不存在').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/some/client/route');
  });

  it('serves robots.txt and favicon.ico, and none of the build manifests', async () => {
    const page = await h.newPage('zh');
    const robots = await page.request.get(h.url('/robots.txt'));
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /u/v1/');
    const icon = await page.request.get(h.url('/favicon.ico'));
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/icon/);
    for (const file of ['/.vite/manifest.json']) {
      const res = await page.request.get(h.url(file));
      expect(res.status(), file).toBe(404);
      expect(await res.text(), file).not.toContain('"file":');
    }
  });
});
