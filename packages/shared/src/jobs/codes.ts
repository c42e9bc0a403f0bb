import type { Labelled } from '../common/labels.ts';
import { JOB_DESCRIPTION_CUT } from '../constants.ts';

// Codes of the jobs area (docs/product/jobs.md#job-codes, docs/product/glossary.md#codes).

export const CITIES = [
  { value: 'beijing', zh: '北京', en: 'Beijing' },
  { value: 'shanghai', zh: '上海', en: 'Shanghai' },
  { value: 'guangzhou', zh: '广州', en: 'Guangzhou' },
  { value: 'shenzhen', zh: '深圳', en: 'Shenzhen' },
  { value: 'nantong', zh: '南通', en: 'Nantong' },
  { value: 'hangzhou', zh: '杭州', en: 'Hangzhou' },
  { value: 'chengdu', zh: '成都', en: 'Chengdu' },
  { value: 'wuhan', zh: '武汉', en: 'Wuhan' },
] as const satisfies readonly Labelled<string>[];
export type City = (typeof CITIES)[number]['value'];
export const CITY_VALUES = CITIES.map((c) => c.value) as [City, ...City[]];

export const JOB_TYPES = [
  { value: 'full_time', zh: '全职', en: 'Full-time' },
  { value: 'part_time', zh: '兼职', en: 'Part-time' },
  { value: 'internship', zh: '实习', en: 'Internship' },
] as const satisfies readonly Labelled<string>[];
export type JobType = (typeof JOB_TYPES)[number]['value'];
export const JOB_TYPE_VALUES = JOB_TYPES.map((t) => t.value) as [JobType, ...JobType[]];

/** Experience bands; `minYears` is what the match score compares a seeker's years with. */
export const EXPERIENCE_BANDS = [
  { value: 'fresh', zh: '应届', en: 'Fresh graduate', minYears: 0 },
  { value: '1-3', zh: '1-3年', en: '1-3 yrs', minYears: 1 },
  { value: '3-5', zh: '3-5年', en: '3-5 yrs', minYears: 3 },
  { value: '5-10', zh: '5-10年', en: '5-10 yrs', minYears: 5 },
  { value: '10+', zh: '10年以上', en: '10+ yrs', minYears: 10 },
] as const satisfies readonly (Labelled<string> & { minYears: number })[];
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]['value'];
export const EXPERIENCE_BAND_VALUES = EXPERIENCE_BANDS.map((b) => b.value) as [ExperienceBand, ...ExperienceBand[]];

/** Monthly salary in thousands of CNY. */
export const SALARY_BANDS = [
  { value: '0-5', zh: '0-5K', en: '0-5K' },
  { value: '5-10', zh: '5-10K', en: '5-10K' },
  { value: '10-20', zh: '10-20K', en: '10-20K' },
  { value: '20-40', zh: '20-40K', en: '20-40K' },
  { value: '40+', zh: '40K以上', en: '40K+' },
] as const satisfies readonly Labelled<string>[];
export type SalaryBand = (typeof SALARY_BANDS)[number]['value'];
export const SALARY_BAND_VALUES = SALARY_BANDS.map((b) => b.value) as [SalaryBand, ...SalaryBand[]];

/**
 * How /jobs orders a search: by relevance (title matches first; without a keyword, the newest), the newest, the
 * highest salary band, or the best match for the signed-in job seeker (ADR 0090).
 */
export const JOB_SORTS = [
  { value: 'relevance', zh: '综合排序', en: 'Relevance' },
  { value: 'newest', zh: '最新发布', en: 'Newest' },
  { value: 'salary', zh: '薪资最高', en: 'Highest salary' },
  { value: 'match', zh: '最匹配', en: 'Best match' },
] as const satisfies readonly Labelled<string>[];
export type JobSort = (typeof JOB_SORTS)[number]['value'];
export const JOB_SORT_VALUES = JOB_SORTS.map((s) => s.value) as [JobSort, ...JobSort[]];

