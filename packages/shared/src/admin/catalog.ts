import { z } from 'zod';
import { CATALOG_CATEGORIES } from '../catalog/categories.ts';
import { switchFlag } from '../common/flags.ts';
import { idList, positiveId } from '../common/ids.ts';
import type { Labelled } from '../common/labels.ts';
import { pagingQuery } from '../common/paging.ts';
import { filterText, optionalChoice, requiredText, textOrEmpty } from '../common/text.ts';

// The catalogue of majors and certificates as administrators manage it (ADR 0108).

/** How a catalogue is named in the admin calls: /u/v1/admin/<verb>/<kind>. */
export const ADMIN_CATALOG_KINDS = ['major', 'cert'] as const;
export type AdminCatalogKind = (typeof ADMIN_CATALOG_KINDS)[number];

export const CATALOG_LIMITS = {
  name: 60,
  enName: 120,
  category: 40,
  /** Each of description and en_description (characters). */
  description: 2000,
  keyword: 60,
  /** Most ids one reorder may list. */
  reorder: 200,
  /** Most entries one catalogue may hold: lists sorted by usage count every entry. */
  entries: 5000,
} as const;

export const CATALOG_SORT_LABELS = [
  { value: 'sort', zh: '排列顺序', en: 'Order' },
  { value: 'name', zh: '名称', en: 'Name' },
  { value: 'usage', zh: '使用次数', en: 'Usage' },
] as const satisfies readonly Labelled<string>[];
export const CATALOG_SORTS = CATALOG_SORT_LABELS.map((s) => s.value) as ['sort', 'name', 'usage'];
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** GET /u/v1/admin/get/<kind>/list: `key_word` over name and en_name; `sort` (default: the catalogue order). */
export const AdminCatalogQuerySchema = pagingQuery({ default: 20, max: 100 }, 'catalogPageSizeInvalid').extend({
  key_word: filterText(CATALOG_LIMITS.keyword, 'catalogKeywordInvalid').describe('part of the zh or en name'),
  sort: optionalChoice(CATALOG_SORTS, 'catalogSortInvalid').describe(
    'sort (default), name, or usage (most used first)',
  ),
});
export type AdminCatalogQuery = z.infer<typeof AdminCatalogQuerySchema>;

export const AdminCatalogItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  en_name: z.string(),
  category: z.string(),
  description: z.string(),
  en_description: z.string(),
  /** Certificates only; null without an image (majors always null). */
  image_url: z.string().nullable(),
  sort: z.number().int().describe('position in every list of the catalogue, smallest first'),
  job_count: z.number().int().describe('live jobs requiring or accepting it'),
  resume_count: z.number().int().describe('resumes holding it'),
  update_time: z.string(),
});
export type AdminCatalogItem = z.infer<typeof AdminCatalogItemSchema>;

/** One of CATALOG_CATEGORIES, or none: left out, null and blank are '' (no category). */
const catalogCategory = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.enum(['', ...CATALOG_CATEGORIES], { error: 'catalogCategoryInvalid' }),
  )
  .default('');

/** The fields of a major or certificate (JSON for majors, multipart fields for certificates). */
export const CatalogFieldsSchema = z.object({
  name: requiredText('catalogNameRequired', CATALOG_LIMITS.name, 'catalogNameTooLong'),
  en_name: requiredText('catalogEnNameRequired', CATALOG_LIMITS.enName, 'catalogEnNameTooLong'),
  category: catalogCategory,
  description: textOrEmpty(CATALOG_LIMITS.description, 'catalogDescriptionTooLong'),
  en_description: textOrEmpty(CATALOG_LIMITS.description, 'catalogDescriptionTooLong'),
});
export type CatalogFields = z.infer<typeof CatalogFieldsSchema>;

const catalogId = positiveId('catalogIdInvalid');

export const UpdateCatalogBodySchema = CatalogFieldsSchema.extend({ id: catalogId });
export type UpdateCatalogBody = z.infer<typeof UpdateCatalogBodySchema>;

/** Multipart fields of a certificate's update: `remove_image=1` drops the image (a sent `file` replaces it). */
export const UpdateCertificateFieldsSchema = UpdateCatalogBodySchema.extend({
  remove_image: switchFlag('catalogIdInvalid'),
});

/** POST /u/v1/admin/reorder/<kind>: these ids take the places they hold now, in this order. */
export const ReorderCatalogBodySchema = z.object({
  id_list: idList('catalogIdInvalid', { max: CATALOG_LIMITS.reorder, tooMany: 'catalogReorderTooMany' }),
});
export type ReorderCatalogBody = z.infer<typeof ReorderCatalogBodySchema>;

export const DeleteCatalogBodySchema = z.object({ id: catalogId });

/** POST /u/v1/admin/merge/<kind>: every job and resume link of `id` moves to `into_id`, then `id` is deleted. */
export const MergeCatalogBodySchema = z
  .object({ id: catalogId, into_id: catalogId })
  .refine((b) => b.id !== b.into_id, { error: 'catalogMergeSame', path: ['into_id'] });
export type MergeCatalogBody = z.infer<typeof MergeCatalogBodySchema>;
