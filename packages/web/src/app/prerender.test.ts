import vm from 'node:vm';
import { ROUTE_MODULES_ID, STORAGE_KEYS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { GATE_KEYS, GATE_ROUTE_MODULES_ID, gateScript } from '../../scripts/prerender-plugin.ts';
import { renderLogin } from './prerender.tsx';

const PRELOAD = {
  login: ['/assets/entry-abc.js', '/assets/i18n-def.js'],
  app: ['/assets/full-app-123.js'],
  languages: { zh: ['/assets/zh-4.js'], en: ['/assets/en-5.js'] },
};
/** The app and the interface's texts (Chinese unless English is stored). */
const APP_ZH = [...PRELOAD.app, ...PRELOAD.languages.zh];

type Added = { rel?: string; href?: string; src?: string; type?: string; crossOrigin: string | null };

/**
 * Runs the gate script as the browser would: whether it turned the prerendered page off, what it preloaded, the
 * module scripts it added, and how many of its additions waited for the first paint (requestAnimationFrame).
 */
function gate(
  pathname: string,
  stored: Record<string, string>,
  attributes: Record<string, string> = {},
  /** The text of the drawn document's list of its page's modules, if it has one. */
  routeModules?: string,
  preload = PRELOAD,
): {
  off: boolean;
  preloaded: string[];
  scripts: string[];
  afterPaint: number;
  /** How many elements each task of the gate's added (the script's own run first). */
  perTask: number[];
  submit: () => boolean;
} {
  const added: Added[] = [];
  // A timer's callback runs as a task of its own, after the document is parsed.
  const timers: (() => void)[] = [];
  const perTask = [0];
  let onSubmit: ((event: { preventDefault(): void }) => void) | null = null;
  // The gate runs in the head; the rest of the document is parsed after it.
  let parsed = false;
  const onParsed: (() => void)[] = [];
  let painted = false;
  let afterPaint = 0;
  vm.runInNewContext(gateScript(preload), {
    location: { pathname },
    // What waits for the first paint runs at once here, counted.
    requestAnimationFrame: (run: () => void) => {
      painted = true;
      run();
    },
    setTimeout: (run: () => void) => timers.push(run),
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
        getAttribute: (name: string) => attributes[name] ?? null,
        hasAttribute: (name: string) => name in attributes,
      },
      addEventListener: (type: string, listener: (event: { preventDefault(): void }) => void, capture?: boolean) => {
        if (type === 'DOMContentLoaded') onParsed.push(() => listener({ preventDefault: () => {} }));
        else {
          expect([type, capture]).toEqual(['submit', true]);
          onSubmit = listener;
        }
      },
      createElement: (): Added => ({ crossOrigin: null }),
      getElementById: (id: string) =>
        id === GATE_ROUTE_MODULES_ID && routeModules !== undefined && parsed ? { textContent: routeModules } : null,
      head: {
        appendChild: (element: Added) => {
          // The app's entry reads the whole document (the state at its end).
          if (element.type === 'module') expect(parsed).toBe(true);
          added.push(element);
          perTask.push((perTask.pop() ?? 0) + 1);
          if (painted) afterPaint += 1;
        },
      },
    },
  });
  parsed = true;
  for (const run of onParsed) run();
  for (let task = timers.shift(); task; task = timers.shift()) {
    perTask.push(0);
    task();
  }
  const links = added.filter((element) => element.rel !== undefined);
  for (const link of links) expect([link.rel, link.crossOrigin]).toEqual(['modulepreload', '']);
  const scripts = added.filter((element) => element.type === 'module');
  for (const script of scripts) expect(script.crossOrigin).toBe('');
  return {
    off: attributes['data-prerender'] === 'off',
    preloaded: links.map((l) => l.href ?? ''),
    scripts: scripts.map((script) => script.src ?? ''),
    afterPaint,
    perTask,
    // Sends a form: whether it went (nothing prevented it).
    submit: () => {
      let prevented = false;
      onSubmit?.({ preventDefault: () => (prevented = true) });
      return !prevented;
    },
  };
}