/** 1 = recruiting, anything else reads as ended; we store 2 for ended. */
export const JOB_STATUS = { recruiting: 1, ended: 2 } as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];
/** The admin list's status filter, by name. */
export const ADMIN_JOB_STATUSES = [
  { value: 'recruiting', zh: '招聘中', en: 'Recruiting' },
  { value: 'ended', zh: '已结束', en: 'Ended' },
] as const satisfies readonly Labelled<string>[];
export type AdminJobStatus = (typeof ADMIN_JOB_STATUSES)[number]['value'];
export const ADMIN_JOB_STATUS_VALUES = ADMIN_JOB_STATUSES.map((s) => s.value) as [AdminJobStatus, ...AdminJobStatus[]];
/** The admin job list's sortable times. */
export const ADMIN_JOB_SORT_VALUES = ['updated', 'created'] as const;
export const SORT_ORDER_VALUES = ['desc', 'asc'] as const;

export const REVIEW_STATUSES = [
  { value: 'under_review', zh: '审核中', en: 'Under review' },
  { value: 'approved', zh: '已通过', en: 'Approved' },
  { value: 'rejected', zh: '未通过', en: 'Rejected' },
] as const satisfies readonly Labelled<string>[];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]['value'];
export const REVIEW_STATUS_VALUES = REVIEW_STATUSES.map((s) => s.value) as [ReviewStatus, ...ReviewStatus[]];
/** The review of an edit of an approved job: approving it applies it, so it is only ever waiting or rejected. */
export const EDIT_REVIEW_STATUS_VALUES = ['under_review', 'rejected'] as const satisfies readonly ReviewStatus[];
export type EditReviewStatus = (typeof EDIT_REVIEW_STATUS_VALUES)[number];

/** The application pipeline an HR moves a candidate through; withdrawn is the seeker's own way out (ADR 0093). */
export const APPLICATION_STATUSES = [
  { value: 'submitted', zh: '已投递', en: 'Submitted' },
  { value: 'viewed', zh: '已查看', en: 'Viewed' },
  { value: 'interviewing', zh: '面试中', en: 'Interviewing' },
  { value: 'offered', zh: '已录用', en: 'Offered' },
  { value: 'rejected', zh: '不合适', en: 'Rejected' },
  { value: 'withdrawn', zh: '已撤回', en: 'Withdrawn' },
] as const satisfies readonly Labelled<string>[];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value'];
export const APPLICATION_STATUS_VALUES = APPLICATION_STATUSES.map((s) => s.value) as [
  ApplicationStatus,
  ...ApplicationStatus[],
];
/** An HR can move an application to any of these (never back to submitted). */
export const APPLICATION_MOVES = ['viewed', 'interviewing', 'offered', 'rejected'] as const;
/** A seeker can withdraw an application until the HR acts on it beyond reading it. */
export const WITHDRAWABLE_STATUSES = ['submitted', 'viewed'] as const satisfies readonly ApplicationStatus[];

export const HOT_JOBS_LIMIT = 8;
export const JOB_LIMITS = {
  title: 100,
  address: 200,
  company: 100,
  companyDesc: 2000,
  description: 5000,
  publisherName: 50,
  email: 100,
  wechat: 50,
  keyword: 100,
  filter: 100,
  catalogueLinks: 20,
  rejectReason: 200,
} as const;

/** Landlines (021-12345678, 01012345678) as well as mainland mobiles; bounded quantifiers only (linear). */
export const JOB_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

/** A job card's text: the first 100 characters plus an ellipsis when longer. */
export function cutDescription(text: string, max: number = JOB_DESCRIPTION_CUT): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}

/** Message types of the jobs area whose `event_id` a notification opens (docs/product/messages.md). */
export const JOB_MESSAGE_TYPES = {
  /** To the HR: someone applied; `event_id` is the job, whose applicants it opens. */
  applicationReceived: 'application_received',
  /** To the seeker: the HR moved their application; `event_id` is the application. */
  applicationStatus: 'application_status',
  /** To the seeker: new jobs match a saved search; `event_id` is the saved search (ADR 0094). */
  savedSearchAlert: 'saved_search_alert',
} as const;
