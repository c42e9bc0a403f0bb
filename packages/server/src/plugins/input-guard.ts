import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';

const NUL = '\u0000';

/** A plain record: `{}`, `Object.create(null)`, or the null-rooted objects Fastify's query parser builds. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * Whether any text in a parsed request part holds NUL, keys included. Only plain objects, arrays and
 * strings are walked (uploaded files are class instances); iterative, so nesting depth costs no stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes(NUL)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (isPlainObject(next)) {
      for (const key in next) {
        if (key.includes(NUL)) return true;
        pending.push(next[key]);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL, so a query with one fails: every route refuses it here, once, with a
 * 400, before validation, whether it came in the path, the query string, JSON, a form or a multipart field.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest('textHasNul');
    }
  });
});
