import { describe, expect, it } from 'vitest';
import type { Session } from '../lib/session.ts';
import { decideNavigation } from './guard.ts';

const now = Date.UTC(2026, 0, 1);
const session = (role: Session['role'] = '3', expiredAt = now / 1000 + 3600): Session => ({
  token: 't',
  userId: '1',
  nickName: 'n',
  expiredAt,
  role,
  profile: '',
});

describe('navigation guard', () => {
  it('bid-info pages skip all checks', () => {
    expect(decideNavigation('/bid/info/7', null, now)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/bid/info/7', session('3', 1), now)).toEqual({ kind: 'allow' });
  });

  it('the company page (ADR 0105) opens without a token, with one, and with an expired one', () => {
    for (const path of ['/company', '/company/']) {
      expect(decideNavigation(path, null, now)).toEqual({ kind: 'allow' });
      expect(decideNavigation(path, session('1'), now)).toEqual({ kind: 'allow' });
      expect(decideNavigation(path, session('3', 1), now)).toEqual({ kind: 'allow' });
    }
    expect(decideNavigation('/company/admin', null, now)).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fcompany%2Fadmin',
    });
  });

  it('with a token, /login, / and /resume go to the landing page', () => {
    expect(decideNavigation('/login', session('1'), now)).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    for (const path of ['/login', '/', '/resume', '/login/']) {
      expect(decideNavigation(path, session(), now)).toEqual({ kind: 'redirect', to: '/home' });
    }
  });

  it('without a token only /login and /resume are allowed; everything else goes to /login with itself as `next`', () => {
    expect(decideNavigation('/login', null, now)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/login?next=%2Fjob%2F13', null, now)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/resume', null, now)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/', null, now)).toEqual({ kind: 'redirect', to: '/login' });
    for (const path of ['/home', '/jobs', '/user/avatar', '/admin/dashboard', '/no-such-page']) {
      expect(decideNavigation(path, null, now)).toEqual({
        kind: 'redirect',
        to: `/login?next=${encodeURIComponent(path)}`,
      });
    }
    expect(decideNavigation('/job/13?from=share#apply', null, now)).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fjob%2F13%3Ffrom%3Dshare%23apply',
    });
  });

  it('with a token, /login goes on to its safe `next`, and to the landing page for any other', () => {
    expect(decideNavigation('/login?next=%2Fjob%2F13', session('3'), now)).toEqual({
      kind: 'redirect',
      to: '/job/13',
    });
    // The page's own guard decides next: an admin sent to a seeker's page is checked there, not here.
    expect(decideNavigation('/login?next=%2Fuser%2Fresume', session('1'), now)).toEqual({
      kind: 'redirect',
      to: '/user/resume',
    });
    for (const hostile of ['?next=//evil.com', '?next=https://evil.com', '?next=%2Flogin', '#?next=/job/13']) {
      expect(decideNavigation(`/login${hostile}`, session('3'), now), hostile).toEqual({
        kind: 'redirect',
        to: '/home',
      });
      expect(decideNavigation(`/login${hostile}`, session('1'), now), hostile).toEqual({
        kind: 'redirect',
        to: '/admin/dashboard',
      });
    }
  });

  it('an expired stored login (seconds timestamp in the past) is reported as expired', () => {
    expect(decideNavigation('/home', session('3', now / 1000 - 1), now)).toEqual({ kind: 'expired' });
    expect(decideNavigation('/login', session('3', now / 1000 - 1), now)).toEqual({ kind: 'expired' });
  });

  it('an administrator visiting /home goes to /admin', () => {
    expect(decideNavigation('/home', session('1'), now)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideNavigation('/home', session('2'), now)).toEqual({ kind: 'allow' });
  });

  it('any other page with a token is allowed (the guard only checks that a token exists)', () => {
    expect(decideNavigation('/admin/users', session('3'), now)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/talents', session('3'), now)).toEqual({ kind: 'allow' });
  });
});
