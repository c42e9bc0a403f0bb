import { z } from 'zod';
import type { MessageKey } from '../messages.ts';

/**
 * Every pattern here runs in linear time: no two quantifiers can match the same characters. Length checks
 * come first and abort, so a pattern never sees a text longer than its field allows.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Missing and wrongly typed values get different messages. */
export const keyed = (missing: MessageKey, invalid: MessageKey) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? missing : invalid),
});

/** Text that must be there: trimmed, at least one character, at most `max`. */
export const requiredText = (missing: MessageKey, max: number, tooLong: MessageKey = 'textTooLong') =>
  z.string(keyed(missing, 'textInvalid')).trim().min(1, missing).max(max, { error: tooLong, abort: true });

/** Text that may be left out (undefined then); an empty text stays empty. */
export const optionalText = (max: number, tooLong: MessageKey = 'textTooLong') =>
  z.string({ error: 'textInvalid' }).trim().max(max, { error: tooLong, abort: true }).optional();

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A search filter: blank text and null mean "not given". */
export const filterText = (max: number, key: MessageKey) =>
  z.preprocess(blankToUndefined, z.string({ error: key }).trim().max(max, { error: key, abort: true }).optional());

/** Text that is empty when left out or null. */
export const textOrEmpty = (max: number, tooLong: MessageKey, invalid: MessageKey = 'textInvalid') =>
  z.preprocess((v) => v ?? '', z.string({ error: invalid }).trim().max(max, { error: tooLong, abort: true }));

/** Text matching `pattern`, checked only once it is known to be at most `max` long. */
export const patternText = (
  pattern: RegExp,
  max: number,
  keys: { missing: MessageKey; invalid: MessageKey; tooLong?: MessageKey },
) =>
  z
    .string(keyed(keys.missing, keys.invalid))
    .trim()
    .min(1, keys.missing)
    .max(max, { error: keys.tooLong ?? keys.invalid, abort: true })
    .regex(pattern, keys.invalid);

/** The one email rule of the platform. */
export const emailText = (max: number, keys: { missing: MessageKey; invalid: MessageKey; tooLong?: MessageKey }) =>
  patternText(EMAIL_PATTERN, max, keys);

/** An enum value (a select); missing and unknown values get their own messages. */
export const choice = <T extends readonly [string, ...string[]]>(values: T, missing: MessageKey, invalid = missing) =>
  z.enum(values, keyed(missing, invalid));

/** An enum filter that may be left out: blank text and null mean "not given". */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, key: MessageKey) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: key }).optional());
