import { formatMessage, MESSAGES, type MessageKey } from '@app/shared';

/** A failure the user is told about: an HTTP status and a bilingual message from the catalogue. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** An application code when it differs from the HTTP status (docs/product/api-conventions.md#envelope). */
    readonly appCode?: number,
    /** Response headers that belong to the failure (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(formatMessage(MESSAGES[key].en, params));
    this.name = 'AppError';
  }

  toEnvelope() {
    return errorEnvelope(this.appCode ?? this.statusCode, this.key, this.params);
  }
}

export function errorEnvelope(code: number, key: MessageKey, params: Record<string, string | number> = {}) {
  const text = MESSAGES[key];
  return { code, msg: formatMessage(text.zh, params), msg_en: formatMessage(text.en, params) };
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) => new AppError(400, key, params);
export const unauthorized = (key: MessageKey = 'loginExpired') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'notFound') => new AppError(404, key);
export const conflict = (key: MessageKey) => new AppError(409, key);
/** 429; with `retryAfterSeconds`, the answer says when to try again (Retry-After). */
export const tooManyRequests = (key: MessageKey, retryAfterSeconds?: number) =>
  new AppError(429, key, {}, undefined, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
