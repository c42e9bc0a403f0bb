import { z } from 'zod';
import { JOB_DESCRIPTION_CUT, OPEN_DAYS, PAGE_SIZES } from './constants.ts';
import { CatalogOptionSchema } from './resumes.ts';

// ---------------------------------------------------------------------------------------------
// Constants (SPEC §2 "Jobs list", GLOSSARY "Codes")
// ---------------------------------------------------------------------------------------------

export type Labelled<V extends string> = { value: V; zh: string; en: string };

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

/** SPEC §3: 1 = recruiting, anything else ended; we store 2 for ended. */
export const JOB_STATUS = { recruiting: 1, ended: 2 } as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

export const REVIEW_STATUSES = [
  { value: 'under_review', zh: '审核中', en: 'Under review' },
  { value: 'approved', zh: '已通过', en: 'Approved' },
  { value: 'rejected', zh: '未通过', en: 'Rejected' },
] as const satisfies readonly Labelled<string>[];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]['value'];
export const REVIEW_STATUS_VALUES = REVIEW_STATUSES.map((s) => s.value) as [ReviewStatus, ...ReviewStatus[]];

/** The application pipeline an HR moves a candidate through. */
export const APPLICATION_STATUSES = [
  { value: 'submitted', zh: '已投递', en: 'Submitted' },
  { value: 'viewed', zh: '已查看', en: 'Viewed' },
  { value: 'interviewing', zh: '面试中', en: 'Interviewing' },
  { value: 'offered', zh: '已录用', en: 'Offered' },
  { value: 'rejected', zh: '不合适', en: 'Rejected' },
] as const satisfies readonly Labelled<string>[];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value'];
export const APPLICATION_STATUS_VALUES = APPLICATION_STATUSES.map((s) => s.value) as [
  ApplicationStatus,
  ...ApplicationStatus[],
];
/** An HR can move an application to any of these (never back to submitted). */
export const APPLICATION_MOVES = ['viewed', 'interviewing', 'offered', 'rejected'] as const;

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

/** Landlines (021-12345678, 01012345678) as well as mainland mobiles. */
export const JOB_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

export function labelOf<V extends string>(list: readonly Labelled<V>[], value: string, lang: 'zh' | 'en'): string {
  return list.find((item) => item.value === value)?.[lang] ?? value;
}

/** The card text of SPEC §2: the first 100 characters plus an ellipsis when longer. */
export function cutDescription(text: string, max: number = JOB_DESCRIPTION_CUT): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}

// ---------------------------------------------------------------------------------------------
// Request pieces
// ---------------------------------------------------------------------------------------------

/** Query and form values arrive as strings; an empty one means "not given" (SPEC §7). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value === null ? undefined : value;

const optionalText = (max: number, key: 'filterTooLong' | 'keywordTooLong') =>
  z.preprocess(blankToUndefined, z.string({ error: key }).trim().max(max, key).optional());

const positiveId = (key: 'jobIdInvalid' | 'applicationIdInvalid' | 'catalogueFilterInvalid') =>
  z.coerce.number({ error: key }).int(key).min(1, key).max(2_147_483_647, key);

export const JobIdSchema = z.preprocess(blankToUndefined, positiveId('jobIdInvalid'));

/** `1`, `1,2,3` or `[1,2,3]` (the talents call sends JSON array text); at most 20 ids. */
const idList = z.preprocess((value) => {
  const v = blankToUndefined(value);
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text.split(',').map((part) => part.trim());
}, z
  .array(positiveId('catalogueFilterInvalid'), { error: 'catalogueFilterInvalid' })
  .max(JOB_LIMITS.catalogueLinks, 'catalogueFilterInvalid')
  .optional());

const pageNumber = z.coerce
  .number({ error: 'pageNumberInvalid' })
  .int('pageNumberInvalid')
  .min(1, 'pageNumberInvalid')
  .max(100_000, 'pageNumberInvalid');

