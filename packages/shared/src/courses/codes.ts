import type { Labelled } from '../common/labels.ts';
import { PAGE_SIZES } from '../constants.ts';

// The codes of the courses area: categories, levels, list orders.

/** Course categories fitting an engineering platform; one zh and one en name each (docs/product/glossary.md#codes). */
export const COURSE_CATEGORY_LABELS = [
  { value: 'exam', zh: '考证培训', en: 'Exam prep' },
  { value: 'software', zh: '设计软件', en: 'Design software' },
  { value: 'construction', zh: '施工管理', en: 'Construction management' },
  { value: 'standards', zh: '规范解读', en: 'Standards explained' },
  { value: 'safety', zh: '安全生产', en: 'Site safety' },
  { value: 'bim', zh: 'BIM', en: 'BIM' },
] as const satisfies readonly Labelled<string>[];
export const COURSE_CATEGORIES = COURSE_CATEGORY_LABELS.map((c) => c.value) as [
  'exam',
  'software',
  'construction',
  'standards',
  'safety',
  'bim',
];
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_LEVEL_LABELS = [
  { value: 'beginner', zh: '入门', en: 'Beginner' },
  { value: 'intermediate', zh: '进阶', en: 'Intermediate' },
  { value: 'advanced', zh: '高级', en: 'Advanced' },
] as const satisfies readonly Labelled<string>[];
export const COURSE_LEVELS = COURSE_LEVEL_LABELS.map((l) => l.value) as ['beginner', 'intermediate', 'advanced'];
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_SORT_LABELS = [
  { value: 'newest', zh: '最新', en: 'Newest' },
  { value: 'popular', zh: '学习人数最多', en: 'Most learners' },
  { value: 'shortest', zh: '时长最短', en: 'Shortest' },
] as const satisfies readonly Labelled<string>[];
export const COURSE_SORTS = COURSE_SORT_LABELS.map((s) => s.value) as ['newest', 'popular', 'shortest'];
export type CourseSort = (typeof COURSE_SORTS)[number];

export const COURSE_LIMITS = {
  title: 80,
  enTitle: 160,
  summary: 1000,
  keyword: 60,
  lessons: 60,
  lessonTitle: 80,
  lessonEnTitle: 160,
  /** Minutes of one lesson. */
  lessonMinutes: 600,
  /** A lesson's text, each language (plain text; line breaks kept). */
  lessonBody: 3000,
  /** A lesson's video address (http or https). */
  videoUrl: 500,
  /** Certificates or majors one course links. */
  links: 20,
  /**
   * The lessons as JSON text (a multipart field): room for every lesson at its longest texts, with the escapes JSON
   * adds to line breaks.
   */
  outlineChars: 600_000,
  sort: 100_000,
} as const;

/** The user list's page sizes: the same as the other lists'. */
export const COURSE_PAGE_SIZES = PAGE_SIZES.courses;
