import { STORAGE_KEYS } from '@app/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA,
  DEMO,
  DEMO_PASSWORD,
  type Harness,
  loginAs,
  loginViaApi,
  openBrowser,
  POLL,
  registerSeekerWithResume,
  registerViaApi,
  type TestUser,
  uniquePhone,
} from '../src/harness.ts';

/** Accounts and the web shell (docs/product/accounts-and-login.md), driven by visible labels in zh and en. */

const TEXT = {
  zh: {
    phone: '手机号',
    password: '密码',
    confirm: '确认密码',
    captcha: '验证码',
    login: '登录',
    register: '注册',
    seeker: '求职者',
    hr: '招聘方',
    wrongPassword: '手机号或密码错误',
    expired: '登录已过期，请重新登录',
    loggedOut: '退出登录成功',
    logout: '退出登录',
    tooSoon: /刷新太频繁，验证码将在 \d+ 秒后自动刷新/,
    refreshIn: /\d+ 秒后可刷新/,
    countdown: /(\d+) 秒后自动刷新/,
    language: '语言',
  },
  en: {
    phone: 'Phone number',
    password: 'Password',
    confirm: 'Confirm password',
    captcha: 'Captcha',
    login: 'Log in',
    register: 'Sign up',
    seeker: 'Job seeker',
    hr: 'Recruiter',
    wrongPassword: 'Wrong phone number or password',
    expired: 'Login expired, please log in again',
    loggedOut: 'Logged out',
    logout: 'Log out',
    tooSoon: /Refreshing too often; a new captcha comes in \d+ s/,
    refreshIn: /You can refresh in \d+ s/,
    countdown: /Refreshes in (\d+) s/,
    language: 'Language',
  },
} as const;
type Lang = keyof typeof TEXT;

let h: Harness;
beforeAll(async () => {
  h = await openBrowser();
});
afterAll(() => h.close());

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function waitForPath(page: Page, pathname: string) {
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(pathname);
}

async function storage(page: Page, key: string) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

async function captchaSrc(page: Page) {
  const img = page.locator('[data-testid="captcha-image"] img');
  await img.waitFor();
  return img.getAttribute('src');
}

async function openLogin(page: Page) {
  await page.goto(h.url('/login'));
  await captchaSrc(page);
}

async function fillLogin(page: Page, lang: Lang, phone: string, password: string) {
  const t = TEXT[lang];
  await page.getByLabel(t.phone).fill(phone);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByLabel(t.captcha, { exact: true }).fill(CAPTCHA);
}

async function submit(page: Page, lang: Lang, mode: 'login' | 'register') {
  await page.getByRole('button', { name: TEXT[lang][mode], exact: true }).click();
}

async function switchToRegister(page: Page, lang: Lang) {
  // The login/register switch at the top of the card (the only exact 'register' text in login mode).
  await page.getByText(TEXT[lang].register, { exact: true }).click();
  await page.getByLabel(TEXT[lang].confirm).waitFor();
}

