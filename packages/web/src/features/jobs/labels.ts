import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  CITIES,
  type Coded,
  codeOptions,
  EXPERIENCE_BANDS,
  JOB_STATUS,
  JOB_TYPES,
  labelOf,
  REVIEW_STATUSES,
  type ReviewStatus,
  SALARY_BANDS,
} from '@app/shared';
import { useLanguage } from '../../lib/i18n.ts';

/** Tag colours of the application pipeline and the review status. */
export const PIPELINE_COLORS: Record<ApplicationStatus, string> = {
  submitted: 'blue',
  viewed: 'cyan',
  interviewing: 'gold',
  offered: 'green',
  rejected: 'default',
  withdrawn: 'default',
};

export const REVIEW_COLORS: Record<ReviewStatus, string> = {
  under_review: 'processing',
  approved: 'success',
  rejected: 'error',
};

export const isRecruiting = (status: number) => status === JOB_STATUS.recruiting;

/**
 * The names of every job code (docs/product/glossary.md#codes), in the current language (from @app/shared, one source).
 */
export function useJobLabels() {
  const language = useLanguage();
  return {
    language,
    city: (value: string) => labelOf(CITIES, value, language),
    jobType: (value: string) => labelOf(JOB_TYPES, value, language),
    experience: (value: string) => labelOf(EXPERIENCE_BANDS, value, language),
    salary: (value: string) => labelOf(SALARY_BANDS, value, language),
    pipeline: (value: string) => labelOf(APPLICATION_STATUSES, value, language),
    review: (value: string) => labelOf(REVIEW_STATUSES, value, language),
    options: <V extends string>(list: readonly Coded<V>[]) => codeOptions(list, language),
  };
}
