import type { Labelled } from '../common/labels.ts';

/**
 * The categories of majors and certificates, one zh and one en name each (docs/product/glossary.md): the admin forms
 * choose from these, the server refuses any other, and every page shows the names (the hot majors, a major's or
 * certificate's page, the admin lists). An entry may also have none (stored as '').
 */
export const CATALOG_CATEGORY_LABELS = [
  { value: 'civil', zh: '土木', en: 'Civil' },
  { value: 'transport', zh: '交通', en: 'Transport' },
  { value: 'architecture', zh: '建筑', en: 'Architecture' },
  { value: 'mep', zh: '机电', en: 'MEP' },
  { value: 'survey', zh: '测绘勘察', en: 'Survey' },
  { value: 'water', zh: '水利', en: 'Water' },
  { value: 'environment', zh: '环境', en: 'Environment' },
  { value: 'management', zh: '工程管理', en: 'Management' },
  { value: 'digital', zh: '数字化', en: 'Digital' },
  { value: 'construction', zh: '施工', en: 'Construction' },
  { value: 'design', zh: '设计', en: 'Design' },
  { value: 'green', zh: '绿色建筑', en: 'Green building' },
  { value: 'title', zh: '职称', en: 'Professional title' },
] as const satisfies readonly Labelled<string>[];

export const CATALOG_CATEGORIES = CATALOG_CATEGORY_LABELS.map((c) => c.value) as [
  'civil',
  'transport',
  'architecture',
  'mep',
  'survey',
  'water',
  'environment',
  'management',
  'digital',
  'construction',
  'design',
  'green',
  'title',
];
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];