describe('register', () => {
  it.each(['zh', 'en'] as const)(
    'a job seeker registers (%s) and lands on /home with job seeker navigation',
    async (lang) => {
      const t = TEXT[lang];
      const page = await h.newPage(lang);
      await openLogin(page);
      await switchToRegister(page, lang);
      const button = page.getByRole('button', { name: t.register, exact: true });
      expect(await button.isDisabled()).toBe(true);

      const password = 'seeker-pass-123';
      await fillLogin(page, lang, uniquePhone(), password);
      await page.getByLabel(t.confirm).fill('different-pass-1');
      await page.getByLabel(t.confirm).blur();
      // In error: still disabled.
      await expect.poll(() => button.isDisabled(), POLL).toBe(true);
      await page.getByLabel(t.confirm).fill(password);
      await expect.poll(() => button.isDisabled(), POLL).toBe(false);
      expect(await page.getByRole('radio', { name: new RegExp(t.seeker) }).isChecked()).toBe(true);
      if (lang === 'zh') await h.screenshot(page, 'register-zh');

      await button.click();
      await waitForPath(page, '/home');
      expect(await storage(page, STORAGE_KEYS.role)).toBe('3');
      expect(await storage(page, STORAGE_KEYS.token)).toBeTruthy();
      const nav = lang === 'zh' ? ['职位', '规范标准'] : ['Jobs', 'Standards'];
      for (const name of nav) await page.getByRole('menuitem', { name }).waitFor();
    },
  );

  it.each(['zh', 'en'] as const)('an HR user registers (%s) and sees the talent pool navigation', async (lang) => {
    const t = TEXT[lang];
    const page = await h.newPage(lang);
    await openLogin(page);
    await switchToRegister(page, lang);
    const password = 'recruiter-pass-1';
    await fillLogin(page, lang, uniquePhone(), password);
    await page.getByLabel(t.confirm).fill(password);
    await page.getByText(t.hr, { exact: true }).click();
    await expect.poll(() => page.getByRole('radio', { name: new RegExp(t.hr) }).isChecked(), POLL).toBe(true);
    await submit(page, lang, 'register');
    await waitForPath(page, '/home');
    expect(await storage(page, STORAGE_KEYS.role)).toBe('2');
    await page.getByRole('menuitem', { name: lang === 'zh' ? '人才库' : 'Talent pool' }).waitFor();
    if (lang === 'en') await h.screenshot(page, 'home-hr-en');
  });

  it('registering a phone number twice shows the server message inline and resets the captcha', async () => {
    const existing = await registerViaApi();
    const page = await h.newPage('zh');
    await openLogin(page);
    await switchToRegister(page, 'zh');
    await fillLogin(page, 'zh', existing.phone, 'another-pass-1');
    await page.getByLabel('确认密码').fill('another-pass-1');
    const before = await captchaSrc(page);
    await submit(page, 'zh', 'register');
    await page.getByRole('alert').filter({ hasText: '该手机号已注册' }).waitFor();
    await expect.poll(() => captchaSrc(page), POLL).not.toBe(before);
    expect(await page.getByLabel('验证码', { exact: true }).inputValue()).toBe('');
  });
});

describe('the Sign-up form', () => {
  const PHONE = { width: 390, height: 844 };

  it.each([
    ['zh', undefined],
    ['en', PHONE],
  ] as const)(
    'says the passwords differ on the confirmation, whichever is edited last (%s)',
    async (lang, viewport) => {
      const t = TEXT[lang];
      const mismatch = lang === 'zh' ? '两次输入的密码不一致' : 'The two passwords do not match';
      const page = await h.newPage(lang, viewport);
      await openLogin(page);
      await switchToRegister(page, lang);
      await page.getByLabel(t.password, { exact: true }).fill('password-123');
      await page.getByLabel(t.confirm).fill('password-124');
      await page.getByText(mismatch).waitFor();
      // The password edited last: still said while they differ, gone once they match.
      await page.getByLabel(t.password, { exact: true }).fill('password-125');
      await page.getByText(mismatch).waitFor();
      await page.getByLabel(t.password, { exact: true }).fill('password-124');
      await expect.poll(() => page.getByText(mismatch).count(), POLL).toBe(0);
      await page.getByLabel(t.password, { exact: true }).fill('password-1245');
      await page.getByText(mismatch).waitFor();
      expect(await page.getByLabel(t.confirm).getAttribute('aria-invalid')).toBe('true');
      await h.screenshot(page, `register-mismatch-${lang}`);
    },
  );

  it.each(['zh', 'en'] as const)("a failed login's alert and typed values stay out of Sign up (%s)", async (lang) => {
    const t = TEXT[lang];
    const page = await h.newPage(lang);
    await openLogin(page);
    await fillLogin(page, lang, DEMO.hr, 'not-the-password-1');
    await submit(page, lang, 'login');
    await page.getByRole('alert').filter({ hasText: t.wrongPassword }).waitFor();
    await switchToRegister(page, lang);
    expect(await page.getByRole('alert').count()).toBe(0);
    for (const label of [t.phone, t.password, t.confirm, t.captcha]) {
      expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe('');
    }
  });
});

