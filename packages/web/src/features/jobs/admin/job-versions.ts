import {
  CITIES,
  EXPERIENCE_BANDS,
  JOB_TYPES,
  type JobDetail,
  type JobEdit,
  type Language,
  labelOf,
  SALARY_BANDS,
} from '@app/shared';
import type { ParseKeys } from 'i18next';

type JobLabel = `jobs:${ParseKeys<'jobs'>}`;

/** The fields of a job an administrator reviews, in the job form's order, with their label keys. */
const FIELDS = [
  ['title', 'jobs:post.form.title'],
  ['job_type', 'jobs:post.form.jobType'],
  ['experience', 'jobs:post.form.experience'],
  ['salary', 'jobs:post.form.salary'],
  ['city', 'jobs:post.form.city'],
  ['address', 'jobs:post.form.address'],
  ['company', 'jobs:post.form.company'],
  ['description', 'jobs:post.form.description'],
  ['major_list', 'jobs:post.form.majors'],
  ['cert_list', 'jobs:post.form.certs'],
  ['publisher_name', 'jobs:post.form.contact'],
  ['phone', 'jobs:post.form.phone'],
  ['email', 'jobs:post.form.email'],
  ['wechat', 'jobs:post.form.wechat'],
  ['company_desc', 'jobs:post.form.companyDesc'],
] as const satisfies readonly (readonly [keyof JobEdit, JobLabel])[];

export type VersionRow = {
  field: keyof JobEdit;
  labelKey: JobLabel;
  live: string;
  /** The edit awaiting review; null when the job has none (a new job: `live` is what was submitted). */
  edit: string | null;
  changed: boolean;
};

/** A field of a version as the reviewer reads it: coded values by their names, catalogue lists joined. */
function shown(version: JobEdit, field: keyof JobEdit, language: Language, catalogName: (o: CatalogName) => string) {
  const value = version[field];
  if (Array.isArray(value)) return value.map(catalogName).join(language === 'en' ? ', ' : '、');
  if (field === 'city') return labelOf(CITIES, value, language);
  if (field === 'job_type') return labelOf(JOB_TYPES, value, language);
  if (field === 'experience') return labelOf(EXPERIENCE_BANDS, value, language);
  if (field === 'salary') return labelOf(SALARY_BANDS, value, language);
  return value;
}

type CatalogName = { name: string; en_name: string };

/** The live version of a job beside its edit awaiting review, field by field, the changed ones marked. */
export function jobVersions(
  job: JobDetail,
  language: Language,
  catalogName: (option: CatalogName) => string,
): VersionRow[] {
  const edit = job.pending_edit ?? null;
  return FIELDS.map(([field, labelKey]) => {
    const live = shown(job, field, language, catalogName);
    const edited = edit ? shown(edit, field, language, catalogName) : null;
    return { field, labelKey, live, edit: edited, changed: edited !== null && edited !== live };
  });
}

/** A job in the queue is new (never approved) or a live job's edit. */
export const isEditOfLiveJob = (job: JobDetail) => job.pending_edit?.review_status === 'under_review';
