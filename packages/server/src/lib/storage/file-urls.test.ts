import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFileUrls } from './file-urls.ts';

const KEY = 'certificates/7/0b4e7c1a-7f8e-4a57-9c4e-2f0d7f3a9b11.jpg';

function expiryOf(url: string) {
  return Number(new URL(url, 'http://x').searchParams.get('e'));
}

describe('signed file URLs', () => {
  it('live 10 to 15 minutes, and stay the same for a few minutes so browsers can cache them', () => {
    let now = Date.UTC(2026, 0, 5, 9, 0, 30);
    const urls = createFileUrls(randomBytes(32), () => now);
    const first = urls.url(KEY);
    const lifetime = expiryOf(first) - now / 1000;
    expect(lifetime).toBeGreaterThanOrEqual(10 * 60);
    expect(lifetime).toBeLessThanOrEqual(15 * 60);

    now += 60_000;
    expect(urls.url(KEY)).toBe(first);
    for (let minute = 0; minute < 30; minute += 1) {
      now += 60_000;
      const lived = expiryOf(urls.url(KEY)) - now / 1000;
      expect(lived).toBeGreaterThanOrEqual(10 * 60);
      expect(lived).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('stop working once expired', () => {
    let now = Date.UTC(2026, 0, 5, 9, 0, 0);
    const urls = createFileUrls(randomBytes(32), () => now);
    const url = new URL(urls.url(KEY), 'http://x');
    const expires = Number(url.searchParams.get('e'));
    const signature = url.searchParams.get('s') as string;
    expect(urls.verify(KEY, expires, signature)).toBe(true);
    now = expires * 1000 + 1000;
    expect(urls.verify(KEY, expires, signature)).toBe(false);
    expect(now - Date.UTC(2026, 0, 5, 9, 0, 0)).toBeLessThanOrEqual(16 * 60_000);
  });
});
