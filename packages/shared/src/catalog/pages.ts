import { z } from 'zod';
import { AdminCatalogItemSchema, CATALOG_LIMITS } from '../admin/catalog.ts';
import { positiveId } from '../common/ids.ts';
import type { Labelled } from '../common/labels.ts';
import { pagingQuery } from '../common/paging.ts';
import { filterText, optionalChoice } from '../common/text.ts';
import { JobListItemSchema } from '../jobs/answers.ts';

// The certificate and major pages and the hot majors (ADR 0108).

/** Recruiting jobs a certificate or major page lists, newest first. */
export const CATALOG_PAGE_JOBS = 10;

/** GET /u/v1/user/get/major?id= and /u/v1/user/get/certificate?id= */
export const CatalogPageQuerySchema = z.object({ id: positiveId('catalogIdInvalid') });
export type CatalogPageQuery = z.infer<typeof CatalogPageQuerySchema>;

/** The entry as its page shows it (image_url: certificates only, null when there is none). */
export const CatalogPageItemSchema = AdminCatalogItemSchema.pick({
  id: true,
  name: true,
  en_name: true,
  category: true,
  description: true,
  en_description: true,
  image_url: true,
});
export type CatalogPageItem = z.infer<typeof CatalogPageItemSchema>;

export const CatalogPageSchema = z.object({
  item: CatalogPageItemSchema,
  talent_count: z.number().int().describe('job seekers in the talent pool (enabled, with a resume) holding it'),
  job_count: z.number().int().describe('recruiting, approved jobs requiring it; exact up to 10,000'),
  jobs: z.array(JobListItemSchema).describe(`up to ${CATALOG_PAGE_JOBS} of those jobs, newest first`),
});
export type CatalogPage = z.infer<typeof CatalogPageSchema>;

/** A hot major's level, from its rank by score (ADR 0108). */
export const HOT_MAJOR_LEVEL_LABELS = [
  { value: 'hot', zh: '热门', en: 'Hot' },
  { value: 'rising', zh: '上升', en: 'Rising' },
  { value: 'steady', zh: '平稳', en: 'Steady' },
] as const satisfies readonly Labelled<string>[];
export const HOT_MAJOR_LEVELS = HOT_MAJOR_LEVEL_LABELS.map((l) => l.value) as ['hot', 'rising', 'steady'];
export type HotMajorLevel = (typeof HOT_MAJOR_LEVELS)[number];

/** The page sizes of the hot majors. */
export const HOT_MAJOR_PAGE_SIZES = [10, 20, 30] as const;

/** GET /u/v1/user/get/hot/majors */
export const HotMajorsQuerySchema = pagingQuery(
  { default: 10, options: HOT_MAJOR_PAGE_SIZES },
  'hotMajorsPageSizeInvalid',
).extend({
  category: filterText(CATALOG_LIMITS.category, 'catalogCategoryTooLong').describe('a major category, exactly'),
  level: optionalChoice(HOT_MAJOR_LEVELS, 'hotMajorLevelInvalid').describe('hot, rising or steady'),
});
export type HotMajorsQuery = z.infer<typeof HotMajorsQuerySchema>;

export const HotMajorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  en_name: z.string(),
  category: z.string(),
  job_count: z.number().int().describe('recruiting, approved jobs accepting it'),
  talent_count: z.number().int().describe('job seekers in the talent pool holding it'),
  growth: z.number().int().describe('approved jobs accepting it posted in the last 30 days minus the 30 before'),
  score: z.number().int().describe('3 x job_count + talent_count + 2 x growth when positive'),
  level: z.enum(HOT_MAJOR_LEVELS),
});
export type HotMajor = z.infer<typeof HotMajorSchema>;

/** GET /u/v1/user/get/major/categories: the categories majors use, for the hot majors' filter. */
export const MajorCategoriesSchema = z.array(z.string());
