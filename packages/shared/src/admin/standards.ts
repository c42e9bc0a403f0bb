import { z } from 'zod';
import { positiveId } from '../common/ids.ts';
import { wholeNumber } from '../common/numbers.ts';
import { pagingQuery } from '../common/paging.ts';
import { filterText, optionalChoice } from '../common/text.ts';
import { PAGE_SIZES } from '../constants.ts';
import { StandardSchema } from '../standards/answers.ts';
import { STANDARD_LIMITS } from '../standards/limits.ts';
import { StandardUploadFieldsSchema } from '../standards/requests.ts';

// The administrators' standards calls (ADR 0099): list, edit, replace the file, delete.

export const ADMIN_STANDARD_SORTS = ['create_time', 'downloads', 'price'] as const;
export type AdminStandardSort = (typeof ADMIN_STANDARD_SORTS)[number];
export const ADMIN_STANDARD_ORDERS = ['asc', 'desc'] as const;

/** GET /u/v1/admin/get/standard/list: newest first unless sorted otherwise; total exact up to 10,000. */
export const AdminStandardsQuerySchema = pagingQuery(PAGE_SIZES.standards, 'jobPageSizeInvalid').extend({
  key_word: filterText(STANDARD_LIMITS.filter, 'filterTooLong').describe(
    'substring of the Chinese or English name, the version or the comment (1-2 Chinese characters work)',
  ),
  sort: optionalChoice(ADMIN_STANDARD_SORTS, 'adminStandardSortInvalid').describe('create_time (default)'),
  order: optionalChoice(ADMIN_STANDARD_ORDERS, 'adminStandardOrderInvalid').describe('desc (default)'),
});
export type AdminStandardsQuery = z.infer<typeof AdminStandardsQuerySchema>;

/** A standard as the back office lists it: its description, and how many bought it. */
export const AdminStandardSchema = StandardSchema.omit({ purchased: true }).extend({
  description: z.string(),
  purchase_count: z.number().int().describe('purchases of it (free standards are downloaded, not bought)'),
});
export type AdminStandard = z.infer<typeof AdminStandardSchema>;

/** POST /u/v1/admin/update/standard (JSON): every field of the upload but the file; the price is required. */
export const UpdateStandardBodySchema = StandardUploadFieldsSchema.extend({
  id: positiveId('standardIdInvalid'),
  crude_num: wholeNumber(0, STANDARD_LIMITS.maxPrice, 'standardPriceRequired', 'standardPriceInvalid').describe(
    'oil price, 0 = free; the next purchase pays it, earlier buyers keep theirs',
  ),
});
export type UpdateStandardBody = z.infer<typeof UpdateStandardBodySchema>;

/** POST /u/v1/admin/delete/standard, and the id field of POST /u/v1/admin/replace/standard/file (multipart). */
export const StandardIdBodySchema = z.object({ id: positiveId('standardIdInvalid') });
export type StandardIdBody = z.infer<typeof StandardIdBodySchema>;
