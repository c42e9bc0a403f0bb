import { z } from 'zod';
import { CatalogOptionSchema } from '../common/catalog.ts';
import {
  APPLICATION_STATUS_VALUES,
  CITY_VALUES,
  EDIT_REVIEW_STATUS_VALUES,
  EXPERIENCE_BAND_VALUES,
  JOB_TYPE_VALUES,
  REVIEW_STATUS_VALUES,
  SALARY_BAND_VALUES,
} from './codes.ts';

// Answers of the jobs area.

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

/** An edit of an approved job awaiting review (ADR 0092): the job stays live in its approved version until then. */
export const JobEditSchema = z.object({
  title: z.string(),
  city: z.enum(CITY_VALUES),
  address: z.string(),
  company: z.string(),
  company_desc: z.string(),
  publisher_name: z.string(),
  description: z.string(),
  phone: z.string(),
  email: z.string(),
  wechat: z.string(),
  job_type: z.enum(JOB_TYPE_VALUES),
  experience: z.enum(EXPERIENCE_BAND_VALUES),
  salary: z.enum(SALARY_BAND_VALUES),
  cert_list: z.array(CatalogOptionSchema),
  major_list: z.array(CatalogOptionSchema),
});
export type JobEdit = z.infer<typeof JobEditSchema>;

export const PendingJobEditSchema = JobEditSchema.extend({
  review_status: z.enum(EDIT_REVIEW_STATUS_VALUES),
  reject_reason: z.string(),
  update_time: z.string().describe('ISO 8601: when the HR sent it'),
});
export type PendingJobEdit = z.infer<typeof PendingJobEditSchema>;

export const JobDetailSchema = JobListItemSchema.extend({
  company_desc: z.string(),
  phone: z.string(),
  email: z.string(),
  wechat: z.string(),
  review_status: z.enum(REVIEW_STATUS_VALUES),
  reject_reason: z.string(),
  update_time: z.string(),
  revision: z
    .number()
    .int()
    .describe('the version under review: one more on every edit by the HR; a review names it (ADR 0092)'),
  pending_edit: PendingJobEditSchema.nullable()
    .optional()
    .describe("for the job's HR and administrators: an edit of the live job awaiting review, or rejected"),
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
  withdrawn_time: z.string().nullable().describe('when the seeker withdrew it'),
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
  reject_reason: z.string().describe('what the seeker was told when rejected'),
  hr_note: z.string().describe("the job's HR's private note"),
  hr_note_time: z.string().nullable(),
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
