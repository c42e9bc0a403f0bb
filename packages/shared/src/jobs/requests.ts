import { z } from 'zod';
import { idListOrEmpty, optionalIdList, optionalPositiveId, positiveId } from '../common/ids.ts';
import { wholeNumberOr } from '../common/numbers.ts';
import { pagingQuery } from '../common/paging.ts';
import { emailText, filterText, optionalChoice, patternText, requiredText, textOrEmpty } from '../common/text.ts';
import { OPEN_DAYS, PAGE_SIZES } from '../constants.ts';
import type { MessageKey } from '../messages.ts';
import {
  ADMIN_JOB_SORT_VALUES,
  ADMIN_JOB_STATUS_VALUES,
  APPLICATION_MOVES,
  APPLICATION_STATUS_VALUES,
  CITY_VALUES,
  EXPERIENCE_BAND_VALUES,
  JOB_LIMITS,
  JOB_PHONE_PATTERN,
  JOB_SORT_VALUES,
  JOB_TYPE_VALUES,
  REVIEW_STATUS_VALUES,
  SALARY_BAND_VALUES,
  SORT_ORDER_VALUES,
} from './codes.ts';
import { applicantRejectReason } from './pipeline.ts';

// Requests of the jobs area: search, applications, posting and review.

export const JobIdSchema = positiveId('jobIdInvalid');

/** `1`, `1,2,3` or `[1,2,3]` (the talents call sends JSON array text); at most 20 ids. */
const catalogueFilter = optionalIdList('catalogueFilterInvalid', { max: JOB_LIMITS.catalogueLinks });

export const JobPageQuerySchema = pagingQuery(PAGE_SIZES.jobs, 'jobPageSizeInvalid');
export type JobPageQuery = z.infer<typeof JobPageQuerySchema>;

/** GET /u/v1/hunter/search/job, with the type, experience and salary filters (ADR 0092). */
export const JobSearchQuerySchema = JobPageQuerySchema.extend({
  key_word: filterText(JOB_LIMITS.keyword, 'keywordTooLong'),
  address: filterText(JOB_LIMITS.filter, 'filterTooLong').describe('a city value, its zh/en name, or address text'),
  company: filterText(JOB_LIMITS.filter, 'filterTooLong'),
  publisher_name: filterText(JOB_LIMITS.filter, 'filterTooLong'),
  cert: catalogueFilter.describe('certificate id(s): 3, 3,4 or [3,4]; jobs requiring any of them'),
  major: catalogueFilter.describe('major id(s): 3, 3,4 or [3,4]; jobs accepting any of them'),
  job_type: optionalChoice(JOB_TYPE_VALUES, 'jobFilterInvalid'),
  experience: optionalChoice(EXPERIENCE_BAND_VALUES, 'jobFilterInvalid'),
  salary: optionalChoice(SALARY_BAND_VALUES, 'jobFilterInvalid'),
  sort: optionalChoice(JOB_SORT_VALUES, 'jobFilterInvalid').describe(
    'relevance (default), newest, salary (highest band first) or match (best match for the signed-in job seeker)',
  ),
});
export type JobSearchQuery = z.infer<typeof JobSearchQuerySchema>;

export const JobIdQuerySchema = z.object({ id: JobIdSchema });
export const JobIdBodySchema = z.object({ id: JobIdSchema });
export const JobIdParamsSchema = z.object({ id: JobIdSchema });

/** POST /u/v1/hunter/submit/resume (multipart, urlencoded or JSON). */
export const SubmitResumeBodySchema = z.object({
  job_id: JobIdSchema,
  hr_id: optionalPositiveId('jobIdInvalid'),
  open_days: wholeNumberOr(OPEN_DAYS.min, OPEN_DAYS.max, OPEN_DAYS.default, 'openDaysInvalid'),
});
export type SubmitResumeBody = z.infer<typeof SubmitResumeBodySchema>;

const jobText = (max: number, required: MessageKey, tooLong: MessageKey = 'jobTextTooLong') =>
  requiredText(required, max, tooLong);

