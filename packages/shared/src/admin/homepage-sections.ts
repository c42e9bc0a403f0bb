import type { Labelled } from '../common/labels.ts';

// The company homepage's sections and limits, apart from its schemas: the pages that only read them load no zod.

export const HOMEPAGE_SECTION_LABELS = [
  { value: 'service', zh: '服务范围', en: 'Service scope' },
  { value: 'achievement', zh: '业绩', en: 'Achievements' },
  { value: 'qualification', zh: '资质', en: 'Qualifications' },
  { value: 'carousel', zh: '轮播图', en: 'Carousel' },
] as const satisfies readonly Labelled<string>[];

export type HomepageSection = (typeof HOMEPAGE_SECTION_LABELS)[number]['value'];
export const HOMEPAGE_SECTIONS = HOMEPAGE_SECTION_LABELS.map((s) => s.value) as [HomepageSection, ...HomepageSection[]];

export const HOMEPAGE_LIMITS = {
  title: 100,
  body: 2000,
  link: 500,
  /** Items one section holds: a page shows them all, and a reorder lists them all. */
  perSection: 50,
  /** The key_word filter of the admin list. */
  filter: 100,
} as const;

/** An absolute http(s) URL or a path on this site; no spaces. Linear: one quantifier per branch. */
export const HOMEPAGE_LINK_PATTERN = /^(?:https?:\/\/[^\s/]\S*|\/\S*)$/;
