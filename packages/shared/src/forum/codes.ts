import type { Labelled } from '../common/labels.ts';

// The codes of the forum: categories, orders, limits.

/** Forum categories of an engineering community; one zh and one en name each (docs/product/glossary.md#codes). */
export const FORUM_CATEGORY_LABELS = [
  { value: 'jobs', zh: '求职招聘', en: 'Job hunting' },
  { value: 'exams', zh: '考证交流', en: 'Certificates and exams' },
  { value: 'standards', zh: '规范标准', en: 'Standards' },
  { value: 'practice', zh: '工程实践', en: 'Projects and practice' },
  { value: 'software', zh: '软件与BIM', en: 'Software and BIM' },
  { value: 'lounge', zh: '行业杂谈', en: 'Industry lounge' },
] as const satisfies readonly Labelled<string>[];
export const FORUM_CATEGORIES = FORUM_CATEGORY_LABELS.map((c) => c.value) as [
  'jobs',
  'exams',
  'standards',
  'practice',
  'software',
  'lounge',
];
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];

/** List orders: latest activity (a new post or comment; the default) or hottest (likes, comments, views, age). */
export const FORUM_SORT_LABELS = [
  { value: 'active', zh: '最新回复', en: 'Latest activity' },
  { value: 'hot', zh: '最热', en: 'Hottest' },
] as const satisfies readonly Labelled<string>[];
export const FORUM_SORTS = ['active', 'hot'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];

/** What an administrator sees of a post's state in the back office. */
export const FORUM_POST_STATES = ['visible', 'hidden'] as const;
export type ForumPostState = (typeof FORUM_POST_STATES)[number];

export const FORUM_LIMITS = {
  titleMin: 4,
  title: 80,
  /** The Markdown source of a post. */
  body: 20_000,
  comment: 1_000,
  keyword: 60,
  /** Images one post may carry (uploaded through the storage layer, referenced in the Markdown). */
  images: 9,
  /** The plain-text excerpt lists show. */
  excerpt: 140,
  /** Replies shown under a comment before "more replies". */
  repliesShown: 3,
} as const;

export const FORUM_PAGE_SIZES = { default: 20, options: [10, 20, 50] } as const;
export const FORUM_COMMENT_PAGE_SIZES = { default: 20, options: [20, 50] } as const;
export const FORUM_REPLY_PAGE_SIZES = { default: 20, options: [20, 50] } as const;

/** Posting limits per user, counted in the database (rate limits hold across instances). */
export const FORUM_RATE = {
  postsPerHour: 5,
  postsPerDay: 20,
  commentsPerTenMinutes: 20,
  imagesPerHour: 60,
} as const;

/** Messages of the forum: a comment on one's post, a reply to one's comment; `event_id` is the post's id. */
export const FORUM_MESSAGE_TYPES = { comment: 'forum_comment', reply: 'forum_reply' } as const;
