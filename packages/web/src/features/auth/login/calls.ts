import {
  API_PREFIX,
  type ApiData,
  type ApiRequest,
  type authApi,
  type Language,
  type LoginResult,
  ROLES,
} from '@app/shared';

/**
 * The three calls of the login page (docs/product/accounts-and-login.md#the-calls), without the app's api client: that
 * one validates with zod and reports through antd, which the first visit to /login must not load. Anonymous calls: no
 * token is sent and a 401 ends no login.
 */

type AuthCalls = typeof authApi;
/**
 * The paths of the route table's auth calls, checked against it by the compiler: the table itself (with its zod
 * schemas) stays out of this screen's code.
 */
const PATHS = {
  captcha: '/base/captcha',
  login: '/user/passwd_login',
  register: '/user/register',
} as const satisfies { [K in 'captcha' | 'login' | 'register']: AuthCalls[K]['path'] };

/** Why a call failed: the server's message in both languages, or an `errors.*` key of the common namespace. */
export class AuthCallError extends Error {
  constructor(
    readonly server: { msg: string; msg_en: string } | null,
    readonly clientKey: 'network' | 'server' | 'badFormat' | null,
  ) {
    super(server?.msg || clientKey || 'operationFailed');
    this.name = 'AuthCallError';
  }

  /** The server's message in `language` (the other one when it gave only one), else null. */
  serverText(language: Language): string | null {
    if (!this.server) return null;
    const { msg, msg_en } = this.server;
    return (language === 'en' ? msg_en || msg : msg || msg_en) || null;
  }
}

type Envelope = { code?: unknown; msg?: unknown; msg_en?: unknown; data?: unknown };

/** GET without a body, or POST with a JSON body (the route table's calls take JSON). */
async function call(path: string, sent?: object): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (sent) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      ...(sent ? { method: 'POST', body: JSON.stringify(sent) } : {}),
      headers,
      credentials: 'same-origin',
    });
  } catch {
    throw new AuthCallError(null, 'network');
  }
  let body: Envelope | null = null;
  try {
    body = (await response.json()) as Envelope;
  } catch {
    // Not JSON: said below.
  }
  if (!body || typeof body !== 'object') throw new AuthCallError(null, response.ok ? 'badFormat' : 'server');
  if (!response.ok || body.code !== 0) {
    throw new AuthCallError({ msg: String(body.msg ?? ''), msg_en: String(body.msg_en ?? '') }, null);
  }
  return body.data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The shape LoginResultSchema checks, tested by hand. */
function asLoginResult(data: unknown): LoginResult {
  const roles: unknown[] = Object.values(ROLES);
  const valid =
    isRecord(data) &&
    Number.isInteger(data.id) &&
    typeof data.token === 'string' &&
    typeof data.nick_name === 'string' &&
    Number.isInteger(data.expired_at) &&
    roles.includes(data.role) &&
    (data.profile === undefined || typeof data.profile === 'string');
  if (!valid) throw new AuthCallError(null, 'badFormat');
  return data as LoginResult;
}

export async function fetchCaptcha(): Promise<ApiData<AuthCalls['captcha']>> {
  const data = await call(PATHS.captcha);
  if (!isRecord(data) || typeof data.picPath !== 'string' || typeof data.captchaId !== 'string') {
    throw new AuthCallError(null, 'badFormat');
  }
  return { picPath: data.picPath, captchaId: data.captchaId };
}

/** Mobile, password, captcha, captcha_id. */
export async function login(body: ApiRequest<AuthCalls['login']>['body']): Promise<ApiData<AuthCalls['login']>> {
  return asLoginResult(await call(PATHS.login, body));
}

/** Mobile, password, captcha, captcha_id, role; and the page's language (the default nickname's). */
export async function register(
  body: ApiRequest<AuthCalls['register']>['body'],
): Promise<ApiData<AuthCalls['register']>> {
  return asLoginResult(await call(PATHS.register, body));
}
