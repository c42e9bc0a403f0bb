import { z } from 'zod';
import type { MessageKey } from '../messages.ts';

/**
 * Refuses an array longer than `max` before any of its elements is parsed (zod checks an array's length
 * only after parsing every element, so a 1 MB body of tiny elements would otherwise cost seconds).
 */
export const refuseLongArray = (max: number, tooMany: MessageKey) => (value: unknown, ctx: z.core.$RefinementCtx) => {
  if (!Array.isArray(value) || value.length <= max) return value;
  ctx.addIssue({ code: 'custom', message: tooMany, input: value });
  return z.NEVER;
};

/** An array of `item`s, from `min` to `max` long; `invalid` when it is not an array. */
export const boundedList = <T extends z.ZodType>(
  item: T,
  { min = 0, max, invalid, tooFew = invalid, tooMany }: ListBounds,
) => z.preprocess(refuseLongArray(max, tooMany), z.array(item, { error: invalid }).min(min, tooFew).max(max, tooMany));

type ListBounds = { min?: number; max: number; invalid: MessageKey; tooFew?: MessageKey; tooMany: MessageKey };
