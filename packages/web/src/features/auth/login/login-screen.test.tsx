// @vitest-environment happy-dom
import { STORAGE_KEYS } from '@app/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { type AppLoader, StandaloneLogin } from './entry.tsx';
import { createLoginI18n } from './login-i18n.ts';

const PASSWORD = 'seeker-pass-123';
let app: AppLoader & { enter: ReturnType<typeof vi.fn> };

beforeEach(() => {
  fakeApi({
    'GET /u/v1/base/captcha': () => ({ data: { captchaId: 'c-1', picPath: 'data:image/png;base64,AA' } }),
    'POST /u/v1/user/passwd_login': () => ({
      status: 400,
      msg: '手机号或密码错误',
      msg_en: 'Wrong phone number or password',
    }),
    'POST /u/v1/user/register': () => ({
      data: { id: 9, token: 'tok', nick_name: '用户9', expired_at: 1_900_000_000, role: '2' },
    }),
  });
  app = { prepare: vi.fn(async () => {}), enter: vi.fn(async () => {}) };
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function mount(language: 'zh' | 'en' = 'zh') {
  localStorage.setItem(STORAGE_KEYS.language, language);
  render(<StandaloneLogin i18n={createLoginI18n()} app={app} leave={() => {}} />);
  await screen.findByAltText(language === 'zh' ? '验证码图片，点击刷新' : 'Captcha image, click to refresh');
  return userEvent.setup();
}

describe('the Sign-up form', () => {
  it('says the passwords differ on the confirmation, whichever field was edited last (zh)', async () => {
    const user = await mount('zh');
    await user.click(screen.getByText('注册', { selector: 'span' }));
    await user.type(screen.getByLabelText('密码', { exact: true }), 'password-123');
    await user.type(screen.getByLabelText('确认密码'), 'password-124');
    // Long enough to compare: said at once, before the field is left.
    const confirm = screen.getByLabelText('确认密码');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();

    // The password edited last: still said while they differ, gone when they match.
    await user.clear(screen.getByLabelText('密码', { exact: true }));
    await user.type(screen.getByLabelText('密码', { exact: true }), 'password-124');
    expect(screen.queryByText('两次输入的密码不一致')).toBeNull();
    await user.type(screen.getByLabelText('密码', { exact: true }), '5');
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(document.getElementById(confirm.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '两次输入的密码不一致',
    );
  });

  it('says it in English too, and a short confirmation is told its length first', async () => {
    const user = await mount('en');
    await user.click(screen.getByText('Sign up', { selector: 'span' }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'password-123');
    await user.type(screen.getByLabelText('Confirm password'), 'pass');
    await user.tab();
    expect(screen.getByText('Password must be at least 10 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm password'), 'word-999');
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
  });

  it("a failed login's alert and typed values do not follow to Sign up", async () => {
    const user = await mount('zh');
    await user.type(screen.getByLabelText('手机号'), '13800000000');
    await user.type(screen.getByLabelText('密码', { exact: true }), 'wrong-password-1');
    await user.type(screen.getByLabelText('验证码', { exact: true }), 'abcde');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toContain('手机号或密码错误');

    await user.click(screen.getByText('注册', { selector: 'span' }));
    expect(screen.queryByRole('alert')).toBeNull();
    for (const label of ['手机号', '密码', '确认密码', '验证码'])
      expect((screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value, label).toBe('');
    // And back: nothing either.
    await user.type(screen.getByLabelText('手机号'), '139');
    await user.click(screen.getByRole('button', { name: '去登录' }));
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('');
  });

  it('a generic "login failed" from the server is shown as "wrong phone number or password"', async () => {
    fakeApi({
      'GET /u/v1/base/captcha': () => ({ data: { captchaId: 'c-1', picPath: 'data:image/png;base64,AA' } }),
      'POST /u/v1/user/passwd_login': () => ({ status: 400, msg: '登录失败', msg_en: 'Login failed' }),
    });
    for (const [language, labels, expected] of [
      ['zh', ['手机号', '密码', '验证码', '登录'], '手机号或密码错误'],
      ['en', ['Phone number', 'Password', 'Captcha', 'Log in'], 'Wrong phone number or password'],
    ] as const) {
      const user = await mount(language);
      await user.type(screen.getByLabelText(labels[0]), '13800000000');
      await user.type(screen.getByLabelText(labels[1], { exact: true }), 'wrong-password-1');
      await user.type(screen.getByLabelText(labels[2], { exact: true }), 'abcde');
      await user.click(screen.getByRole('button', { name: labels[3] }));
      expect((await screen.findByRole('alert')).textContent).toBe(expected);
      cleanup();
    }
  });

  it('registers in the page language, so an English account is named "User1234"', async () => {
    const calls = fakeApi({
      'GET /u/v1/base/captcha': () => ({ data: { captchaId: 'c-1', picPath: 'data:image/png;base64,AA' } }),
      'POST /u/v1/user/register': () => ({
        data: { id: 9, token: 'tok', nick_name: 'User0000', expired_at: 1_900_000_000, role: '3' },
      }),
    });
    const user = await mount('en');
    await user.click(screen.getByText('Sign up', { selector: 'span' }));
    await user.type(screen.getByLabelText('Phone number'), '13800000000');
    await user.type(screen.getByLabelText('Password', { exact: true }), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await user.type(screen.getByLabelText('Captcha', { exact: true }), 'abcde');
    await act(() => user.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(calls.find((c) => c.path === '/u/v1/user/register')?.body).toMatchObject({ language: 'en' });
  });

  it('registers as a recruiter: stores the login and hands over to the app at /home', async () => {
    const user = await mount('zh');
    await user.click(screen.getByText('注册', { selector: 'span' }));
    const submit = screen.getByRole('button', { name: '注册' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('手机号'), '13800000000');
    await user.type(screen.getByLabelText('密码', { exact: true }), PASSWORD);
    await user.type(screen.getByLabelText('确认密码'), PASSWORD);
    await user.type(screen.getByLabelText('验证码', { exact: true }), 'abcde');
    await user.click(screen.getByRole('radio', { name: /招聘方/ }));
    expect(app.prepare).toHaveBeenCalled();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await act(() => user.click(submit));
    expect(app.enter).toHaveBeenCalledWith(
      expect.objectContaining({ to: '/home', message: '注册成功，欢迎加入', language: 'zh' }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(localStorage.getItem(STORAGE_KEYS.role)).toBe('2');
  });
});

describe('after a login or registration', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function signUp() {
    const user = await mount('zh');
    await user.click(screen.getByText('注册', { selector: 'span' }));
    await user.type(screen.getByLabelText('手机号'), '13800000000');
    await user.type(screen.getByLabelText('密码', { exact: true }), PASSWORD);
    await user.type(screen.getByLabelText('确认密码'), PASSWORD);
    await user.type(screen.getByLabelText('验证码', { exact: true }), 'abcde');
    await act(() => user.click(screen.getByRole('button', { name: '注册' })));
  }

  it('goes on to the page named by a safe `next` on /login, and to the landing page for another site', async () => {
    window.history.replaceState(null, '', '/login?next=%2Fjob%2F13');
    await signUp();
    expect(app.enter).toHaveBeenCalledWith(expect.objectContaining({ to: '/job/13' }));

    cleanup();
    app.enter.mockClear();
    window.history.replaceState(null, '', '/login?next=%2F%2Fevil.com');
    await signUp();
    expect(app.enter).toHaveBeenCalledWith(expect.objectContaining({ to: '/home' }));
  });
});

describe('the captcha picture (refresh limit)', () => {
  it.each([
    ['zh', /^(59|60) 秒后可刷新$/, /^刷新太频繁，验证码将在 (59|60) 秒后自动刷新$/],
    ['en', /^You can refresh in (59|60) s$/, /^Refreshing too often; a new captcha comes in (59|60) s$/],
  ] as const)('says when a click may refresh it again (%s)', async (language, waitHint, refused) => {
    const calls = fakeApi({
      'GET /u/v1/base/captcha': () => ({ data: { captchaId: 'c-1', picPath: 'data:image/png;base64,AA' } }),
    });
    const user = await mount(language);
    const picture = screen.getByTestId('captcha-image');
    const fetches = () => calls.filter((c) => c.path === '/u/v1/base/captcha').length;
    expect(picture.getAttribute('title')).not.toMatch(waitHint);

    await user.click(picture);
    await vi.waitFor(() => expect(fetches()).toBe(2));
    const hint = await screen.findByTestId('captcha-refresh-hint');
    expect(hint.textContent).toMatch(waitHint);
    expect(screen.getByTestId('captcha-image').getAttribute('title')).toMatch(waitHint);

    // A click within the minute fetches nothing and says so.
    await user.click(screen.getByTestId('captcha-image'));
    expect((await screen.findByRole('status')).textContent).toMatch(refused);
    expect(fetches()).toBe(2);
  });
});
