import { z } from 'zod';
import type { MessageKey } from '../messages.ts';
import { INT4_MAX } from './int4.ts';
import { refuseLongArray } from './lists.ts';

/** Digits only: no sign, spaces, exponent, fraction, hexadecimal or full-width digits. */
const DECIMAL = /^[0-9]+$/;

/**
 * An id as it arrives: a JSON number is itself (a boolean, an array or an object stays what it is, and is
 * refused); text must be plain decimal digits, else it becomes NaN (refused with the field's message). Blank
 * text and null count as absent. `'+7'`, `' 7 '`, `'0x7'`, `'7e0'` and `'7.0'` name no id (ADR 0119).
 */
export function idFromText(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return DECIMAL.test(value) ? Number(value) : Number.NaN;
}

const id = (missing: MessageKey, invalid: MessageKey) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : invalid) })
    .int(invalid)
    .min(1, invalid)
    .max(INT4_MAX, invalid);

/** Every id of the API: a whole number from 1 to the int4 maximum, as a JSON integer or as decimal digits. */
export const positiveId = (key: MessageKey) => z.preprocess(idFromText, id(key, key));

/** An id that may be left out (absent, null or blank text). */
export const optionalPositiveId = (key: MessageKey) => z.preprocess(idFromText, id(key, key).optional());

/** Longest text a list of `max` ids can take: ten digits, a comma and some spaces each, plus brackets. */
const textLimit = (max: number) => max * 16 + 2;

/**
 * A list of ids given as an array, as JSON array text (`[1,2]`) or as comma text (`1,2`, each part plain
 * digits as a single id is: no spaces); duplicates are dropped. The length is checked before any element is read, so a huge list costs nothing.
 */
function splitIds(max: number, tooMany: MessageKey) {
  const refuseLong = refuseLongArray(max, tooMany);
  return (value: unknown, ctx: z.core.$RefinementCtx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
    if (typeof value !== 'string') return refuseLong(value, ctx);
    if (value.length > textLimit(max)) {
      ctx.addIssue({ code: 'custom', message: tooMany, input: value });
      return z.NEVER;
    }
    return refuseLong(fromText(value, max), ctx);
  };
}

/** At most max + 1 parts are split off, which is enough to tell that a list is too long. */
function fromText(text: string, max: number): unknown {
  if (!text.startsWith('[')) return text.split(',', max + 1);
  try {
    return JSON.parse(text);
  } catch {
    return [text];
  }
}

const uniqueIds = (ids: number[]) => [...new Set(ids)];

const idArray = (key: MessageKey, max: number, tooMany: MessageKey) =>
  z.array(positiveId(key), { error: key }).max(max, { error: tooMany, abort: true }).transform(uniqueIds);

type IdListOptions = { max: number; tooMany?: MessageKey };

/** A required id list (missing: `key`). */
export const idList = (key: MessageKey, { max, tooMany = key }: IdListOptions) =>
  z.preprocess(splitIds(max, tooMany), idArray(key, max, tooMany));

/** An id list that may be left out (undefined then). */
export const optionalIdList = (key: MessageKey, { max, tooMany = key }: IdListOptions) =>
  z.preprocess(splitIds(max, tooMany), idArray(key, max, tooMany).optional());

/** An id list that is empty when left out. */
export const idListOrEmpty = (key: MessageKey, { max, tooMany = key }: IdListOptions) =>
  z.preprocess(splitIds(max, tooMany), idArray(key, max, tooMany).default([]));
