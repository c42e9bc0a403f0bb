import { describe, expect, it } from 'vitest';
import { storedLoginEntries } from './auth.ts';

describe('the stored login', () => {
  const login = { id: 7, token: 'tok', nick_name: '张伟', expired_at: 1_900_000_000, role: '3' } as const;

  it('uses the stored login’s local storage keys, the expiry as seconds text', () => {
    expect(Object.fromEntries(storedLoginEntries(login))).toEqual({
      token: 'tok',
      userId: '7',
      nickName: '张伟',
      expiredAt: '1900000000',
      role: '3',
    });
  });

  it('stores a profile picture only when there is one', () => {
    expect(Object.fromEntries(storedLoginEntries({ ...login, profile: '/files/avatars/7/a.png' })).profile).toBe(
      '/files/avatars/7/a.png',
    );
  });
});
