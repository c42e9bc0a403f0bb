import { API_PREFIX, type ApiData, type ApiRequest, authApi, type Language } from '@app/shared';

/**
 * The three calls of the login page (docs/product/accounts-and-login.md#the-calls), from the route table but without
 * the app's api client, which brings the router's navigation and the app's toasts that the first visit to /login must
 * not load. Anonymous calls: no token is sent and a 401 ends no login. Answers are not parsed (ADR 0125).
 */

type AuthCalls = typeof authApi;

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

export async function fetchCaptcha(): Promise<ApiData<AuthCalls['captcha']>> {
  return (await call(authApi.captcha.path)) as ApiData<AuthCalls['captcha']>;
}

/** Mobile, password, captcha, captcha_id. */
export async function login(body: ApiRequest<AuthCalls['login']>['body']): Promise<ApiData<AuthCalls['login']>> {
  return (await call(authApi.login.path, body)) as ApiData<AuthCalls['login']>;
}

/** Mobile, password, captcha, captcha_id, role; and the page's language (the default nickname's). */
export async function register(
  body: ApiRequest<AuthCalls['register']>['body'],
): Promise<ApiData<AuthCalls['register']>> {
  return (await call(authApi.register.path, body)) as ApiData<AuthCalls['register']>;
}
