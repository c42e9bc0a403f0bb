import fc from 'fast-check';
import {
  CALLERS,
  type Caller,
  type Draft,
  declaredBody,
  draftsFor,
  encode,
  FOREIGN_TYPES,
  garbageBody,
  type Operation,
  OVER_A_MEGABYTE,
} from './requests.ts';
import { type JsonSchema, NON_DECIMAL_IDS, RawJson } from './values.ts';

/** The largest int4: an integer schema from 1 to it is an id (`positiveId` of packages/shared). */
const INT4_MAX = 2_147_483_647;

/**
 * Requests that must be refused: a hostile draft (requests.ts) with at least one defect that the route's own
 * declaration says it cannot accept, whatever else the draft holds. The fingerprinted phase of fuzz.test.ts sends
 * only these, so any 2xx answer there is a hole in validation or authorization, and no row may change.
 *
 * Each defect is certain from the declaration alone:
 * - caller: a caller the route's config.auth does not admit (401/403 in the onRequest hook);
 * - nul: NUL in a path, query or body text (the input guard refuses it before validation: PostgreSQL text
 *   cannot hold it);
 * - surrogate: a lone UTF-16 surrogate in a JSON body's field or key (the input guard refuses it: it has no
 *   UTF-8 form; a URL or a form cannot carry one, their bytes decode to U+FFFD);
 * - unparseable, not-object, foreign-type, too-large: a body the declared JSON/form/multipart object can never
 *   be (400, 415, 413);
 * - multipart-broken: a multipart body cut short, without a boundary or with another one, to a route that
 *   declares multipart (400). Multipart to a route documented as JSON only is no defect: form routes take JSON,
 *   urlencoded and multipart while the document lists JSON alone (the hostile phase still sends it);
 * - missing: a required field or query parameter left out;
 * - field, query, param: one value outside its declared schema (wrong type, past a bound, not a choice, not
 *   matching the pattern), chosen for the channel: JSON can carry any type, a form, multipart or a query string
 *   only text, so there only textual violations count (an over-long string, "abc" for a number). An id (an
 *   integer from 1 to the int4 maximum) also refuses text that is no plain decimal ("+1", " 1 ", "0x1", "1e0")
 *   and, in JSON, `true`.
 */
export type Defect =
  | 'caller'
  | 'nul'
  | 'surrogate'
  | 'unparseable'
  | 'not-object'
  | 'foreign-type'
  | 'too-large'
  | 'multipart-broken'
  | 'missing'
  | 'field'
  | 'query'
  | 'param';

type Channel = 'json' | 'text';

const NUL_TEXTS = ['\u0000', 'a\u0000', '\u0000\uD800', `${'x'.repeat(30)}\u0000`];
/** High and low halves alone, at either end, in the middle, and a pair in the wrong order. */
const LONE_SURROGATES = ['\uD800', 'a\uDBFFb', '\uDFFF', 'x\uDC00', '\uDC00\uD83D', `${'y'.repeat(40)}\uD83D`];

/** Text no choice list holds: other case, padding, another script, other numbers. */
const NOT_A_CHOICE = ['zz-none', 'ALL', '9999', '-1', 'true', 'Newest ', '０', '\u202Eabc', '__proto__'];
/** Text no number schema accepts, even coerced: not numbers, or past every finite double. */
const NOT_A_NUMBER = ['abc', 'NaN', '1e309', '-1e309', '２０', '{}', '0x', '1 2'];
/** Text for a pattern to refuse: at least one of these fails any pattern the API declares. */
const PATTERN_MISSES = ['\u202E<script>', ' ', '@@', 'a b', '1', 'x'.repeat(3), '张三', '../x', '\uD800'];

function choicesOf(schema: JsonSchema): unknown[] | null {
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const all = branches.map(choicesOf);
    return all.every((c) => c !== null) ? (all as unknown[][]).flat() : null;
  }
  return null;
}

const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null')[0] : schema.type;

