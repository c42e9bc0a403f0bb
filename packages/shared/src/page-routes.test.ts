import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-routes.ts';

describe('isPagePath matches addresses as the web router does', () => {
  it.each([
    '/',
    '/login',
    '/jobs',
    '/jobs/',
    '/JOBS',
    '/job/12',
    '/job/abc',
    '/bid/info/7',
    '/user',
    '/user/resume',
    '/admin',
    '/admin/com',
    '/admin/com/service',
    '/forum/post/3',
  ])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '',
    'jobs',
    '/robots.txt',
    '/sitemap.xml',
    '/favicon.ico',
    '/nothing',
    '/some/client/route',
    '/job',
    '/job/12/more',
    '/job//12',
    '//jobs',
    '/user/nothing',
    '/admin/nothing',
    '/.vite/manifest.json',
    `/${'a'.repeat(10_000)}`,
  ])('%s is not a page', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});
