import fc from 'fast-check';
import {
  fieldValue,
  HUGE_TEXTS,
  hostileText,
  hostileValue,
  type JsonSchema,
  objectOf,
  RawJson,
  STRAYS,
  type Strays,
  toJson,
} from './values.ts';

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
export const CALLERS: readonly Caller[] = ['anonymous', 'bogus', 'admin', 'hr', 'seeker'];

export type FuzzRequest = {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** How a multipart body is spoilt: a boundary that is not the declared one, none at all, cut short, ... */
type Mangle =
  | 'none'
  | 'bad-boundary'
  | 'no-boundary'
  | 'truncated'
  | 'duplicate-field'
  | 'no-file'
  | 'two-files'
  | 'nameless-part'
  | 'preamble-only';

/**
 * A request before it is encoded: what the defects of a refused request (defects.ts) work on. `raw` replaces
 * the encoded body (garbage, other content types, 1 MB); `queryNoise` is appended to the query string as is.
 */
export type Draft = {
  caller: Caller;
  /** Path parameters as they go into the URL (percent-encoded, or not). */
  params: Record<string, string>;
  query: Record<string, unknown>;
  queryNoise: string[];
  encoding: 'none' | 'json' | 'form' | 'multipart';
  fields: Record<string, unknown>;
  file?: Buffer;
  mangle: Mangle;
  raw?: { headers: Record<string, string>; payload?: string | Buffer };
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
      const query: JsonSchema = { type: 'object', properties: {}, required: [] };
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') pathParams[p.name] = p.schema ?? {};
        if (p.in === 'query' && query.properties) query.properties[p.name] = p.schema ?? {};
        if (p.in === 'query' && p.required) query.required?.push(p.name);
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

/** The schema of a route's body, and whether it is sent as multipart/form-data. */
export function declaredBody(op: Operation): { schema?: JsonSchema; multipart: boolean } {
  const multipart = op.body['multipart/form-data'];
  const schema = op.body['application/json'] ?? multipart ?? op.body['application/x-www-form-urlencoded'];
  return { schema, multipart: Boolean(multipart) && !op.body['application/json'] };
}

/** Percent-encodes the UTF-8 bytes of any text (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function encode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof RawJson) return value.text;
  return toJson(value);
}

/** Text for a URL: mostly encoded, sometimes raw so malformed escapes (`%E0%A4%A`) reach the router. */
const urlText = (text: string, raw: boolean) => (raw ? text.replace(/[#?&/\s]/g, '') : encode(text));

const pathValues = (op: Operation): fc.Arbitrary<Record<string, string>> =>
  fc.record(
    Object.fromEntries(
      Object.entries(op.pathParams).map(([name, schema]) => [
        name,
        fc
          .tuple(
            name === '*'
              ? fc.oneof(fc.constantFrom('avatars/1/a.png', 'x', '../../../etc/passwd', '%2e%2e/x'), hostileText)
              : fieldValue(schema, name).map(asText),
            fc.nat({ max: 5 }),
          )
          .map(([text, raw]) => urlText(text, raw === 0)),
      ]),
    ),
  );

/** Query strings nobody's form writes: repeated keys, arrays, deep brackets, bad escapes, prototype keys. */
function queryNoise(op: Operation): fc.Arbitrary<string[]> {
  const keys = Object.keys(op.query.properties ?? {});
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('q');
  const pair = fc.oneof(
    fc.tuple(key, hostileText).map(([k, v]) => `${k}=${encode(v)}`),
    fc.tuple(key, fc.nat({ max: 5 })).map(([k, n]) => `${k}[]=${n}&${k}[]=${n + 1}`),
    fc.tuple(key, fc.nat({ max: 3 })).map(([k, n]) => `${k}[${n}]=1`),
    fc.tuple(key, fc.integer({ min: 1, max: 300 })).map(([k, depth]) => `${k}${'[a]'.repeat(depth)}=1`),
    fc.tuple(key, fc.integer({ min: 2, max: 200 })).map(([k, times]) => Array(times).fill(`${k}=1`).join('&')),
    fc.constantFrom(
      '',
      '=',
      '&&&',
      '==1',
      'k',
      '%zz=1',
      'a=%',
      '%E0%A4%A=1',
      '__proto__[x]=1',
      'constructor[prototype][x]=1',
      'a+b=c+d',
      `${encode('\u202E')}=1`,
      `k=${encode(HUGE_TEXTS[3] as string)}`,
    ),
  );
  return fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: 5 },
    { arbitrary: fc.array(pair, { minLength: 1, maxLength: 3 }), weight: 2 },
  );
}

const smallFile = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  // A PNG signature on garbage, and an SVG: past the first byte checks.
  fc.constant(Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40, 1)])),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')),
);

