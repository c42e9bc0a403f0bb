import fc from 'fast-check';
import { multipart } from '../http.ts';
import { fieldValue, hostileText, hostileValue, type JsonSchema, objectOf, type Strays, strays } from './values.ts';

/** One route as the OpenAPI document describes it. */
export type Operation = {
  method: string;
  /** OpenAPI path, parameters written `{name}`. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: JsonSchema;
  /** Body schemas by content type. */
  body: Record<string, JsonSchema>;
};

export type Caller = 'anonymous' | 'bogus' | 'admin' | 'hr' | 'seeker';

export type FuzzRequest = {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document; parameters and bodies as JSON Schemas. */
export function operationsOf(doc: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const pathParams: Record<string, JsonSchema> = {};
      const query: JsonSchema = { type: 'object', properties: {} };
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') pathParams[p.name] = p.schema ?? {};
        if (p.in === 'query' && query.properties) query.properties[p.name] = p.schema ?? {};
      }
      const body: Record<string, JsonSchema> = {};
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) body[type] = content.schema ?? {};
      operations.push({ method: method.toUpperCase(), path, pathParams, query, body });
    }
  }
  return operations;
}

/** A route that only the router knows of (no OpenAPI entry): every part of it is fuzzed blind. */
export function blindOperation(method: string, url: string): Operation {
  const pathParams: Record<string, JsonSchema> = {};
  for (const [, name] of url.matchAll(/\{([^}]+)\}/g)) pathParams[name as string] = {};
  return { method, path: url, pathParams, query: { type: 'object', properties: {} }, body: { 'application/json': {} } };
}

/** A Fastify route path written the OpenAPI way: `/x/:id` and `/files/*` become `/x/{id}` and `/files/{*}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}');

/** Percent-encodes the UTF-8 bytes of any text (a lone surrogate becomes U+FFFD, as a browser sends it). */
function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Text for a URL: mostly encoded, sometimes raw so malformed escapes (`%E0%A4%A`) reach the router. */
const urlText = (value: unknown) =>
  fc.oneof(
    { arbitrary: fc.constant(encode(asText(value))), weight: 5 },
    { arbitrary: fc.constant(asText(value).replace(/[#?&/\s]/g, '')), weight: 1 },
  );

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

function pathOf(op: Operation): fc.Arbitrary<string> {
  const names = Object.keys(op.pathParams);
  const values = names.map((name) =>
    fieldValue(op.pathParams[name], name).chain((value) =>
      name === '*' ? fc.constantFrom('avatars/1/a.png', 'x', asText(value)).chain(urlText) : urlText(value),
    ),
  );
  return fc
    .tuple(...values)
    .map((texts) => names.reduce((path, name, i) => path.replace(`{${name}}`, texts[i] || '1'), op.path));
}

function queryOf(op: Operation, how: Strays): fc.Arbitrary<string> {
  return objectOf(op.query, how).chain((params) => {
    const pairs = Object.entries(params).flatMap(([key, value]) =>
      (Array.isArray(value) && value.length > 0 ? value : [value]).map((v) =>
        urlText(v).map((text) => `${encode(key)}=${text}`),
      ),
    );
    return fc.tuple(...pairs).map((parts) => (parts.length ? `?${parts.join('&')}` : ''));
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };

const formText = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([k, v]) => `${encode(k)}=${encode(asText(v))}`)
    .join('&');

function multipartBody(fields: Record<string, unknown>, file?: Buffer) {
  const texts = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asText(v)]));
  delete texts.file;
  return multipart(texts, file ? { filename: 'x.png', data: file, contentType: 'image/png' } : undefined);
}

/** Bodies of every kind a client can send: the declared shape, other encodings, and plain garbage. */
function bodyOf(
  op: Operation,
  how: Strays,
): fc.Arbitrary<{ headers: Record<string, string>; payload?: string | Buffer }> {
  const declared = op.body['application/json'] ?? op.body['multipart/form-data'];
  const fields = objectOf(declared, how);
  const asJson = fields.map((f) => ({ headers: JSON_TYPE, payload: JSON.stringify(f) }));
  const hostileJson = hostileValue.map((v) => ({ headers: JSON_TYPE, payload: JSON.stringify(v) ?? 'null' }));
  const form = fields.map((f) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formText(f),
  }));
  const parts = fc
    .tuple(fields, fc.option(fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a))))
    .map(([f, file]) => multipartBody(f, file ?? undefined));
  const garbage = fc.oneof(
    fc
      .constantFrom('{bad', '', '[1,', '{"__proto__":{"x":1}}', 'null')
      .map((payload) => ({ headers: JSON_TYPE, payload })),
    hostileText.map((payload) => ({ headers: { 'content-type': 'text/xml' }, payload })),
  );
  if (!declared) {
    return fc.oneof(
      { arbitrary: fc.constant({ headers: {} }), weight: 6 },
      { arbitrary: hostileJson, weight: 1 },
      { arbitrary: garbage, weight: 1 },
    );
  }
  const multipartFirst = Boolean(op.body['multipart/form-data']);
  return fc.oneof(
    { arbitrary: multipartFirst ? parts : asJson, weight: 6 },
    { arbitrary: multipartFirst ? asJson : parts, weight: 1 },
    { arbitrary: form, weight: 1 },
    { arbitrary: hostileJson, weight: 1 },
    { arbitrary: garbage, weight: 1 },
  );
}

/** Hostile requests for one route, from its schemas; mostly by the callers it admits, sometimes by anyone. */
export function requestsFor(op: Operation, admitted: readonly Caller[]): fc.Arbitrary<FuzzRequest> {
  const anyone = fc.constantFrom<Caller>('anonymous', 'bogus', 'admin', 'hr', 'seeker');
  const caller = admitted.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...admitted), weight: 4 }, { arbitrary: anyone, weight: 1 })
    : anyone;
  return fc
    .record({ caller, how: strays })
    .chain(({ caller, how }) =>
      fc.record({ caller: fc.constant(caller), path: pathOf(op), query: queryOf(op, how), body: bodyOf(op, how) }),
    )
    .map(({ caller, path, query, body }) => ({
      caller,
      method: op.method,
      url: `${path}${query}`,
      headers: body.headers,
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}
