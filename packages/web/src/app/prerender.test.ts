import vm from 'node:vm';
import { STORAGE_KEYS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { GATE, GATE_KEYS } from '../../scripts/prerender-plugin.ts';
import { renderLogin } from './prerender.tsx';

/** Runs the gate script as the browser would, returning whether it turned the prerendered page off. */
function gate(pathname: string, stored: Record<string, string>): boolean {
  const attributes: Record<string, string> = {};
  vm.runInNewContext(GATE, {
    location: { pathname },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
  });
  return attributes['data-prerender'] === 'off';
}

describe('the prerendered /login', () => {
  it('is the login form in Chinese with the antd styles it uses', () => {
    const { html, css } = renderLogin();
    for (const label of ['手机号', '密码', '验证码', '登录', '注册']) expect(html).toContain(label);
    expect(html).not.toContain('Phone number');
    expect(html).toContain('id="auth_mobile"');
    for (const component of ['ant-form', 'ant-input', 'ant-btn', 'ant-segmented'])
      expect(css).toContain(`.${component}`);
  });

  it('is shown only on /login, signed out, in the default language', () => {
    expect(gate('/login', {})).toBe(false);
    expect(gate('/login', { [STORAGE_KEYS.language]: 'zh' })).toBe(false);
    expect(gate('/jobs', {})).toBe(true);
    expect(gate('/', {})).toBe(true);
    expect(gate('/login', { [STORAGE_KEYS.language]: 'en' })).toBe(true);
    expect(gate('/login', { [STORAGE_KEYS.token]: 'abc' })).toBe(true);
  });

  it('reads the storage keys the app writes', () => {
    expect(GATE_KEYS).toEqual({ language: STORAGE_KEYS.language, token: STORAGE_KEYS.token });
  });
});
