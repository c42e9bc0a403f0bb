import { API_PREFIX, HTTP_TIMEOUT_MS, TOKEN_HEADER } from '@app/shared';
import type { ParseKeys } from 'i18next';
import { baseMessage } from './base-messages.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { currentPathname, isBidInfoPath } from './navigation.ts';
import { renderAnswer } from './render-calls.ts';
import { getToken } from './session.ts';
import { expireSession } from './session-expiry.ts';

/**
 * One HTTP client for the whole app (docs/product/api-conventions.md): x-token, 1 h timeout, envelope unwrapping, 401
 * handling.
 */

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;
type FormValue = string | number | boolean | Blob | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query string; null and undefined values are left out. */
  query?: Query;
  /** JSON body. */
  json?: unknown;
  /** Multipart body (the calls sent as a form); null and undefined values are left out. */
  form?: FormData | Record<string, FormValue>;
  /**
   * Public call of the bid pages: no x-token is sent and a 401 does not end the login.
   * (Every request carries the token but the bid pages' public calls.)
   */
  anonymous?: boolean;
  /** Extra request headers (e.g. the bid pages' `x-bid-access` credential). */
  headers?: Record<string, string>;
  /** A 401 answer is only thrown, without ending the login (e.g. the logout call itself). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Upload progress 0-100 (sends through XMLHttpRequest, which reports progress). */
  onUploadProgress?: (percent: number) => void;
};

export type Envelope<T> = { code: number; msg: string; data: T; total?: number; total_capped?: boolean };
/** `capped`: a search's total stopped at SEARCH_TOTAL_CAP (there are more matches, shown as "10,000+"). */
export type Page<T> = { list: T[]; total: number; capped?: boolean };

type ErrorInit = { status: number; code: number; msg?: string; msg_en?: string; data?: unknown };

/** A failed call: the server's `code`, `msg` (zh) and `msg_en`, and `message` in the current language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly msg: string;
  readonly msg_en: string;
  readonly data: unknown;

  constructor(init: ErrorInit) {
    super('');
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.msg = init.msg ?? '';
    this.msg_en = init.msg_en ?? '';
    this.data = init.data;
    this.message = this.localized();
  }

  /** True when the server said why (otherwise the message is the generic 'operation failed'). */
  get hasServerMessage(): boolean {
    return Boolean(this.msg || this.msg_en);
  }

  /** The server's message in the given language, or 'operation failed, please retry later'. */
  localized(language = currentLanguage()): string {
    const text = language === 'en' ? this.msg_en || this.msg : this.msg || this.msg_en;
    return text || baseMessage('operationFailed', language);
  }
}

/** The message to show for any thrown value, in the current language. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.hasServerMessage || !fallback ? error.localized() : fallback;
  return fallback ?? baseMessage('operationFailed', currentLanguage());
}

function clientError(status: number, code: number, key: `common:${ParseKeys<'common'>}`): ApiError {
  return new ApiError({
    status,
    code,
    msg: i18n.t(key, { lng: 'zh' }),
    msg_en: i18n.t(key, { lng: 'en' }),
  });
}

export function apiUrl(path: string, query?: Query): string {
  const full = path.startsWith(`${API_PREFIX}/`) || /^https?:/.test(path) ? path : `${API_PREFIX}${path}`;
  if (!query) return full;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== null && item !== undefined) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `${full}${full.includes('?') ? '&' : '?'}${text}` : full;
}

function toFormData(form: FormData | Record<string, FormValue>): FormData {
  if (form instanceof FormData) return form;
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value === null || value === undefined) continue;
    data.append(key, value instanceof Blob ? value : String(value));
  }
  return data;
}

function buildRequest(options: RequestOptions) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.anonymous ? null : getToken();
  if (token) headers[TOKEN_HEADER] = token;
  let body: BodyInit | undefined;
  if (options.form) body = toFormData(options.form);
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const method = options.method ?? (body ? 'POST' : 'GET');
  return { headers, body, method };
}

/** Turns the raw answer into data or an ApiError, ending the login on 401 (except on bid pages). */
function settle<T>(status: number, payload: unknown, options: RequestOptions): Envelope<T> {
  const envelope = (payload && typeof payload === 'object' ? payload : null) as Partial<
    Envelope<unknown> & { msg_en: string }
  > | null;
  const code = typeof envelope?.code === 'number' ? envelope.code : status >= 400 ? status : -1;
  if (status === 401 || code === 401) {
    const ends = !options.anonymous && !options.ignoreUnauthorized && !isBidInfoPath(currentPathname());
    if (ends) expireSession();
    throw new ApiError({ status, code: 401, msg: envelope?.msg, msg_en: envelope?.msg_en, data: envelope?.data });
  }
  if (status >= 400 || code !== 0) {
    if (!envelope) throw clientError(status, code, status >= 400 ? 'common:errors.server' : 'common:errors.badFormat');
    throw new ApiError({ status, code, msg: envelope.msg, msg_en: envelope.msg_en, data: envelope.data });
  }
  const data = envelope?.data as T;
  return { code: 0, msg: envelope?.msg ?? '', data, total: envelope?.total, total_capped: envelope?.total_capped };
}

function withTimeout(options: RequestOptions) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    },
  };
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function sendWithXhr(url: string, init: ReturnType<typeof buildRequest>, options: RequestOptions) {
  return new Promise<{ status: number; payload: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.timeout = options.timeoutMs ?? HTTP_TIMEOUT_MS;
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, payload: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(clientError(0, -1, 'common:errors.network'));
    xhr.ontimeout = () => reject(clientError(0, 408, 'common:errors.timeout'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | undefined);
  });
}

async function send(url: string, options: RequestOptions, accept: 'json' | 'blob') {
  const init = buildRequest(options);
  if (options.onUploadProgress && accept === 'json')
    return { ...(await sendWithXhr(url, init, options)), blob: null, headers: undefined };
  // On the server, a page's first data comes through the render in progress (lib/render-calls.ts).
  const rendered = init.method === 'GET' && accept === 'json' ? await renderAnswer(url) : undefined;
  if (rendered) return { ...rendered, blob: null, headers: undefined };
  const timeout = withTimeout(options);
  try {
    const response = await fetch(url, { ...init, signal: timeout.signal, credentials: 'same-origin' });
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    if (accept === 'blob' && response.ok && !isJson) {
      return { status: response.status, payload: null, blob: await response.blob(), headers: response.headers };
    }
    return {
      status: response.status,
      payload: parseBody(await response.text()),
      blob: null,
      headers: response.headers,
    };
  } catch (error) {
    if (timeout.timedOut()) throw clientError(0, 408, 'common:errors.timeout');
    if (options.signal?.aborted) throw error;
    throw clientError(0, -1, 'common:errors.network');
  } finally {
    timeout.done();
  }
}

/** Sends a call and returns the whole success envelope (data, msg, total). */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const answer = await send(apiUrl(path, options.query), options, 'json');
  return settle(answer.status, answer.payload, options);
}

function fileNameOf(headers: Headers | undefined): string {
  const disposition = headers?.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
}

/** A file answer (PDF download...); a JSON answer is treated as an envelope (errors, 401). */
export async function requestFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const answer = await send(apiUrl(path, options.query), options, 'blob');
  if (answer.blob) return { blob: answer.blob, fileName: fileNameOf(answer.headers) };
  settle(answer.status, answer.payload, options);
  throw clientError(answer.status, -1, 'common:errors.badFormat');
}
