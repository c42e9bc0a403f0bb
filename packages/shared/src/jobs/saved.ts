import { z } from 'zod';
import { positiveId } from '../common/ids.ts';
import { requiredText } from '../common/text.ts';
import { CITY_VALUES, EXPERIENCE_BAND_VALUES, JOB_TYPE_VALUES, SALARY_BAND_VALUES } from './codes.ts';
import { JobIdSchema, JobSearchQuerySchema } from './requests.ts';

// Saved jobs and saved searches with alerts (ADR 0094).

export const SAVED_LIMITS = {
  /** Saved jobs per job seeker. */
  jobs: 500,
  /** Saved searches per job seeker. */
  searches: 20,
  searchName: 50,
  /** Job titles one alert message lists; more are summed up as "and more". */
  alertTitles: 5,
} as const;

export const SaveJobBodySchema = z.object({ job_id: JobIdSchema });
export type SaveJobBody = z.infer<typeof SaveJobBodySchema>;

/** A saved job as the seeker's list shows it; `ended` once it was closed, deleted or taken off the board. */
export const SavedJobSchema = z.object({
  job_id: z.number().int(),
  title: z.string(),
  company: z.string(),
  city: z.enum(CITY_VALUES),
  job_type: z.enum(JOB_TYPE_VALUES),
  experience: z.enum(EXPERIENCE_BAND_VALUES),
  salary: z.enum(SALARY_BAND_VALUES),
  ended: z.boolean(),
  saved_time: z.string().describe('ISO 8601'),
});
export type SavedJob = z.infer<typeof SavedJobSchema>;

/** The query fields of GET /u/v1/hunter/search/job a saved search keeps (no page). */
export const SavedSearchQuerySchema = JobSearchQuerySchema.omit({ pn: true, p_size: true });
export type SavedSearchQuery = z.infer<typeof SavedSearchQuerySchema>;

const alertFlag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: 'savedSearchAlertInvalid' }),
);

/** The query fields that narrow a search; the sort order alone does not. */
export const SAVED_SEARCH_FILTER_KEYS = [
  'key_word',
  'address',
  'company',
  'publisher_name',
  'cert',
  'major',
  'job_type',
  'experience',
  'salary',
] as const;

/** A search with no keyword and no filter matches every job: saved, its alert would fire on every new one. */
export function isEmptySavedSearch(query: Record<string, unknown>): boolean {
  return SAVED_SEARCH_FILTER_KEYS.every((key) => {
    const value = query[key];
    if (Array.isArray(value)) return value.length === 0;
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

export const SaveSearchBodySchema = z
  .object({
    name: requiredText('savedSearchNameRequired', SAVED_LIMITS.searchName, 'savedSearchNameTooLong'),
    query: SavedSearchQuerySchema,
    alert: alertFlag.default(true),
  })
  .refine((body) => !isEmptySavedSearch(body.query), { error: 'savedSearchEmpty', path: ['query'] });
export type SaveSearchBody = z.infer<typeof SaveSearchBodySchema>;
export type SaveSearchBodyInput = z.input<typeof SaveSearchBodySchema>;

export const SavedSearchIdSchema = positiveId('savedSearchNotFound');
export const SavedSearchParamsSchema = z.object({ id: SavedSearchIdSchema });

export const SavedSearchAlertBodySchema = z.object({ id: SavedSearchIdSchema, alert: alertFlag });
export type SavedSearchAlertBody = z.infer<typeof SavedSearchAlertBodySchema>;

/** The stored query fields as an answer gives them (already parsed: plain values, no conversions). */
const SavedSearchQueryAnswerSchema = z.object({
  key_word: z.string().optional(),
  address: z.string().optional(),
  company: z.string().optional(),
  publisher_name: z.string().optional(),
  cert: z.array(z.number().int()).optional(),
  major: z.array(z.number().int()).optional(),
  job_type: z.enum(JOB_TYPE_VALUES).optional(),
  experience: z.enum(EXPERIENCE_BAND_VALUES).optional(),
  salary: z.enum(SALARY_BAND_VALUES).optional(),
  sort: z.string().optional(),
});

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: SavedSearchQueryAnswerSchema,
  alert: z.boolean(),
  last_alert_time: z.string().nullable().describe('ISO 8601; when its last alert message was sent'),
  create_time: z.string().describe('ISO 8601'),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
