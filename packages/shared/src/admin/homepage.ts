import { z } from 'zod';
import { idList, positiveId } from '../common/ids.ts';
import { pagingQuery } from '../common/paging.ts';
import { choice, filterText, requiredText, textOrEmpty } from '../common/text.ts';
import { HOMEPAGE_LIMITS, HOMEPAGE_LINK_PATTERN, HOMEPAGE_SECTIONS } from './homepage-sections.ts';

// The company homepage (docs/product/company-homepage.md, ADR 0105): the platform operator's own service scope,
// achievements, qualifications and carousel, each item bilingual with an image and a position; shown to everyone at
// /company.

const section = choice(HOMEPAGE_SECTIONS, 'homepageSectionRequired', 'homepageSectionInvalid').describe(
  'service | achievement | qualification | carousel',
);

/** One item as the public page and the back office show it. */
export const HomepageItemSchema = z.object({
  id: z.number().int(),
  section: z.enum(HOMEPAGE_SECTIONS),
  title: z.string(),
  en_title: z.string(),
  body: z.string(),
  en_body: z.string(),
  image_url: z.string().nullable().describe('null when the item has no image (never for the carousel)'),
  link: z.string().describe('carousel: where "Learn more" goes; empty when none'),
  position: z.number().int(),
  update_time: z.string(),
});
export type HomepageItem = z.infer<typeof HomepageItemSchema>;

/** GET /u/v1/user/get/homepage (public): every section's items in order. */
export const HomepageSchema = z.object({
  service: z.array(HomepageItemSchema),
  achievement: z.array(HomepageItemSchema),
  qualification: z.array(HomepageItemSchema),
  carousel: z.array(HomepageItemSchema),
});
export type Homepage = z.infer<typeof HomepageSchema>;

/** GET /u/v1/admin/get/homepage/list: one section in its order, searched by title. */
export const AdminHomepageQuerySchema = pagingQuery(
  { default: HOMEPAGE_LIMITS.perSection, max: HOMEPAGE_LIMITS.perSection },
  'homepagePageSizeInvalid',
).extend({
  section,
  key_word: filterText(HOMEPAGE_LIMITS.filter, 'filterTooLong').describe('substring of the Chinese or English title'),
});
export type AdminHomepageQuery = z.infer<typeof AdminHomepageQuerySchema>;

const link = z.preprocess(
  (v) => v ?? '',
  z
    .string({ error: 'homepageLinkInvalid' })
    .trim()
    .max(HOMEPAGE_LIMITS.link, { error: 'homepageLinkInvalid', abort: true })
    .refine((v) => v === '' || HOMEPAGE_LINK_PATTERN.test(v), 'homepageLinkInvalid'),
);

/** The text fields of an item (multipart beside the image `file`, or JSON). */
const itemText = {
  title: requiredText('homepageTitleRequired', HOMEPAGE_LIMITS.title),
  en_title: requiredText('homepageEnTitleRequired', HOMEPAGE_LIMITS.title),
  body: textOrEmpty(HOMEPAGE_LIMITS.body, 'textTooLong'),
  en_body: textOrEmpty(HOMEPAGE_LIMITS.body, 'textTooLong'),
  link: link.describe('http(s) URL or a site path such as /jobs; carousel only, optional'),
};

/** POST /u/v1/admin/add/homepage/item (multipart; `file`: jpg/png/webp up to 5 MB, required for the carousel). */
export const AddHomepageItemFieldsSchema = z.object({ section, ...itemText });
export type AddHomepageItemFields = z.infer<typeof AddHomepageItemFieldsSchema>;

/** POST /u/v1/admin/update/homepage/item (multipart; `file` optional: replaces the image). The section stays. */
export const UpdateHomepageItemFieldsSchema = z.object({
  id: positiveId('homepageIdInvalid'),
  ...itemText,
  remove_image: z
    .enum(['0', '1'], { error: 'fieldInvalid' })
    .optional()
    .describe('1: drop the image (not for the carousel, whose slides need one)'),
});
export type UpdateHomepageItemFields = z.infer<typeof UpdateHomepageItemFieldsSchema>;

/** POST /u/v1/admin/delete/homepage/item */
export const HomepageIdBodySchema = z.object({ id: positiveId('homepageIdInvalid') });
export type HomepageIdBody = z.infer<typeof HomepageIdBodySchema>;

/** POST /u/v1/admin/reorder/homepage/item: every item of the section, in the new order. */
export const ReorderHomepageBodySchema = z.object({
  section,
  id_list: idList('homepageIdInvalid', { max: HOMEPAGE_LIMITS.perSection, tooMany: 'homepageReorderMismatch' }),
});
export type ReorderHomepageBody = z.infer<typeof ReorderHomepageBodySchema>;
