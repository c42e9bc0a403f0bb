import fc from 'fast-check';

/** A JSON Schema as @fastify/swagger renders a route's zod schemas (the parts the fuzz reads). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A number literal JSON.stringify cannot write (`1e309`, `-0`, 400 digits): spliced into the text as is. */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON() {
    return `\u0002${this.text}\u0003`;
  }
}

/** JSON text of a generated value, raw literals included (JSON.parse reads `1e309` as Infinity). */
export const toJson = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null').replace(/"\\u0002([^"\\]*)\\u0003"/g, '$1');

/** Unicode that breaks naive code: NUL, lone surrogates, direction marks, zero-width, combining, emoji, digits. */
const ODD_UNICODE = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  'x\uDBFF',
  'a\uD800b',
  '\uDC00\uD83D',
  `${'x'.repeat(30)}\uDBFF`,
  '\u200F\u202Eabc\u202C',
  '\u061C\u200E',
  '\u200B\u200C\u200D\u2060\uFEFF',
  'e\u0301\u0308\u0327',
  `Z${'\u0336\u0337\u0338'.repeat(50)}`,
  '😀👩‍👩‍👧🏳️‍🌈',
  '２０２０',
  '٣٤٥',
  '𝟙𝟚𝟛',
  '\u2028\u2029',
  '\uFFFF\uFFFE',
  '\r\n\t\u000B\u001B',
  '張三·李四',
];

/** Bounded huge texts, built once: 100 to 100,000 characters of plain, combining, emoji and full-width text. */
export const HUGE_TEXTS = [
  ...[2, 3, 4, 5].map((power) => 'x'.repeat(10 ** power)),
  `a@${'a.'.repeat(50_000)}@`,
  `e${'\u0301'.repeat(20_000)}`,
  '😀'.repeat(25_000),
  '９'.repeat(10_000),
  '\u202E'.repeat(10_000),
];

/** Numbers at the edges, as JSON numbers: int32 and safe-integer bounds, zero, negative, fractions. */
const BOUNDARY_NUMBERS = [
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  0.5,
  1e308,
  -1e308,
  5e-324,
];

/** Numbers no JSON value of JavaScript can hold: written raw (overflow to Infinity, underflow, negative zero). */
const RAW_NUMBERS = ['1e309', '-1e309', '1e-400', '-0', '9'.repeat(400), '0.0000000000000000000000000001'];

/** Text that Number() reads as id 1 (a row that likely exists) but that is no plain decimal id: refused wherever an id is taken (ADR 0119). */
export const NON_DECIMAL_IDS = ['+1', ' 1 ', '1 ', '0x1', '1e0', '1.0', '0b1', '0o1', '\u00a01'];

/** The same edges as text, as a query string or a form sends numbers. */
const NUMBER_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '1e-400',
  '-0',
  '0x10',
  '0b1',
  '1_000',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1.5',
  '.5',
  '5.',
  '+1',
  '1e2',
  ' 1',
  ...NON_DECIMAL_IDS,
  '[2147483648]',
  '1,2,2147483648',
];

/*
 * One instance of each wide character unit, shared: fast-check maps a unit over all of Unicode the first time
 * it looks a value up in it (about a million entries, a fraction of a second), once per instance.
 */
const BINARY = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
const GRAPHEME = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 });

/** Text a client should never be able to turn into a 500. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '%00',
      '%E0%A4%A',
      '%',
      '../../etc/passwd',
      '..\\..\\boot.ini',
      "'; drop table users; --",
      "' or '1'='1",
      '<script>alert(1)</script>',
      '{{7*7}}#{7*7}<%= 7*7 %>',
      '{}',
      '[]',
      '[1,',
      '[[1]]',
      'null',
      'undefined',
      'true',
      '__proto__',
      'constructor',
      'prototype',
      '2020-02-30',
      '9999-12-31',
      '0000-00-00',
      '-271821-04-19',
      ...ODD_UNICODE,
      ...NUMBER_TEXTS,
    ),
    weight: 25,
  },
  { arbitrary: fc.string({ unit: BINARY, maxLength: 40 }), weight: 12 },
  { arbitrary: fc.string({ unit: GRAPHEME, maxLength: 20 }), weight: 12 },
  // Huge texts cost their length at every step (encoding, parsing, validation): one text in fifty.
  { arbitrary: fc.constantFrom(...HUGE_TEXTS), weight: 1 },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(...BOUNDARY_NUMBERS, -0),
  fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of a shape nobody asked for: wrong types, overflowing numbers, hostile text, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileText, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const datesLike = fc.oneof(
  fc
    .date({ min: new Date('1950-01-01'), max: new Date('2020-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2019-01-01', '2020-06-30'),
);

function plausibleText(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength: schema.maxLength ?? 40 });
    } catch {
      // A pattern fast-check cannot generate from: plain text below.
    }
  }
  if (/time|date|birthday/.test(name)) return datesLike;
  if (schema.format === 'uuid') return fc.uuid();
  const max = Math.min(schema.maxLength ?? 30, 30);
  const min = Math.min(schema.minLength ?? 0, max);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: GRAPHEME, minLength: min, maxLength: max }),
  );
}

/*
 * Arbitraries are built once per schema, field name and way of straying, and shared by every route using them:
 * building fc.string and fc.stringMatching costs more than drawing hundreds of values from them.
 */
