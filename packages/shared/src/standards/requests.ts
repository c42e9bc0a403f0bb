import { z } from 'zod';
import { positiveId } from '../common/ids.ts';
import { numberFromText, optionalWholeNumber, wholeNumberOr } from '../common/numbers.ts';
import { PAGE_MAX } from '../common/paging.ts';
import { filterText, optionalText, requiredText } from '../common/text.ts';
import { PAGE_SIZES } from '../constants.ts';
import { STANDARD_LIMITS } from './limits.ts';

// Requests of the standards area: the standards shop, its search, purchase and upload.

/**
 * `pn` (from 1) and `psize` (10/20/30/50, default 10) as the standards calls name them (not `p_size`), as
 * numbers or text.
 */
export const standardsPaging = z.object({
  pn: wholeNumberOr(1, PAGE_MAX, 1, 'pageNumberInvalid'),
  psize: z.preprocess(
    numberFromText,
    z
      .number({ error: 'jobPageSizeInvalid' })
      .refine((n) => (PAGE_SIZES.standards.options as readonly number[]).includes(n), 'jobPageSizeInvalid')
      .default(PAGE_SIZES.standards.default),
  ),
});
export type StandardsPaging = z.infer<typeof standardsPaging>;

const filter = (what: string) =>
  filterText(STANDARD_LIMITS.filter, 'filterTooLong').describe(
    `substring of the ${what} (1-2 Chinese characters work)`,
  );

/** POST /u/v1/user/search/standard (JSON): every given field narrows the list (substring, case-insensitive). */
export const StandardSearchBodySchema = standardsPaging.extend({
  ch_name: filter('Chinese name'),
  en_name: filter('English name'),
  ver: filter('version'),
  comment: filter('comment'),
});
export type StandardSearchBody = z.infer<typeof StandardSearchBodySchema>;

/** POST /u/v1/user/get/standard/list (JSON or form): newest first. */
export const StandardListBodySchema = standardsPaging;
export type StandardListBody = z.infer<typeof StandardListBodySchema>;

/** GET /u/v1/user/get/my/standards and /user/get/oil/ledger. */
export const StandardsPageQuerySchema = standardsPaging;

/** GET /u/v1/user/get/standard?id= and /user/download/standard?id= */
export const StandardIdQuerySchema = z.object({ id: positiveId('standardIdInvalid') });
export type StandardIdQuery = z.infer<typeof StandardIdQuerySchema>;

/** A download; `preview=1` (the detail page drawing the first page) is not counted as one. */
export const StandardDownloadQuerySchema = StandardIdQuerySchema.extend({
  preview: z
    .enum(['0', '1'], { error: 'fieldInvalid' })
    .optional()
    .describe('1: the detail page preview, not counted as a download'),
});

/** POST /u/v1/user/buy/standard */
export const BuyStandardBodySchema = z.object({ id: positiveId('standardIdInvalid') });
export type BuyStandardBody = z.infer<typeof BuyStandardBodySchema>;

/** The text fields of POST /u/v1/user/upload/standard (multipart, with the PDF in `file`). */
export const StandardUploadFieldsSchema = z.object({
  ch_name: requiredText('standardChNameRequired', STANDARD_LIMITS.chName),
  en_name: requiredText('standardEnNameRequired', STANDARD_LIMITS.enName),
  ver: requiredText('standardVerRequired', STANDARD_LIMITS.ver),
  comment: requiredText('standardCommentRequired', STANDARD_LIMITS.comment),
  description: optionalText(STANDARD_LIMITS.description),
  crude_num: optionalWholeNumber(0, STANDARD_LIMITS.maxPrice, 'standardPriceInvalid').describe(
    'oil price, 0 (default) = free',
  ),
});
export type StandardUploadFields = z.infer<typeof StandardUploadFieldsSchema>;
