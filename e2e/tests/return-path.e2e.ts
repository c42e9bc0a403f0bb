import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA,
  callApi,
  DEMO,
  DEMO_PASSWORD,
  type Harness,
  loginAs,
  openBrowser,
  POLL,
  registerSeekerWithResume,
  registerViaApi,
  toast,
  uniquePhone,
} from '../src/harness.ts';

/** A login or a registration returns the visitor to the page they were going to; a resume draft follows the login. */

const TEXT = {
  zh: {
    phone: '手机号',
    password: '密码',
    confirm: '确认密码',
    captcha: '验证码',
    login: '登录',
    register: '注册',
    email: '邮箱',
    goLogin: '去登录',
    draftFound: '发现您登录前填写的简历草稿',
    useDraft: '使用草稿',
    save: '保存简历',
  },
  en: {
    phone: 'Phone number',
    password: 'Password',
    confirm: 'Confirm password',
    captcha: 'Captcha',
    login: 'Log in',
    register: 'Sign up',
    email: 'Email',
    goLogin: 'Log in',
    draftFound: 'You have a resume draft from before you logged in',
    useDraft: 'Use draft',
    save: 'Save resume',
  },
} as const;
type Lang = keyof typeof TEXT;

let h: Harness;
let job: { id: number; title: string };

beforeAll(async () => {
  h = await openBrowser();
  const seeker = await registerViaApi();
  const hot = (await callApi('/u/v1/hunter/get/hot/jobs', seeker.token)) as unknown as { id: number; title: string }[];
  const first = hot[0];
  if (!first) throw new Error('the demo data has no live job');
  job = first;
});
afterAll(() => h.close());

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function waitForPath(page: Page, pathname: string) {
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(pathname);
}

/** On /login (sent there by the guard): fills and sends the login form. */
async function logIn(page: Page, lang: Lang, phone: string, password: string) {
  const t = TEXT[lang];
  await page.locator('[data-testid="captcha-image"] img').waitFor();
  await page.getByLabel(t.phone).fill(phone);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByLabel(t.captcha, { exact: true }).fill(CAPTCHA);
  await page.getByRole('button', { name: t.login, exact: true }).click();
}

/** On /login: switches to Sign up and registers a new job seeker. */
async function register(page: Page, lang: Lang) {
  const t = TEXT[lang];
  await page.locator('[data-testid="captcha-image"] img').waitFor();
  await page.getByText(t.register, { exact: true }).click();
  await page.getByLabel(t.confirm).waitFor();
  const password = 'return-pass-123';
  await page.getByLabel(t.phone).fill(uniquePhone());
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByLabel(t.confirm).fill(password);
  await page.getByLabel(t.captcha, { exact: true }).fill(CAPTCHA);
  await page.getByRole('button', { name: t.register, exact: true }).click();
}

describe.each(['zh', 'en'] as const)('returning after the login (%s)', (lang: Lang) => {
  const t = TEXT[lang];

  it('a signed-out visitor of a shared job link logs in and lands on that job', async () => {
    const page = await h.newPage(lang);
    await page.goto(h.url(`/job/${job.id}`));
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/job/${job.id}`);
    await logIn(page, lang, DEMO.seeker, DEMO_PASSWORD);
    await waitForPath(page, `/job/${job.id}`);
    await page.getByRole('heading', { name: job.title }).waitFor();
  });

  it('a signed-out visitor of a shared job link registers and lands on that job', async () => {
    const page = await h.newPage(lang);
    await page.goto(h.url(`/job/${job.id}`));
    await waitForPath(page, '/login');
    await register(page, lang);
    await waitForPath(page, `/job/${job.id}`);
    await page.getByRole('heading', { name: job.title }).waitFor();
  });

  it('a first visit to a /login link naming a job (the stand-alone login screen) lands on that job', async () => {
    const page = await h.newPage(lang);
    await page.goto(h.url(`/login?next=${encodeURIComponent(`/job/${job.id}`)}`));
    await logIn(page, lang, DEMO.seeker, DEMO_PASSWORD);
    await waitForPath(page, `/job/${job.id}`);
    await page.getByRole('heading', { name: job.title }).waitFor();
  });

  it('"log in" on /resume with a draft goes on to 我的简历, which offers the draft at once', async () => {
    const page = await h.newPage(lang);
    await page.goto(h.url('/resume'));
    const email = `draft.${Date.now()}@example.com`;
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.goLogin, exact: true }).click();
    await waitForPath(page, '/login');
    // zh registers, en logs in: both go on to the draft.
    if (lang === 'zh') await register(page, lang);
    else {
      const seeker = await registerViaApi();
      await logIn(page, lang, seeker.phone, seeker.password);
    }
    await waitForPath(page, '/user/resume');
    await page.getByText(t.draftFound).waitFor();
    await page.getByRole('button', { name: t.useDraft }).click();
    await expect.poll(() => page.getByLabel(t.email, { exact: true }).inputValue(), POLL).toBe(email);
  });

  it('a signed-in user whose save failed is not offered a draft "from before logging in"', async () => {
    const seeker = await registerSeekerWithResume();
    const page = await h.newPage(lang);
    await loginAs(page, seeker);
    await page.goto(h.url('/user/resume'));
    const field = page.getByLabel(t.email, { exact: true });
    await expect.poll(() => field.inputValue(), POLL).toBe(`${seeker.phone}@example.com`);
    await page.route('**/u/v1/hunter/save/resume', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 400, msg: '保存失败（测试）', msg_en: 'Save failed (test)' }),
      }),
    );
    await field.fill('unsaved@example.com');
    await page.getByRole('button', { name: t.save }).click();
    await toast(page, lang === 'zh' ? '保存失败（测试）' : 'Save failed (test)');

    await page.reload();
    // The form and the draft offer draw together: once the saved resume is in the form, no offer came with it.
    await expect.poll(() => field.inputValue(), POLL).toBe(`${seeker.phone}@example.com`);
    expect(await page.getByText(t.draftFound).count()).toBe(0);
  });
});
