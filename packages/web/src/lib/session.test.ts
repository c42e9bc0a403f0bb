// @vitest-environment happy-dom
import { DOCUMENT_COOKIES, type LoginResult, ROLES } from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveLanguage, saveLogin, writeDocumentCookies } from './session.ts';

const LOGIN: LoginResult = {
  token: 'tok/en+1',
  id: 7,
  nick_name: '张伟',
  expired_at: Math.floor(Date.now() / 1000) + 3600,
  role: ROLES.seeker,
  profile: '',
};

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), decodeURIComponent(part.slice(part.indexOf('=') + 1))]),
  );
}

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('the document cookies beside the stored login (ADR 0097)', () => {
  it('a login writes its token and the language; a switch of language and a logout follow', () => {
    saveLogin(LOGIN);
    expect(cookies()).toMatchObject({ [DOCUMENT_COOKIES.token]: LOGIN.token, [DOCUMENT_COOKIES.language]: 'zh' });
    saveLanguage('en');
    expect(cookies()[DOCUMENT_COOKIES.language]).toBe('en');
    clearSession();
    expect(cookies()[DOCUMENT_COOKIES.token] || undefined).toBeUndefined();
    expect(cookies()[DOCUMENT_COOKIES.language]).toBe('en');
  });

  it('a login kept from before the cookies gets them when the app starts; without one there is no token cookie', () => {
    localStorage.setItem('token', 'older-login');
    writeDocumentCookies();
    expect(cookies()[DOCUMENT_COOKIES.token]).toBe('older-login');
    localStorage.removeItem('token');
    writeDocumentCookies();
    expect(cookies()[DOCUMENT_COOKIES.token] || undefined).toBeUndefined();
  });
});