const MANGLES: readonly Mangle[] = [
  'bad-boundary',
  'no-boundary',
  'truncated',
  'duplicate-field',
  'no-file',
  'two-files',
  'nameless-part',
  'preamble-only',
];
const mangles = fc.oneof(
  { arbitrary: fc.constant<Mangle>('none'), weight: 3 },
  { arbitrary: fc.constantFrom(...MANGLES), weight: 1 },
);

const JSON_TYPE = { 'content-type': 'application/json' };

/** Content types the API never takes, each with a body. */
export const FOREIGN_TYPES = [
  'text/xml',
  'text/plain',
  'application/octet-stream',
  'image/png',
  'application/jsonx',
  'application/x-www-form-urlencodedx',
  'a/b;;;=;',
  'application/json; charset=utf-16',
];

/** A megabyte and a bit: past the body limit of every JSON and form route. */
export const OVER_A_MEGABYTE = `{"x":"${'x'.repeat(1024 * 1024)}"}`;
/** Just under a megabyte: read and parsed, then validated. */
const UNDER_A_MEGABYTE = `{"x":"${'y'.repeat(1000 * 1000)}"}`;

/** Bodies that are not the declared shape at all: garbage, other content types, 1 MB. */
export const garbageBody: fc.Arbitrary<NonNullable<Draft['raw']>> = fc.oneof(
  {
    arbitrary: fc
      .constantFrom('{bad', '', '[1,', '{"a":1}x', '{"a":1,}', '"\\ud800"', '\ufeff{}', '{"__proto__":{"x":1}}', 'null')
      .map((payload) => ({ headers: JSON_TYPE, payload })),
    weight: 30,
  },
  {
    arbitrary: fc.tuple(fc.constantFrom(...FOREIGN_TYPES), hostileText).map(([type, payload]) => ({
      headers: { 'content-type': type },
      payload: payload || 'x',
    })),
    weight: 30,
  },
  { arbitrary: hostileValue.map((v) => ({ headers: JSON_TYPE, payload: toJson(v) })), weight: 30 },
  {
    arbitrary: fc.constantFrom(
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '{"a":1}' },
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'a=1' },
      { headers: JSON_TYPE, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    ),
    weight: 10,
  },
  // A megabyte is slow to send a hundred thousand times: one garbage body in a hundred.
  {
    arbitrary: fc.constantFrom(OVER_A_MEGABYTE, UNDER_A_MEGABYTE).map((payload) => ({ headers: JSON_TYPE, payload })),
    weight: 1,
  },
);

/** Hostile drafts for one route, from its schemas; mostly by the callers it admits, sometimes by anyone. */
export function draftsFor(op: Operation, admitted: readonly Caller[]): fc.Arbitrary<Draft> {
  const anyone = fc.constantFrom(...CALLERS);
  const caller = admitted.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...admitted), weight: 4 }, { arbitrary: anyone, weight: 1 })
    : anyone;
  const { schema, multipart } = declaredBody(op);
  const encodings: fc.Arbitrary<Draft['encoding']> = schema
    ? fc.oneof(
        { arbitrary: fc.constant(multipart ? 'multipart' : 'json'), weight: 6 },
        { arbitrary: fc.constantFrom<Draft['encoding']>(multipart ? 'json' : 'multipart', 'form'), weight: 2 },
      )
    : fc.oneof({ arbitrary: fc.constant('none'), weight: 8 }, fc.constantFrom('json', 'multipart'));
  const params = pathValues(op);
  const noise = queryNoise(op);
  const file = fc.option(smallFile, { nil: undefined, freq: 3 });
  const raw = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: schema ? 6 : 10 },
    { arbitrary: garbageBody, weight: 1 },
  );
  // Built once per route for each way of straying (building arbitraries per value would cost more than sending).
  const draft = (how: Strays) =>
    fc.record({
      caller,
      params,
      query: objectOf(op.query, how),
      queryNoise: noise,
      encoding: encodings,
      fields: objectOf(schema, how),
      file,
      mangle: mangles,
      raw,
    });
  return fc.oneof(...STRAYS.map(({ how, weight }) => ({ arbitrary: draft(how), weight })));
}