describe('log in and out', () => {
  it.each(['zh', 'en'] as const)('a job seeker logs in (%s), sees the header and logs out', async (lang) => {
    const t = TEXT[lang];
    const page = await h.newPage(lang);
    await openLogin(page);
    if (lang === 'zh') await h.screenshot(page, 'login-zh');
    else await h.screenshot(page, 'login-en');
    await fillLogin(page, lang, DEMO.seeker, DEMO_PASSWORD);
    await submit(page, lang, 'login');
    await waitForPath(page, '/home');
    await page.getByText(lang === 'zh' ? /油量 \d+/ : /Oil \d+/).waitFor();
    await page.getByRole('button', { name: lang === 'zh' ? '消息通知' : 'Notifications' }).waitFor();
    if (lang === 'zh') await h.screenshot(page, 'home-seeker-zh');

    const nickName = (await storage(page, STORAGE_KEYS.nickName)) ?? '';
    await page.getByRole('button', { name: nickName }).click();
    await page.getByRole('menuitem', { name: t.logout }).click();
    await waitForPath(page, '/login');
    await page.getByText(t.loggedOut).waitFor();
    for (const key of ['token', 'userId', 'nickName', 'expiredAt', 'role'] as const) {
      expect(await storage(page, STORAGE_KEYS[key])).toBeNull();
    }
    // The old session is revoked: the guard now keeps /home closed.
    await page.goto(h.url('/home'));
    await waitForPath(page, '/login');
  });

  it.each(['zh', 'en'] as const)(
    'an administrator lands on /admin/dashboard (%s) and logs out from the admin header',
    async (lang) => {
      const t = TEXT[lang];
      const page = await h.newPage(lang);
      await openLogin(page);
      await fillLogin(page, lang, DEMO.admin, DEMO_PASSWORD);
      await submit(page, lang, 'login');
      await waitForPath(page, '/admin/dashboard');
      await page.getByRole('menuitem', { name: lang === 'zh' ? '用户管理' : 'Users' }).waitFor();
      await h.screenshot(page, `admin-${lang}`);
      // An admin's /home goes to the console.
      await page.goto(h.url('/home'));
      await waitForPath(page, '/admin/dashboard');
      await page.getByRole('button', { name: t.logout }).click();
      await waitForPath(page, '/login');
      await page.getByText(t.loggedOut).waitFor();
    },
  );

  it.each(['zh', 'en'] as const)(
    'a wrong password says so (%s), clears the captcha and fetches a new one',
    async (lang) => {
      const t = TEXT[lang];
      const page = await h.newPage(lang);
      await openLogin(page);
      const before = await captchaSrc(page);
      await fillLogin(page, lang, DEMO.hr, 'not-the-password-1');
      await submit(page, lang, 'login');
      await page.getByRole('alert').filter({ hasText: t.wrongPassword }).waitFor();
      await expect.poll(() => captchaSrc(page), POLL).not.toBe(before);
      expect(await page.getByLabel(t.captcha, { exact: true }).inputValue()).toBe('');
      expect(pathOf(page)).toBe('/login');
    },
  );

  it('form rules show the phone, password and captcha messages', async () => {
    const page = await h.newPage('zh');
    await openLogin(page);
    await page.getByLabel('手机号').fill('12345');
    await page.getByLabel('密码', { exact: true }).fill('short');
    await page.getByLabel('验证码', { exact: true }).fill('ab');
    await submit(page, 'zh', 'login');
    await page.getByText('请输入正确的手机号').waitFor();
    await page.getByText('密码至少 10 位').waitFor();
    await page.getByText('验证码至少 5 位').waitFor();
    await page.getByLabel('手机号').fill('');
    await page.getByLabel('手机号').blur();
    await page.getByText('请输入手机号').waitFor();
  });
});