/** Values a schema refuses whatever preprocessing it does; empty when none is certain (NUL still is). */
function violations(schema: JsonSchema | undefined, channel: Channel, required: boolean): unknown[] {
  if (!schema) return [];
  const choices = choicesOf(schema);
  if (choices) {
    const texts = choices.map(String);
    const out: unknown[] = NOT_A_CHOICE.filter((c) => !texts.includes(c));
    return channel === 'json' ? [...out, {}, [choices[0]]] : out;
  }
  if (schema.anyOf || schema.oneOf || schema.allOf) return [];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const out: unknown[] = [...NOT_A_NUMBER];
      if (typeOf(schema) === 'integer') out.push('1.5', '0.000001');
      const isId = typeOf(schema) === 'integer' && schema.minimum === 1 && schema.maximum === INT4_MAX;
      if (isId) out.push(...NON_DECIMAL_IDS, ...(channel === 'json' ? [true, 7.5] : []));
      if (schema.minimum !== undefined && Number.isSafeInteger(schema.minimum)) out.push(String(schema.minimum - 1));
      if (schema.maximum !== undefined && Number.isSafeInteger(schema.maximum)) out.push(String(schema.maximum + 1));
      return channel === 'json' ? [...out, {}, new RawJson('1e309')] : out;
    }
    case 'string': {
      const out: unknown[] = [];
      if (schema.maxLength !== undefined && schema.maxLength < 100_000) {
        out.push('x'.repeat(schema.maxLength + 1), '好'.repeat(schema.maxLength + 1), 'x'.repeat(100_000));
      }
      if (required && (schema.minLength ?? 0) > 0) out.push('');
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        // A blank optional text means "not given" across the contract (it is trimmed to nothing), so it breaks no rule.
        out.push(...PATTERN_MISSES.filter((text) => !pattern.test(text) && (required || text.trim() !== '')));
      }
      return channel === 'json' ? [...out, {}, ['x']] : out;
    }
    case 'array': {
      const out: unknown[] = violations(schema.items, channel, true).map((v) => [v]);
      const item = schema.items ?? {};
      if (schema.maxItems !== undefined && typeOf(item) === 'integer') {
        const from = item.minimum ?? 1;
        out.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => from + i));
      }
      return channel === 'json' ? [...out, { 0: 1 }] : out;
    }
    case 'object':
      return channel === 'json' ? ['abc', 12, [{}]] : [];
    default:
      return [];
  }
}

/**
 * Whether leaving a required field out is certain to be refused. The document calls a field required when its
 * zod schema is, but a preprocess may still turn absence into a value (`textOrEmpty` reads it as ''), and a
 * default fills it in: only fields with no default, and text that must not be empty, count.
 */
function certainlyNeeded(schema: JsonSchema): boolean {
  if ('default' in schema) return false;
  const type = typeOf(schema);
  if (type === 'string') return (schema.minLength ?? 0) > 0 || Boolean(schema.enum) || Boolean(schema.pattern);
  return type !== undefined || choicesOf(schema) !== null;
}

/** A route's defects that apply, each as a change to a hostile draft. */
type Change = [Defect, (d: Draft) => Draft];