const formText = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encode(k)}=${encode(asText(item))}`))
    .join('&');

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body, spoilt as the draft says. */
function multipartOf(draft: Draft): { headers: Record<string, string>; payload: Buffer } {
  const part = (name: string | null, value: string | Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data${name === null ? '' : `; name="${name}"`}` +
          `${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(draft.fields)) {
    if (name === 'file') continue;
    for (const item of Array.isArray(value) ? value : [value]) parts.push(part(name, asText(item)));
  }
  const first = Object.entries(draft.fields)[0];
  if (draft.mangle === 'duplicate-field' && first) parts.push(part(first[0], asText(first[1])));
  if (draft.mangle === 'nameless-part') parts.push(part(null, 'x'));
  const file = draft.file ?? Buffer.from('x');
  if (draft.mangle !== 'no-file' && (draft.file || draft.mangle === 'two-files'))
    parts.push(part('file', file, 'x.png'));
  if (draft.mangle === 'two-files') parts.push(part('file', file, '../../../x.png'));
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  let payload = Buffer.concat(parts);
  let type = `multipart/form-data; boundary=${BOUNDARY}`;
  if (draft.mangle === 'bad-boundary') type = 'multipart/form-data; boundary=somethingElse';
  if (draft.mangle === 'no-boundary') type = 'multipart/form-data';
  if (draft.mangle === 'truncated') payload = payload.subarray(0, Math.max(1, Math.floor(payload.length / 2)));
  if (draft.mangle === 'preamble-only') payload = Buffer.from(`preamble without parts\r\n--${BOUNDARY}`);
  return { headers: { 'content-type': type }, payload };
}

/** The request a draft describes, as app.inject takes it. */
export function encodeDraft(op: Operation, draft: Draft): FuzzRequest {
  const path = Object.keys(op.pathParams).reduce((url, name) => {
    return url.replace(`{${name}}`, draft.params[name] || '1');
  }, op.path);
  const pairs = Object.entries(draft.query).flatMap(([key, value]) =>
    (Array.isArray(value) && value.length > 0 ? value : [value]).map((v) => `${encode(key)}=${encode(asText(v))}`),
  );
  pairs.push(...draft.queryNoise);
  const query = pairs.length ? `?${pairs.join('&')}` : '';
  let body: { headers: Record<string, string>; payload?: string | Buffer } = { headers: {} };
  if (draft.raw) body = draft.raw;
  else if (draft.encoding === 'json') body = { headers: JSON_TYPE, payload: toJson(draft.fields) };
  else if (draft.encoding === 'form') {
    body = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: formText(draft.fields) };
  } else if (draft.encoding === 'multipart') body = multipartOf(draft);
  return {
    caller: draft.caller,
    method: op.method,
    url: `${path}${query}`,
    headers: body.headers,
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  };
}

/** Hostile requests for one route, from its schemas; mostly by the callers it admits, sometimes by anyone. */
export function requestsFor(op: Operation, admitted: readonly Caller[]): fc.Arbitrary<FuzzRequest> {
  return draftsFor(op, admitted).map((draft) => encodeDraft(op, draft));
}

/** A request short enough to print: long payloads and URLs cut, with their lengths. */
export function printable(request: FuzzRequest): Record<string, unknown> {
  const cut = (text: string) => (text.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} chars)` : text);
  const payload =
    request.payload === undefined
      ? undefined
      : Buffer.isBuffer(request.payload)
        ? cut(request.payload.toString('latin1'))
        : cut(request.payload);
  return { ...request, url: cut(request.url), ...(payload === undefined ? {} : { payload }) };
}