describe('navigation guard', () => {
  it('without a token only /login and /resume open; everything else goes to /login', async () => {
    const page = await h.newPage('zh');
    for (const path of ['/', '/home', '/jobs', '/user/avatar', '/admin/users', '/no-such-page']) {
      await page.goto(h.url(path));
      await waitForPath(page, '/login');
    }
    await page.goto(h.url('/resume'));
    // The guard decides before a page renders: once the form is on screen, it let /resume open.
    await page.getByRole('heading', { name: '填写简历' }).waitFor();
    expect(pathOf(page)).toBe('/resume');
  });

  it('bid-info pages skip every check', async () => {
    const page = await h.newPage('zh');
    const link = '/bid/info/AbCdEfGhIjKlMnOpQrStUv-_';
    await page.goto(h.url(link));
    await page.getByText('请输入验证码', { exact: true }).first().waitFor();
    expect(pathOf(page)).toBe(link);
  });

  it('with a token, /login, / and /resume go to /home; /user opens the avatar page', async () => {
    const page = await h.newPage('en');
    await loginAs(page, await registerViaApi({ role: '3' }));
    for (const path of ['/login', '/', '/resume']) {
      await page.goto(h.url(path));
      await waitForPath(page, '/home');
    }
    await page.goto(h.url('/user'));
    await waitForPath(page, '/user/avatar');
    for (const item of ['My resume', 'Certificate photos', 'Project images', 'My applications', 'Messages']) {
      await page.getByRole('menuitem', { name: item }).waitFor();
    }
    await page.getByRole('menuitem', { name: 'Change password' }).waitFor();
    await h.screenshot(page, 'user-centre-en');
  });

  it('the HR user centre shows company, job posts and view requests; seekers may not open view requests', async () => {
    const page = await h.newPage('zh');
    await loginAs(page, await registerViaApi({ role: '2' }));
    await page.goto(h.url('/user/resume-permissions'));
    for (const item of ['公司信息', '职位管理', '查看申请', '修改密码']) {
      await page.getByRole('menuitem', { name: item }).waitFor();
    }
    expect(await page.getByRole('menuitem', { name: '我的简历' }).count()).toBe(0);

    const seeker = await h.newPage('zh');
    await loginAs(seeker, await registerViaApi({ role: '3' }));
    await seeker.goto(h.url('/user/resume-permissions'));
    // The role message of the router's role gate.
    await seeker.getByText('此页面仅对招聘方开放').waitFor();
  });

  it('an expired stored login is cleared with "login expired" and goes to /login', async () => {
    const page = await h.newPage('zh');
    await loginAs(page, await registerViaApi());
    await page.evaluate((key) => localStorage.setItem(key, String(Math.floor(Date.now() / 1000) - 10)), 'expiredAt');
    await page.goto(h.url('/home'));
    await waitForPath(page, '/login');
    // Said in a toast and on the login card: both are alerts, so wait for each.
    const notices = page.getByRole('alert').filter({ hasText: TEXT.zh.expired });
    await expect.poll(() => notices.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await page.getByRole('main').getByRole('alert').filter({ hasText: TEXT.zh.expired }).waitFor();
    expect(await storage(page, STORAGE_KEYS.token)).toBeNull();
  });

  it('a login that expires while the page is open ends too', async () => {
    const page = await h.newPage('en');
    // The page's clock is the test's: the login ends when the test moves time past expiredAt, not before.
    const start = Date.now();
    await page.clock.install({ time: start });
    await loginAs(page, await registerViaApi());
    const expiredAt = Math.floor(start / 1000) + 3600;
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      STORAGE_KEYS.expiredAt,
      String(expiredAt),
    ] as const);
    await page.goto(h.url('/home'));
    await page.getByRole('menuitem', { name: 'Jobs' }).waitFor();

    await page.clock.pauseAt(expiredAt * 1000 - 60_000);
    await page.getByRole('menuitem', { name: 'Jobs' }).waitFor();
    expect(pathOf(page)).toBe('/home');

    await page.clock.runFor(61_000);
    await page.clock.resume();
    await waitForPath(page, '/login');
    await page.getByText(TEXT.en.expired).first().waitFor();
    expect(await storage(page, STORAGE_KEYS.token)).toBeNull();
  });

  it('a 401 answer (revoked session) also ends the login with "login expired"', async () => {
    const page = await h.newPage('en');
    const user = await registerViaApi();
    await loginAs(page, { ...user, token: 'not-a-valid-token' });
    await page.goto(h.url('/home'));
    await waitForPath(page, '/login');
    await page.getByText(TEXT.en.expired).first().waitFor();
    expect(await storage(page, STORAGE_KEYS.token)).toBeNull();
  });

  it('a page whose code fails to load shows "page navigation failed"; repeating the current page is ignored', async () => {
    const page = await h.newPage('zh');
    await loginAs(page, await loginViaApi(DEMO.seeker));
    await page.goto(h.url('/home'));
    await page.getByRole('menuitem', { name: '首页' }).waitFor();
    const length = await page.evaluate(() => history.length);
    await page.getByRole('menuitem', { name: '首页' }).click();
    expect(await page.evaluate(() => history.length)).toBe(length);

    await page.route(/\/assets\/jobs-page-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('menuitem', { name: '职位' }).click();
    await page.getByText('页面跳转失败').first().waitFor();
  });
});

