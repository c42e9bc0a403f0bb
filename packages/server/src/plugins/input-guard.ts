import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';

const NUL = '\u0000';
/** A surrogate code unit that is not half of a pair: `u` mode reads a pair as one code point, never as Cs. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Field names longer than this are cut in the message (a key may be as long as the body). */
const NAME_SHOWN = 40;

/** A plain record: `{}`, `Object.create(null)`, or the null-rooted objects Fastify's query parser builds. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/** What makes a text unusable: NUL (PostgreSQL text cannot hold it) or a lone surrogate (not Unicode at all). */
export type TextFault = { fault: 'nul' | 'surrogate'; field?: string };

function faultOf(text: string): TextFault['fault'] | null {
  if (text.includes(NUL)) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/**
 * The first text of a parsed request part that holds NUL or a lone surrogate, keys included, with the name
 * of the field it was found under (the nearest key; none at the top or when the key itself is at fault).
 * Only plain objects, arrays and strings are walked (uploaded files are class instances); iterative, so
 * nesting depth costs no stack.
 */
export function findTextFault(value: unknown): TextFault | null {
  const pending: { value: unknown; field?: string }[] = [{ value }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; field?: string };
    const item = next.value;
    if (typeof item === 'string') {
      const fault = faultOf(item);
      if (fault) return next.field === undefined ? { fault } : { fault, field: next.field };
    } else if (Array.isArray(item)) {
      for (const element of item)
        pending.push({ value: element, ...(next.field === undefined ? {} : { field: next.field }) });
    } else if (isPlainObject(item)) {
      for (const key in item) {
        const fault = faultOf(key);
        if (fault) return { fault };
        pending.push({ value: item[key], field: key });
      }
    }
  }
  return null;
}

/** A field name for the message, cut by code points so no pair is split. */
function shown(field: string): string {
  const points = Array.from(field.slice(0, NAME_SHOWN * 2));
  return points.length > NAME_SHOWN || field.length > NAME_SHOWN * 2
    ? `${points.slice(0, NAME_SHOWN).join('')}…`
    : field;
}

/**
 * Every text of a request must be well formed: NUL breaks a PostgreSQL query, and a lone UTF-16 surrogate
 * (`"\ud800"` in JSON) has no UTF-8 form, so the database refuses it in jsonb or stores it replaced. Every
 * route refuses both here, once, with a 400, before validation, whether they came in the path, the query
 * string, JSON, a form or a multipart field (docs/decisions/0119-input-bounds-and-hostile-input.md, 0119).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const found = findTextFault(request.params) ?? findTextFault(request.query) ?? findTextFault(request.body);
    if (!found) return;
    if (found.fault === 'nul') throw badRequest('textHasNul');
    throw found.field === undefined
      ? badRequest('textHasLoneSurrogate')
      : badRequest('fieldHasLoneSurrogate', { field: shown(found.field) });
  });
});