const built = new Map<string, fc.Arbitrary<unknown>>();
function memo<T>(key: string, build: () => fc.Arbitrary<T>): fc.Arbitrary<T> {
  let arbitrary = built.get(key);
  if (!arbitrary) {
    arbitrary = build();
    built.set(key, arbitrary);
  }
  return arbitrary as fc.Arbitrary<T>;
}

/** A value the schema accepts, or close to it, so requests get past validation into the services. */
function plausible(schema: JsonSchema | undefined, name = '', how: Strays = 'chaos'): fc.Arbitrary<unknown> {
  return memo(`plausible ${how} ${name} ${JSON.stringify(schema)}`, () => buildPlausible(schema, name, how));
}

function buildPlausible(schema: JsonSchema | undefined, name: string, how: Strays): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => plausible(s, name, how)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? 1000;
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.constantFrom(min, max));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return schema.format === 'binary' ? fc.constant(undefined) : plausibleText(schema, name);
    case 'array':
      return fc.array(how === 'clean' ? plausible(schema.items, name, how) : fieldValue(schema.items, name), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectOf(schema, how);
    default:
      return how === 'clean'
        ? fc.oneof(plausibleText({}, name), fc.integer({ min: 1, max: 20 }))
        : fc.oneof(plausibleText({}, name), fc.integer({ min: 0, max: 20 }), hostileValue);
  }
}

/** Mostly plausible, sometimes hostile: one bad field among good ones reaches the deepest code. */
export function fieldValue(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  return memo(`field ${name} ${JSON.stringify(schema)}`, () =>
    fc.oneof({ arbitrary: plausible(schema, name), weight: 4 }, { arbitrary: hostileValue, weight: 1 }),
  );
}

/**
 * How far a generated object strays from its schema: `clean` fills every required field plausibly (reaching
 * the services), `one` spoils a single field, `chaos` lets any field be hostile or missing.
 */
export type Strays = 'clean' | 'one' | 'chaos';
export const STRAYS: readonly { how: Strays; weight: number }[] = [
  { how: 'clean', weight: 3 },
  { how: 'one', weight: 3 },
  { how: 'chaos', weight: 2 },
];

const OMITTED = Symbol('omitted');
const extraFields = fc.dictionary(fc.oneof(hostileText, fc.string({ maxLength: 8 })), hostileValue, { maxKeys: 3 });

/** An object for a schema, straying from it as asked; now and then with fields nobody declared. */
export function objectOf(schema: JsonSchema | undefined, how: Strays = 'chaos'): fc.Arbitrary<Record<string, unknown>> {
  return memo(`object ${how} ${JSON.stringify(schema)}`, () => buildObject(schema, how));
}

function buildObject(schema: JsonSchema | undefined, how: Strays): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema?.properties ?? {});
  const required = new Set(schema?.required ?? []);
  const fields = entries.map(([name, s]) => {
    if (how === 'chaos') {
      return fc.oneof({ arbitrary: fieldValue(s, name), weight: 6 }, { arbitrary: fc.constant(OMITTED), weight: 1 });
    }
    const value = plausible(s, name, 'clean');
    return required.has(name) ? value : fc.oneof(value, fc.constant(OMITTED));
  });
  const spoil =
    how === 'one' && entries.length > 0
      ? fc.tuple(fc.nat({ max: entries.length - 1 }), fc.oneof(hostileValue, fc.constant(OMITTED)))
      : fc.constant(null);
  const extra = how === 'clean' ? fc.constant({}) : fc.oneof({ arbitrary: fc.constant({}), weight: 6 }, extraFields);
  return fc.tuple(fc.tuple(...fields), spoil, extra).map(([values, spoilt, more]) => {
    const out: Record<string, unknown> = { ...more };
    values.forEach((value, i) => {
      const name = entries[i]?.[0];
      const final = spoilt && spoilt[0] === i ? spoilt[1] : value;
      if (name !== undefined && final !== OMITTED && final !== undefined) out[name] = final;
    });
    return out;
  });
}