describe('captcha', () => {
  it('shows a 60 s countdown, refreshes on click, blocks a second click within 60 s, and a failure lifts the limit', async () => {
    const page = await h.newPage('zh');
    await page.clock.install();
    await openLogin(page);
    const countdown = page.getByTestId('captcha-countdown');
    const seconds = async () => Number(TEXT.zh.countdown.exec((await countdown.textContent()) ?? '')?.[1]);
    const first = await seconds();
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    await page.clock.runFor(3_000);
    await expect.poll(seconds, POLL).toBeLessThan(first);

    const a = await captchaSrc(page);
    await page.getByRole('button', { name: '验证码图片，点击刷新' }).click();
    await expect.poll(() => captchaSrc(page), POLL).not.toBe(a);
    const b = await captchaSrc(page);

    await page.getByRole('button', { name: '验证码图片，点击刷新' }).click();
    await page.getByText(TEXT.zh.tooSoon).waitFor();
    expect(await captchaSrc(page)).toBe(b);
    // The picture and the line under it say when a click may refresh it again.
    expect(await countdown.textContent()).toMatch(TEXT.zh.refreshIn);

    await fillLogin(page, 'zh', DEMO.seeker, 'wrong-password-1');
    await submit(page, 'zh', 'login');
    await page.getByRole('alert').filter({ hasText: TEXT.zh.wrongPassword }).waitFor();
    await expect.poll(() => captchaSrc(page), POLL).not.toBe(b);
    const c = await captchaSrc(page);
    // The failure reset the limit: a manual refresh works again.
    await page.getByRole('button', { name: '验证码图片，点击刷新' }).click();
    await expect.poll(() => captchaSrc(page), POLL).not.toBe(c);
  });

  it('refreshes itself when the countdown reaches zero', async () => {
    const page = await h.newPage('en');
    await page.clock.install();
    await openLogin(page);
    const a = await captchaSrc(page);
    await page.clock.fastForward(61_000);
    await expect.poll(() => captchaSrc(page), POLL).not.toBe(a);
    const text = (await page.getByTestId('captcha-countdown').textContent()) ?? '';
    expect(Number(TEXT.en.countdown.exec(text)?.[1])).toBeGreaterThan(55);
  });
});

