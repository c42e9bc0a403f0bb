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

/** Text a client should never be able to turn into a 500. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFFx',
    '😀👩‍👩‍👧',
    '２０２０',
    '%00',
    '%E0%A4%A',
    '../../etc/passwd',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '{}',
    '[]',
    '[1,',
    '[[1]]',
    'null',
    'NaN',
    'Infinity',
    '-0',
    '1e400',
    '0x10',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    '1.5',
    '[2147483648]',
    '1,2,2147483648',
    '__proto__',
    'constructor',
    '2020-02-30',
    '9999-12-31',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: 2, max: 5 }).map((power) => 'x'.repeat(10 ** power)),
  fc.integer({ min: 2, max: 5 }).map((power) => `a@${'a.'.repeat(10 ** power / 2)}@`),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1, 0, 0.5, -0),
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
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
  );
}

/** A value the schema accepts, or close to it, so requests get past validation into the services. */
export function plausible(schema: JsonSchema | undefined, name = '', how: Strays = 'chaos'): fc.Arbitrary<unknown> {
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
  return fc.oneof({ arbitrary: plausible(schema, name), weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

/**
 * How far a generated object strays from its schema: `clean` fills every required field plausibly (reaching
 * the services), `one` spoils a single field, `chaos` lets any field be hostile or missing.
 */
export type Strays = 'clean' | 'one' | 'chaos';
export const strays: fc.Arbitrary<Strays> = fc.oneof(
  { arbitrary: fc.constant<Strays>('clean'), weight: 3 },
  { arbitrary: fc.constant<Strays>('one'), weight: 3 },
  { arbitrary: fc.constant<Strays>('chaos'), weight: 2 },
);

const OMITTED = Symbol('omitted');
const extraFields = fc.dictionary(fc.oneof(hostileText, fc.string({ maxLength: 8 })), hostileValue, { maxKeys: 3 });

/** An object for a schema, straying from it as asked; now and then with fields nobody declared. */
export function objectOf(schema: JsonSchema | undefined, how: Strays = 'chaos'): fc.Arbitrary<Record<string, unknown>> {
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