const jobPageSize = z.coerce
  .number({ error: 'jobPageSizeInvalid' })
  .refine((n) => (PAGE_SIZES.jobs.options as readonly number[]).includes(n), 'jobPageSizeInvalid');

export const JobPageQuerySchema = z.object({
  pn: z.preprocess(blankToUndefined, pageNumber.default(1)),
  p_size: z.preprocess(blankToUndefined, jobPageSize.default(PAGE_SIZES.jobs.default)),
});
export type JobPageQuery = z.infer<typeof JobPageQuerySchema>;

const optionalEnum = <T extends [string, ...string[]]>(values: T, key: 'jobFilterInvalid') =>
  z.preprocess(blankToUndefined, z.enum(values, { error: key }).optional());

/** GET /u/v1/hunter/search/job (SPEC §7), plus the type, experience and salary filters we decided on. */
export const JobSearchQuerySchema = JobPageQuerySchema.extend({
  key_word: optionalText(JOB_LIMITS.keyword, 'keywordTooLong'),
  address: optionalText(JOB_LIMITS.filter, 'filterTooLong').describe('a city value, its zh/en name, or address text'),
  company: optionalText(JOB_LIMITS.filter, 'filterTooLong'),
  publisher_name: optionalText(JOB_LIMITS.filter, 'filterTooLong'),
  cert: idList.describe('certificate id(s): 3, 3,4 or [3,4]; jobs requiring any of them'),
  major: idList.describe('major id(s): 3, 3,4 or [3,4]; jobs accepting any of them'),
  job_type: optionalEnum(JOB_TYPE_VALUES, 'jobFilterInvalid'),
  experience: optionalEnum(EXPERIENCE_BAND_VALUES, 'jobFilterInvalid'),
  salary: optionalEnum(SALARY_BAND_VALUES, 'jobFilterInvalid'),
});
export type JobSearchQuery = z.infer<typeof JobSearchQuerySchema>;

export const JobIdQuerySchema = z.object({ id: JobIdSchema });
export const JobIdBodySchema = z.object({ id: JobIdSchema });

/** POST /u/v1/hunter/submit/resume (SPEC §7; multipart, urlencoded or JSON). */
export const SubmitResumeBodySchema = z.object({
  job_id: JobIdSchema,
  hr_id: z.preprocess(blankToUndefined, positiveId('jobIdInvalid').optional()),
  open_days: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'openDaysInvalid' })
      .int('openDaysInvalid')
      .min(OPEN_DAYS.min, 'openDaysInvalid')
      .max(OPEN_DAYS.max, 'openDaysInvalid')
      .default(OPEN_DAYS.default),
  ),
});
export type SubmitResumeBody = z.infer<typeof SubmitResumeBodySchema>;

const requiredText = (max: number, required: JobFormKey, tooLong: JobFormKey = 'jobTextTooLong') =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

type JobFormKey =
  | 'jobTitleRequired'
  | 'jobCityRequired'
  | 'jobAddressRequired'
  | 'jobCompanyRequired'
  | 'jobDescriptionRequired'
  | 'jobContactRequired'
  | 'jobPhoneRequired'
  | 'jobEmailRequired'
  | 'jobTextTooLong'
  | 'jobTitleTooLong';

const catalogueIds = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value === 'string') {
      const text = value.trim();
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text);
        } catch {
          return text;
        }
      }
      return text.split(',').map((part) => part.trim());
    }
    return value;
  },
  z
    .array(positiveId('catalogueFilterInvalid'), { error: 'catalogueFilterInvalid' })
    .max(JOB_LIMITS.catalogueLinks, 'catalogueLinksTooMany')
    .transform((ids) => [...new Set(ids)]),
);