const catalogueIds = idListOrEmpty('catalogueFilterInvalid', {
  max: JOB_LIMITS.catalogueLinks,
  tooMany: 'catalogueLinksTooMany',
});

/** The job post form (title, address, company, description, contact, phone, email required). */
export const JobFormSchema = z.object({
  title: jobText(JOB_LIMITS.title, 'jobTitleRequired', 'jobTitleTooLong'),
  city: z.enum(CITY_VALUES, { error: 'jobCityRequired' }),
  address: jobText(JOB_LIMITS.address, 'jobAddressRequired'),
  company: jobText(JOB_LIMITS.company, 'jobCompanyRequired'),
  company_desc: textOrEmpty(JOB_LIMITS.companyDesc, 'jobTextTooLong'),
  description: jobText(JOB_LIMITS.description, 'jobDescriptionRequired'),
  publisher_name: jobText(JOB_LIMITS.publisherName, 'jobContactRequired').describe('the contact person'),
  phone: patternText(JOB_PHONE_PATTERN, 20, { missing: 'jobPhoneRequired', invalid: 'jobPhoneInvalid' }),
  email: emailText(JOB_LIMITS.email, { missing: 'jobEmailRequired', invalid: 'jobEmailInvalid' }),
  wechat: textOrEmpty(JOB_LIMITS.wechat, 'jobTextTooLong'),
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

export const JobApplicantsQuerySchema = JobPageQuerySchema.extend({
  job_id: JobIdSchema,
  status: optionalChoice(APPLICATION_STATUS_VALUES, 'applicationStatusInvalid').describe(
    'only applicants in this state',
  ),
});

export const MoveApplicationBodySchema = z.object({
  application_id: positiveId('applicationIdInvalid'),
  status: z.enum(APPLICATION_MOVES, { error: 'applicationStatusInvalid' }),
  reason: applicantRejectReason(),
});
export type MoveApplicationBody = z.infer<typeof MoveApplicationBodySchema>;

export const WithdrawApplicationBodySchema = z.object({ application_id: positiveId('applicationIdInvalid') });
export type WithdrawApplicationBody = z.infer<typeof WithdrawApplicationBodySchema>;

export const ReviewJobBodySchema = z
  .object({
    id: JobIdSchema,
    decision: z.enum(['approve', 'reject'], { error: 'reviewDecisionInvalid' }),
    reason: textOrEmpty(JOB_LIMITS.rejectReason, 'jobTextTooLong', 'reviewReasonRequired'),
    revision: positiveId('reviewRevisionInvalid').describe(
      "the job's revision the administrator read (the admin list and the job's detail answer it); another one answers 409",
    ),
  })
  .refine((v) => v.decision === 'approve' || v.reason.length > 0, {
    message: 'reviewReasonRequired',
    path: ['reason'],
  });
export type ReviewJobBody = z.infer<typeof ReviewJobBodySchema>;

export const AdminJobsQuerySchema = JobPageQuerySchema.extend({
  review_status: optionalChoice(REVIEW_STATUS_VALUES, 'jobFilterInvalid').describe(
    'under_review: the review queue, new jobs and edits of approved jobs awaiting review alike',
  ),
  key_word: filterText(JOB_LIMITS.keyword, 'keywordTooLong'),
  status: optionalChoice(ADMIN_JOB_STATUS_VALUES, 'jobFilterInvalid').describe('recruiting or ended'),
  company: filterText(JOB_LIMITS.filter, 'filterTooLong').describe('text in the company name'),
  publisher: filterText(JOB_LIMITS.filter, 'filterTooLong').describe(
    "the HR's user id (digits), or text in the contact person's name",
  ),
  sort: optionalChoice(ADMIN_JOB_SORT_VALUES, 'jobFilterInvalid').describe('updated (default) or created time'),
  order: optionalChoice(SORT_ORDER_VALUES, 'jobFilterInvalid').describe('desc (default) or asc'),
});
export type AdminJobsQuery = z.infer<typeof AdminJobsQuerySchema>;

/** POST /u/v1/admin/end/job and /u/v1/admin/delete/job. */
export const AdminJobActionBodySchema = z.object({ id: JobIdSchema });
