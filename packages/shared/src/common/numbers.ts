import { z } from 'zod';
import type { MessageKey } from '../messages.ts';

/** Query strings, urlencoded and multipart fields carry numbers as text; blank text and null count as missing. */
export function numberFromText(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text);
}

const whole = (min: number, max: number, missing: MessageKey, invalid: MessageKey) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : invalid) })
    .int(invalid)
    .min(min, invalid)
    .max(max, invalid);

/** A whole number in [min, max], given as a number or as text; `missing` when absent, `invalid` otherwise. */
export const wholeNumber = (min: number, max: number, missing: MessageKey, invalid: MessageKey = missing) =>
  z.preprocess(numberFromText, whole(min, max, missing, invalid));

/** The same, where absence (also blank text or null) is allowed. */
export const optionalWholeNumber = (min: number, max: number, invalid: MessageKey) =>
  z.preprocess(numberFromText, whole(min, max, invalid, invalid).optional());

/** The same, with a value for absence. */
export const wholeNumberOr = (min: number, max: number, fallback: number, invalid: MessageKey) =>
  z.preprocess(numberFromText, whole(min, max, invalid, invalid).default(fallback));