/** The job post form (SPEC §5: title, address, company, description, contact, phone, email required). */
export const JobFormSchema = z.object({
  title: requiredText(JOB_LIMITS.title, 'jobTitleRequired', 'jobTitleTooLong'),
  city: z.enum(CITY_VALUES, { error: 'jobCityRequired' }),
  address: requiredText(JOB_LIMITS.address, 'jobAddressRequired'),
  company: requiredText(JOB_LIMITS.company, 'jobCompanyRequired'),
  company_desc: z.preprocess(
    (v) => v ?? '',
    z.string({ error: 'jobTextTooLong' }).trim().max(JOB_LIMITS.companyDesc, 'jobTextTooLong'),
  ),
  description: requiredText(JOB_LIMITS.description, 'jobDescriptionRequired'),
  publisher_name: requiredText(JOB_LIMITS.publisherName, 'jobContactRequired').describe('the contact person'),
  phone: z
    .string({ error: 'jobPhoneRequired' })
    .trim()
    .min(1, 'jobPhoneRequired')
    .max(20, 'jobPhoneInvalid')
    .regex(JOB_PHONE_PATTERN, 'jobPhoneInvalid'),
  email: z
    .string({ error: 'jobEmailRequired' })
    .trim()
    .min(1, 'jobEmailRequired')
    .max(JOB_LIMITS.email, 'jobEmailInvalid')
    .pipe(z.email('jobEmailInvalid')),
  wechat: z.preprocess(
    (v) => v ?? '',
    z.string({ error: 'jobTextTooLong' }).trim().max(JOB_LIMITS.wechat, 'jobTextTooLong'),
  ),
  job_type: z.enum(JOB_TYPE_VALUES, { error: 'jobTypeRequired' }),
  experience: z.enum(EXPERIENCE_BAND_VALUES, { error: 'jobExperienceRequired' }),
  salary: z.enum(SALARY_BAND_VALUES, { error: 'jobSalaryRequired' }),
  cert_ids: catalogueIds,
  major_ids: catalogueIds,
});
export type JobForm = z.infer<typeof JobFormSchema>;
export type JobFormInput = z.input<typeof JobFormSchema>;

export const EditJobBodySchema = JobFormSchema.extend({ id: JobIdSchema });
export type EditJobBody = z.infer<typeof EditJobBodySchema>;

export const JobApplicantsQuerySchema = JobPageQuerySchema.extend({ job_id: JobIdSchema });

export const MoveApplicationBodySchema = z.object({
  application_id: z.preprocess(blankToUndefined, positiveId('applicationIdInvalid')),
  status: z.enum(APPLICATION_MOVES, { error: 'applicationStatusInvalid' }),
});
export type MoveApplicationBody = z.infer<typeof MoveApplicationBodySchema>;

export const ReviewJobBodySchema = z
  .object({
    id: JobIdSchema,
    decision: z.enum(['approve', 'reject'], { error: 'reviewDecisionInvalid' }),
    reason: z.preprocess(
      (v) => v ?? '',
      z.string({ error: 'reviewReasonRequired' }).trim().max(JOB_LIMITS.rejectReason, 'jobTextTooLong'),
    ),
  })
  .refine((v) => v.decision === 'approve' || v.reason.length > 0, {
    message: 'reviewReasonRequired',
    path: ['reason'],
  });
export type ReviewJobBody = z.infer<typeof ReviewJobBodySchema>;

