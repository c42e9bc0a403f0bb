import { z } from 'zod';
import type { MessageKey } from '../messages.ts';
import { numberFromText, wholeNumberOr } from './numbers.ts';

/** Deepest page any list can be asked for; keeps OFFSET small whatever the page size. */
export const PAGE_MAX = 100_000;

type PageSizes = { default: number } & ({ options: readonly number[] } | { max: number });

const pageSize = (sizes: PageSizes, key: MessageKey) => {
  if (!('options' in sizes)) return wholeNumberOr(1, sizes.max, sizes.default, key);
  // A literal set, so the OpenAPI document lists the sizes as an enum.
  const option = z.literal([...sizes.options], { error: key });
  return z.preprocess(numberFromText, option.default(sizes.default));
};

/** `pn` (from 1, default 1) and `p_size` (one of the options, or from 1 to max) of every paged list. */
export const pagingQuery = (sizes: PageSizes, sizeKey: MessageKey) =>
  z.object({ pn: wholeNumberOr(1, PAGE_MAX, 1, 'pageNumberInvalid'), p_size: pageSize(sizes, sizeKey) });
