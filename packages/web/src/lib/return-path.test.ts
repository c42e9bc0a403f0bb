import { describe, expect, it } from 'vitest';
import { afterLoginPath, landingOf, loginPathFor, MAX_RETURN_PATH, safeReturnPath } from './return-path.ts';

describe('the return path after a login', () => {
  it('accepts a path of this site, with its query string and hash', () => {
    for (const path of ['/job/13', '/user/resume', '/jobs?city=武汉&page=2', '/forum/post/4#reply', '/admin/users']) {
      expect(safeReturnPath(path)).toBe(path);
    }
  });

  it('refuses another site, a scheme, a backslash and control characters', () => {
    for (const hostile of [
      '//evil.com',
      '//evil.com/job/13',
      '/\\evil.com',
      '\\\\evil.com',
      '/job\\..\\x',
      'https://evil.com',
      'http:/evil.com',
      'javascript:alert(1)',
      ' /job/13',
      'job/13',
      '/\t/evil.com',
      '/job/13\n',
      '/\u0000',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(hostile), String(hostile)).toBeNull();
    }
  });

  it('refuses what decodes to another site, and what does not decode', () => {
    for (const hostile of [
      '/%2F%2Fevil.com',
      '/%2f/evil.com',
      '/%5Cevil.com',
      '/%09/evil.com',
      '/%0d%0a',
      '/job/%E4',
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeNull();
    }
  });

  it('refuses a path longer than the bound', () => {
    const long = `/jobs?q=${'a'.repeat(MAX_RETURN_PATH)}`;
    expect(safeReturnPath(long)).toBeNull();
    expect(safeReturnPath(long.slice(0, MAX_RETURN_PATH))).toBe(long.slice(0, MAX_RETURN_PATH));
  });

  it('refuses /login itself, so a login never returns to a login', () => {
    for (const loop of ['/login', '/login/', '/LOGIN', '/login?next=/login', '/login?next=%2Fjob%2F13', '/login#x']) {
      expect(safeReturnPath(loop), loop).toBeNull();
    }
  });

  it("goes to `next` when it is safe, else to the role's landing page", () => {
    expect(afterLoginPath('?next=%2Fjob%2F13', '3')).toBe('/job/13');
    expect(afterLoginPath('?next=/job/13', '1')).toBe('/job/13');
    expect(afterLoginPath('', '3')).toBe('/home');
    expect(afterLoginPath('', '2')).toBe('/home');
    expect(afterLoginPath('', '1')).toBe('/admin/dashboard');
    for (const hostile of [
      '?next=//evil.com',
      '?next=%2F%2Fevil.com',
      '?next=/%5Cevil.com',
      '?next=https://evil.com',
      '?next=javascript:alert(1)',
      '?next=/%252F%252Fevil.com',
      `?next=/login%3Fnext%3D%252Flogin`,
      `?next=/${'a'.repeat(MAX_RETURN_PATH)}`,
      `?x=${'a'.repeat(MAX_RETURN_PATH * 4)}&next=/job/13`,
    ]) {
      expect(afterLoginPath(hostile, '3'), hostile).toBe('/home');
      expect(afterLoginPath(hostile, '1'), hostile).toBe('/admin/dashboard');
    }
    expect(landingOf('1')).toBe('/admin/dashboard');
  });

  it('/login carries the page to return to, and nothing it would refuse', () => {
    expect(loginPathFor('/job/13')).toBe('/login?next=%2Fjob%2F13');
    expect(afterLoginPath(new URL(loginPathFor('/jobs?city=武汉#top'), 'http://x').search, '3')).toBe(
      '/jobs?city=武汉#top',
    );
    for (const plain of ['/', '/login', '/login?next=/job/13', '//evil.com', `/${'a'.repeat(MAX_RETURN_PATH)}`]) {
      expect(loginPathFor(plain), plain).toBe('/login');
    }
  });
});
