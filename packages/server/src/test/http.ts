/** Request and answer helpers shared by every server test. */
import type { TestApp } from './app.ts';

type Answer = { statusCode: number; json(): Record<string, unknown> };

/**
 * Asserts a failure answer (docs/product/api-conventions.md#envelope): the given status, and `msg` (zh) and `msg_en`
 * (en) that differ; with `msgEn`, also the English text. Returns the body.
 */
export function expectBilingualError(res: Answer, status: number, msgEn?: string) {
  if (res.statusCode !== status) {
    throw new Error(`expected ${status}, got ${res.statusCode}: ${JSON.stringify(res.json())}`);
  }
  const body = res.json() as { code: number; msg: string; msg_en: string };
  if (
    body.code !== status ||
    typeof body.msg !== 'string' ||
    typeof body.msg_en !== 'string' ||
    body.msg === body.msg_en
  ) {
    throw new Error(`not a bilingual error envelope: ${JSON.stringify(body)}`);
  }
  if (msgEn !== undefined && body.msg_en !== msgEn) throw new Error(`expected "${msgEn}", got "${body.msg_en}"`);
  return body;
}

/** A multipart/form-data body as a browser sends it, for app.inject (spread it into the request). */
export function multipart(
  fields: Record<string, string | number>,
  file?: { filename: string; data: Buffer; contentType?: string; field?: string },
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Caller = { token: string } | null;

/** GET and POST under /u/v1 as a signed-in user, or anonymously with null (query values as text). */
export function apiCalls(app: { inject: TestApp['inject'] }) {
  const headers = (user: Caller) => (user ? { 'x-token': user.token } : {});
  return {
    get: (url: string, user: Caller, query: Record<string, string | number> = {}) =>
      app.inject({
        method: 'GET',
        url: `/u/v1${url}`,
        headers: headers(user),
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      }),
    post: (url: string, user: Caller, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/u/v1${url}`, headers: headers(user), payload }),
  };
}