describe('language', () => {
  it('switching to English is saved under `language` and survives a reload, and back to Chinese', async () => {
    const page = await h.newPage('zh');
    await openLogin(page);
    await page.getByLabel('手机号').waitFor();
    await page.getByRole('button', { name: TEXT.zh.language }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByLabel('Phone number').waitFor();
    expect(await storage(page, STORAGE_KEYS.language)).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await page.getByLabel('Phone number').waitFor();
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();

    await page.getByRole('button', { name: TEXT.en.language }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByLabel('手机号').waitFor();
    await page.reload();
    await page.getByLabel('手机号').waitFor();
    expect(await storage(page, STORAGE_KEYS.language)).toBe('zh');
  });

  it('the header language switch changes the signed-in site too', async () => {
    const page = await h.newPage('zh');
    await loginAs(page, await loginViaApi(DEMO.hr));
    await page.goto(h.url('/home'));
    await page.getByRole('menuitem', { name: '人才库' }).waitFor();
    await page.getByRole('button', { name: TEXT.zh.language }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Talent pool' }).waitFor();
    await page.reload();
    await page.getByRole('menuitem', { name: 'Talent pool' }).waitFor();
  });
});

/** Real notifications: `count` new job seekers apply to one of the demo HR's jobs. */
async function applicationsTo(hr: TestUser, count: number) {
  const call = async <T>(path: string, token: string, body?: unknown) => {
    const res = await fetch(h.url(path), {
      method: body ? 'POST' : 'GET',
      headers: { 'x-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data: T; msg: string };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${json.msg}`);
    return json.data;
  };
  const seekers = [];
  for (let i = 0; i < count; i++) seekers.push(await registerSeekerWithResume());
  const [first] = seekers;
  if (!first) return;
  const jobs = await call<{ id: number; uid: number }[]>('/u/v1/hunter/search/job?pn=1&p_size=50', first.token);
  const job = jobs.find((j) => j.uid === hr.id);
  if (!job) throw new Error('the demo HR has no approved job in the seed');
  for (const seeker of seekers) {
    await call('/u/v1/hunter/submit/resume', seeker.token, { job_id: job.id, hr_id: hr.id, open_days: 7 });
  }
}

describe('notifications', () => {
  it("the bell shows unread messages, loads more on scroll, opens a new applicant's job and marks all read", async () => {
    const hr = await loginViaApi(DEMO.hr);
    await applicationsTo(hr, 11);
    const page = await h.newPage('en');
    await loginAs(page, hr);
    await page.goto(h.url('/home'));
    const bell = page.getByRole('button', { name: 'Notifications' });
    await expect
      .poll(async () => Number((await bell.textContent())?.replace(/\D/g, '') || 0), POLL)
      .toBeGreaterThan(10);

    await bell.click();
    const list = page.getByTestId('notification-list');
    await expect.poll(() => list.getByRole('button').count(), POLL).toBe(10);
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => list.getByRole('button').count(), POLL).toBeGreaterThan(10);
    // The newest message says a seeker applied: it opens that job's applicants.
    await list.getByRole('button').first().click();
    await waitForPath(page, '/user/job-post');
    expect(new URL(page.url()).searchParams.get('applicants')).toMatch(/^\d+$/);
    await page.getByTestId('applicant').first().waitFor();
    await page.keyboard.press('Escape');

    await bell.click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All marked as read').waitFor();
    await expect.poll(async () => (await bell.textContent())?.replace(/\D/g, '') ?? '', POLL).toBe('');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('No unread messages').waitFor();
  });

  it('mark-all-read with nothing unread says so', async () => {
    const page = await h.newPage('zh');
    await loginAs(page, await registerViaApi());
    await page.goto(h.url('/home'));
    await page.getByRole('button', { name: '消息通知' }).click();
    await page.getByText('暂无消息').waitFor();
    await page.getByRole('button', { name: '全部已读' }).click();
    await page.getByText('暂无未读消息').waitFor();
  });
});
