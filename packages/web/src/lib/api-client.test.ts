import { API_PREFIX, HTTP_TIMEOUT_MS, STORAGE_KEYS } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ path: '/home', navigateTo: vi.fn() }));
const feedback = vi.hoisted(() => ({ warning: vi.fn() }));

vi.mock('./navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation.ts')>()),
  currentPathname: () => navigation.path,
  navigateTo: navigation.navigateTo,
}));
vi.mock('./feedback.ts', () => ({
  toast: { success: vi.fn(), info: vi.fn(), error: vi.fn(), warning: feedback.warning },
}));

const { ApiError, apiUrl, request } = await import('./api-client.ts');
const { call, callPage } = await import('./call.ts');
const { accountsApi, messagesApi, authApi } = await import('@app/shared');
const { changeLanguage } = await import('./i18n.ts');

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
const sentInit = () => (fetchMock.mock.calls[0] ?? [])[1] as RequestInit;
const sentHeaders = () => sentInit().headers as Record<string, string>;

beforeEach(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
  localStorage.setItem(STORAGE_KEYS.userId, '7');
  localStorage.setItem(STORAGE_KEYS.nickName, 'n');
  localStorage.setItem(STORAGE_KEYS.expiredAt, '9999999999');
  localStorage.setItem(STORAGE_KEYS.role, '3');
  localStorage.setItem(STORAGE_KEYS.profile, '/files/a.png');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  navigation.path = '/home';
  navigation.navigateTo.mockReset();
  feedback.warning.mockReset();
  await changeLanguage('zh');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends the stored token as x-token and unwraps the envelope', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: 0, msg: 'ok', data: { a: 1 } }));
    await expect(call(accountsApi.crudeAndProfile)).resolves.toEqual({ a: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${API_PREFIX}/user/get/crude/and/profile`);
    expect(sentHeaders()['x-token']).toBe('tok-1');
  });

  it('bid-page calls (anonymous) carry no token', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: 0, msg: 'ok', data: null }));
    await request('/u/v1/client/get/bid/info/3', { form: { verify_code: 'ABC123' }, anonymous: true });
    expect(sentHeaders()['x-token']).toBeUndefined();
    expect(sentInit().body).toBeInstanceOf(FormData);
  });

  it('pages return the list and the total', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: 0, msg: 'ok', data: [1, 2], total: 12 }));
    await expect(callPage(messagesApi.list, { query: { pn: 1, p_size: 10 } })).resolves.toEqual({
      list: [1, 2],
      total: 12,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${API_PREFIX}/user/get/messages?pn=1&p_size=10`);
  });

  it('a failure throws ApiError with code, msg, msg_en and the message in the current language', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { code: 400, msg: '手机号或密码错误', msg_en: 'Wrong phone number or password' }),
    );
    const zh = await request(authApi.login.path, { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(zh).toBeInstanceOf(ApiError);
    expect(zh).toMatchObject({ code: 400, msg: '手机号或密码错误', msg_en: 'Wrong phone number or password' });
    expect((zh as Error).message).toBe('手机号或密码错误');
    await changeLanguage('en');
    expect((zh as InstanceType<typeof ApiError>).localized()).toBe('Wrong phone number or password');
  });

  it("with no message from the server the message is 'operation failed, please retry later'", async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    const error = await request('/x').catch((e: unknown) => e);
    expect((error as Error).message).toBe('操作失败，请稍后重试');
  });

  it('a 401 clears the stored login, says login expired and goes to /login, back here after the login', async () => {
    fetchMock.mockResolvedValue(answer(401, { code: 401, msg: '登录已过期，请重新登录', msg_en: 'Login expired' }));
    await expect(request('/user/get/messages')).rejects.toBeInstanceOf(ApiError);
    for (const key of ['token', 'userId', 'nickName', 'expiredAt', 'role', 'profile'] as const) {
      expect(localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
    }
    expect(feedback.warning).toHaveBeenCalledWith('登录已过期，请重新登录', 'login-expired');
    expect(navigation.navigateTo).toHaveBeenCalledWith('/login?next=%2Fhome', { replace: true });
  });

  it('a 401 on a page sends to /login with that page to return to after the next login', async () => {
    navigation.path = '/job/13';
    fetchMock.mockResolvedValue(answer(401, { code: 401, msg: 'x', msg_en: 'x' }));
    await expect(request('/a')).rejects.toMatchObject({ code: 401 });
    expect(navigation.navigateTo).toHaveBeenCalledWith('/login?next=%2Fjob%2F13', { replace: true });
  });

  it('code 401 inside a 200 answer counts as 401 too', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: 401, msg: 'x', msg_en: 'x' }));
    await expect(request('/a')).rejects.toMatchObject({ code: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('on bid-info pages a 401 does not end the login', async () => {
    navigation.path = '/bid/info/5';
    fetchMock.mockResolvedValue(answer(401, { code: 401, msg: 'x', msg_en: 'x' }));
    await expect(request('/a')).rejects.toMatchObject({ code: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(navigation.navigateTo).not.toHaveBeenCalled();
  });

  it(`gives up after HTTP_TIMEOUT_MS (${HTTP_TIMEOUT_MS} ms)`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const pending = request('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ code: 408 });
  });

  it('builds query strings without null or undefined values', () => {
    expect(apiUrl('/hunter/search/job', { pn: 1, key_word: undefined, address: null, cert: '' })).toBe(
      `${API_PREFIX}/hunter/search/job?pn=1&cert=`,
    );
  });
});