function defectsOf(op: Operation, admitted: readonly Caller[] | 'public'): fc.WeightedArbitrary<Change>[] {
  const { schema, multipart } = declaredBody(op);
  const out: fc.WeightedArbitrary<Change>[] = [];
  const defect = (name: Defect, change: fc.Arbitrary<(d: Draft) => Draft>, weight = 10) =>
    out.push({ arbitrary: change.map((c): Change => [name, c]), weight });

  if (admitted !== 'public') {
    const outsiders = CALLERS.filter((c) => !admitted.includes(c));
    defect(
      'caller',
      fc.constantFrom(...outsiders).map((caller) => (d: Draft) => ({ ...d, caller })),
    );
  }

  const nul = fc.constantFrom(...NUL_TEXTS);
  defect(
    'nul',
    fc.tuple(nul, fc.nat({ max: 2 })).map(([text, where]) => (d: Draft) => {
      const names = Object.keys(d.params);
      if (where === 0 && names.length) return { ...d, params: { ...d.params, [names[0] as string]: encode(text) } };
      if (where === 1 && schema && !d.raw) return { ...d, fields: { ...d.fields, [text]: text } };
      return { ...d, queryNoise: [...d.queryNoise, `${encode(text)}=${encode(text)}`] };
    }),
  );

  if (schema) {
    const names = Object.keys(schema.properties ?? {});
    defect(
      'surrogate',
      // Past the last declared field: the surrogate goes in a key of its own.
      fc.tuple(fc.constantFrom(...LONE_SURROGATES), fc.nat({ max: names.length })).map(([text, at]) => (d: Draft) => {
        const name = names[at];
        const fields = name === undefined ? { ...d.fields, [text]: 'x' } : { ...d.fields, [name]: text };
        return { ...d, raw: undefined, encoding: 'json', mangle: 'none', fields };
      }),
    );
    defect(
      'unparseable',
      fc
        .constantFrom('{bad', '[1,', '{"a":1}x', '{"a":1,}', "{'a':1}", '{"a":tru}', '\u0000', '{"a":"\\x"}')
        .map((payload) => (d: Draft) => ({ ...d, raw: { headers: { 'content-type': 'application/json' }, payload } })),
    );
    defect(
      'not-object',
      fc
        .constantFrom('[]', '[{}]', '1', '"x"', 'true', 'null', '1e309', '"\\u0000"')
        .map((payload) => (d: Draft) => ({ ...d, raw: { headers: { 'content-type': 'application/json' }, payload } })),
    );
    defect(
      'foreign-type',
      fc
        // JSON with a charset is still JSON to the parser (which reads UTF-8 and drops a BOM): not foreign.
        .tuple(fc.constantFrom(...FOREIGN_TYPES.filter((type) => !type.startsWith('application/json'))), garbageBody)
        .map(([type, body]) => (d: Draft) => ({
          ...d,
          raw: { headers: { 'content-type': type }, payload: body.payload || 'x' },
        })),
    );
    if (!multipart) {
      defect(
        'too-large',
        fc.constant((d: Draft) => ({
          ...d,
          raw: { headers: { 'content-type': 'application/json' }, payload: OVER_A_MEGABYTE },
        })),
        // A megabyte each: a few per route.
        1,
      );
    }
    if (multipart) {
      defect(
        'multipart-broken',
        fc
          .constantFrom<Draft['mangle']>('no-boundary', 'truncated', 'preamble-only', 'bad-boundary')
          .map((mangle) => (d: Draft) => ({ ...d, raw: undefined, encoding: 'multipart', mangle })),
      );
    }
    const fields = Object.entries(schema.properties ?? {});
    const required = new Set(schema.required ?? []);
    const mustBeSent = fields.filter(([name, s]) => required.has(name) && certainlyNeeded(s)).map(([name]) => name);
    // The channel the body goes by: JSON if the route takes JSON, else text (form or multipart).
    const encoding: Draft['encoding'] = multipart ? 'multipart' : 'json';
    const channel: Channel = multipart ? 'text' : 'json';
    const asDeclared = (d: Draft): Draft => ({
      ...d,
      raw: undefined,
      encoding,
      mangle: d.mangle === 'duplicate-field' || d.mangle === 'two-files' || d.mangle === 'no-file' ? d.mangle : 'none',
    });
    if (mustBeSent.length) {
      defect(
        'missing',
        fc.constantFrom(...mustBeSent).map((name) => (d: Draft) => {
          const { [name]: _gone, ...rest } = d.fields;
          return { ...asDeclared(d), fields: rest };
        }),
      );
    }
    const spoilable = fields.flatMap(([name, s]) =>
      violations(s, channel, required.has(name)).map((value) => [name, value] as const),
    );
    if (spoilable.length) {
      defect(
        'field',
        fc.constantFrom(...spoilable).map(([name, value]) => (d: Draft) => ({
          ...asDeclared(d),
          fields: { ...d.fields, [name]: value },
        })),
      );
    }
  }

  const queryFields = Object.entries(op.query.properties ?? {});
  const requiredQuery = new Set(
    queryFields.filter(([name, s]) => op.query.required?.includes(name) && certainlyNeeded(s)).map(([name]) => name),
  );
  const spoilableQuery = queryFields.flatMap(([name, s]) =>
    violations(s, 'text', requiredQuery.has(name)).map((value) => [name, value] as const),
  );
  if (spoilableQuery.length) {
    defect(
      'query',
      fc.constantFrom(...spoilableQuery).map(([name, value]) => (d: Draft) => ({
        ...d,
        // Noise naming the same key would add a second value (an array): it goes with the spoilt one.
        queryNoise: d.queryNoise.filter((pair) => !pair.startsWith(name)),
        query: { ...d.query, [name]: value },
      })),
    );
  }
  if (requiredQuery.size) {
    defect(
      'missing',
      fc.constantFrom(...requiredQuery).map((name) => (d: Draft) => {
        const { [name]: _gone, ...rest } = d.query;
        return { ...d, query: rest, queryNoise: d.queryNoise.filter((pair) => !pair.startsWith(name)) };
      }),
    );
  }
  const spoilableParams = Object.entries(op.pathParams).flatMap(([name, s]) =>
    violations(s, 'text', true).map((value) => [name, value] as const),
  );
  if (spoilableParams.length) {
    defect(
      'param',
      fc.constantFrom(...spoilableParams).map(([name, value]) => (d: Draft) => ({
        ...d,
        params: { ...d.params, [name]: encode(String(value)) },
      })),
    );
  }
  return out;
}

export type Refused = { defect: Defect; draft: Draft };

/** Drafts for one route that each carry one or two certain defects; the rest of the draft is as hostile as ever. */
export function refusedFor(op: Operation, admitted: readonly Caller[] | 'public'): fc.Arbitrary<Refused> {
  const defects = defectsOf(op, admitted);
  const callers = admitted === 'public' ? [] : admitted;
  return fc
    .tuple(draftsFor(op, callers), fc.array(fc.oneof(...defects), { minLength: 1, maxLength: 2 }))
    .map(([draft, chosen]) => ({
      defect: chosen.map(([name]) => name).join('+') as Defect,
      draft: chosen.reduce((d, [, change]) => change(d), draft),
    }));
}