export const AdminJobsQuerySchema = JobPageQuerySchema.extend({
  review_status: z.preprocess(blankToUndefined, z.enum(REVIEW_STATUS_VALUES, { error: 'jobFilterInvalid' }).optional()),
  key_word: optionalText(JOB_LIMITS.keyword, 'keywordTooLong'),
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** What a seeker holds against what a job asks (docs/decisions: match score). */
export const JobMatchSchema = z.object({
  score: z.number().int().min(0).max(100),
  cert_held: z.array(CatalogOptionSchema),
  cert_missing: z.array(CatalogOptionSchema),
  major_held: z.array(CatalogOptionSchema),
  major_missing: z.array(CatalogOptionSchema),
  experience_years: z.number().int().nullable().describe('null when the seeker has no resume yet'),
  required_years: z.number().int(),
  experience_ok: z.boolean(),
});
export type JobMatch = z.infer<typeof JobMatchSchema>;

export const JobListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.enum(CITY_VALUES),
  address: z.string(),
  company: z.string(),
  publisher_name: z.string(),
  status: z.number().int().describe('1 recruiting, 2 ended'),
  description: z.string(),
  cert_list: z.array(CatalogOptionSchema),
  major_list: z.array(CatalogOptionSchema),
  en_major_list: z.array(z.string()).describe('English names of major_list, in the same order'),
  en_cert_list: z.array(z.string()).describe('English names of cert_list, in the same order'),
  job_type: z.enum(JOB_TYPE_VALUES),
  experience: z.enum(EXPERIENCE_BAND_VALUES),
  salary: z.enum(SALARY_BAND_VALUES),
  create_time: z.string().describe('ISO 8601'),
  uid: z.number().int().describe('the recruiter (HR user) id'),
  applied: z.boolean().optional().describe('for a signed-in job seeker'),
  match: JobMatchSchema.optional().describe('for a signed-in job seeker'),
});
export type JobListItem = z.infer<typeof JobListItemSchema>;

export const MyApplicationRefSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUS_VALUES),
  open_days: z.number().int(),
  opened_until: z.string(),
  create_time: z.string(),
});

export const JobDetailSchema = JobListItemSchema.extend({
  company_desc: z.string(),
  phone: z.string(),
  email: z.string(),
  wechat: z.string(),
  review_status: z.enum(REVIEW_STATUS_VALUES),
  reject_reason: z.string(),
  update_time: z.string(),
  application: MyApplicationRefSchema.nullable().optional().describe("the signed-in seeker's application"),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

export const HrJobOptionSchema = z.object({ id: z.number().int(), title: z.string() });
export type HrJobOption = z.infer<typeof HrJobOptionSchema>;

/** One of the HR's own jobs on /user/job-post. */
export const HrJobItemSchema = JobDetailSchema.omit({ application: true, applied: true, match: true }).extend({
  applicant_count: z.number().int(),
  new_applicant_count: z.number().int().describe('applications still in "submitted"'),
});
export type HrJobItem = z.infer<typeof HrJobItemSchema>;

export const ApplicationSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  status: z.enum(APPLICATION_STATUS_VALUES),
  open_days: z.number().int(),
  opened_until: z.string().describe('ISO 8601: the resume is open to the HR until then'),
  create_time: z.string(),
  update_time: z.string(),
  viewed_time: z.string().nullable(),
  interviewing_time: z.string().nullable(),
  offered_time: z.string().nullable(),
  rejected_time: z.string().nullable(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** A delivery on /user/job-seek. */
export const MyApplicationSchema = ApplicationSchema.extend({
  job_title: z.string(),
  company: z.string(),
  city: z.enum(CITY_VALUES),
  address: z.string(),
  salary: z.enum(SALARY_BAND_VALUES),
  job_status: z.number().int(),
  job_removed: z.boolean().describe('the HR deleted the job'),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

/** An applicant on the HR's job, with what the HR may see before opening the resume. */
export const ApplicantSchema = ApplicationSchema.extend({
  seeker_id: z.number().int(),
  nick_name: z.string(),
  profile_pic_url: z.string(),
  experience: z.number().int().nullable(),
  resume_open: z.boolean().describe('opened_until is in the future'),
  match: JobMatchSchema,
});
export type Applicant = z.infer<typeof ApplicantSchema>;

export const SlideSchema = z.object({
  id: z.number().int(),
  url: z.string().describe('image URL'),
  link: z.string(),
  title: z.string(),
  en_title: z.string(),
  position: z.number().int(),
});
export type Slide = z.infer<typeof SlideSchema>;