describe('the prerendered /login', () => {
  it('is the login form in Chinese, plain HTML without antd', () => {
    const { html } = renderLogin();
    for (const label of ['手机号', '密码', '验证码', '登录', '注册']) expect(html).toContain(label);
    expect(html).not.toContain('Phone number');
    expect(html).toContain('<label for="auth_mobile"');
    expect(html).toContain('id="auth_mobile"');
    expect(html).not.toContain('ant-');
  });

  it('is shown only on /login, signed out, in the default language', () => {
    expect(gate('/login', {}).off).toBe(false);
    expect(gate('/login', { [STORAGE_KEYS.language]: 'zh' }).off).toBe(false);
    for (const [pathname, stored] of [
      ['/jobs', {}],
      ['/', {}],
      ['/login', { [STORAGE_KEYS.language]: 'en' }],
      ['/login', { [STORAGE_KEYS.token]: 'abc' }],
    ] as const) {
      expect(gate(pathname, stored).off, pathname).toBe(true);
    }
  });

  it('preloads what main.tsx imports: the login screen on a signed-out /login (also in English), else the app and its texts', () => {
    expect(gate('/login', {}).preloaded).toEqual(PRELOAD.login);
    expect(gate('/login', { [STORAGE_KEYS.language]: 'en' }).preloaded).toEqual(PRELOAD.login);
    expect(gate('/login', { [STORAGE_KEYS.token]: 'abc' }).preloaded).toEqual(APP_ZH);
    expect(gate('/jobs', {}).preloaded).toEqual(APP_ZH);
    expect(gate('/jobs', { [STORAGE_KEYS.language]: 'en' }).preloaded).toEqual([...PRELOAD.app, '/assets/en-5.js']);
  });

  it('on a signed-in /login the preloads go out at once; the prerendered screen paints first', () => {
    expect(gate('/login', {}).afterPaint).toBe(PRELOAD.login.length);
    expect(gate('/jobs', { [STORAGE_KEYS.token]: 'abc' }).afterPaint).toBe(0);
  });

  it('a page the server drew (ADR 0126) is painted first: then the preloads and the entry it names', () => {
    const drawn = gate('/jobs', { [STORAGE_KEYS.token]: 'abc' }, { 'data-drawn': '/assets/index-9.js' });
    expect(drawn.off).toBe(true);
    expect(drawn.preloaded).toEqual(APP_ZH);
    expect(drawn.scripts).toEqual(['/assets/index-9.js']);
    expect(drawn.afterPaint).toBe(APP_ZH.length + 1);
    // The page's own modules, which the document lists (not as links in its head), go with the entry; a broken list
    // only loses the preloads.
    const withModules = gate(
      '/jobs',
      { [STORAGE_KEYS.token]: 'abc' },
      { 'data-drawn': '/assets/index-9.js' },
      '["/assets/jobs-page-1.js"]',
    );
    expect(withModules.preloaded).toEqual([...APP_ZH, '/assets/jobs-page-1.js']);
    expect(withModules.afterPaint).toBe(APP_ZH.length + 2);
    const broken = gate('/jobs', {}, { 'data-drawn': '/assets/index-9.js' }, '["/assets/jo');
    expect([broken.preloaded, broken.scripts]).toEqual([APP_ZH, ['/assets/index-9.js']]);
    // Without it the entry is index.html's own tag: the gate adds no script.
    expect(gate('/jobs', { [STORAGE_KEYS.token]: 'abc' }).scripts).toEqual([]);
  });

  it('adds each preload in a task of its own, the entry first: a hundred in one task held a phone for over a second', () => {
    const many = { ...PRELOAD, app: Array.from({ length: 40 }, (_, i) => `/assets/chunk-${i}.js`) };
    const routeModules = JSON.stringify(['/assets/jobs-page-1.js', '/assets/table-2.js']);
    const drawn = gate(
      '/jobs',
      { [STORAGE_KEYS.token]: 'abc' },
      { 'data-drawn': '/assets/index-9.js' },
      routeModules,
      many,
    );
    expect(drawn.preloaded).toEqual([
      ...many.app,
      ...many.languages.zh,
      '/assets/jobs-page-1.js',
      '/assets/table-2.js',
    ]);
    expect(drawn.scripts).toEqual(['/assets/index-9.js']);
    expect(Math.max(...drawn.perTask)).toBe(1);
    // The app shell (no drawn page): the same.
    const shell = gate('/jobs', { [STORAGE_KEYS.token]: 'abc' }, {}, undefined, many);
    expect(shell.preloaded).toEqual([...many.app, ...many.languages.zh]);
    expect(shell.perTask).toEqual([0, ...shell.preloaded.map(() => 1)]);
  });

  it("a drawn page's forms are not sent before the app has taken the page over (no typed value in the address)", () => {
    const attributes: Record<string, string> = { 'data-drawn': '/assets/index-9.js' };
    const drawn = gate('/bid/info/abc', {}, attributes);
    expect(drawn.submit()).toBe(false);
    attributes['data-hydrated'] = '';
    expect(drawn.submit()).toBe(true);
    // The shell's pages are the app's from the start.
    expect(gate('/jobs', {}).submit()).toBe(true);
  });

  it('reads the storage keys the app writes', () => {
    expect(GATE_KEYS).toEqual({ language: STORAGE_KEYS.language, token: STORAGE_KEYS.token });
    expect(GATE_ROUTE_MODULES_ID).toBe(ROUTE_MODULES_ID);
  });
});
