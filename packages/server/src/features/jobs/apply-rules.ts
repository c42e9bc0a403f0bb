import {
  JOB_STATUS,
  listResumeParts,
  type ResumePart,
  type SubmitResumeBody,
  WITHDRAWABLE_STATUSES,
} from '@app/shared';
import { type AppError, badRequest } from '../../lib/app-error.ts';
import type { JobRow } from './job-repository.ts';

/**
 * Why a seeker may not apply to this job, or null (ADR 0093): the job's state first (an ended job makes the resume
 * moot), then the parts their resume still lacks, each named in both languages.
 */
export function applicationRefusal(
  job: Pick<JobRow, 'reviewStatus' | 'status' | 'hrId'>,
  body: Pick<SubmitResumeBody, 'hr_id'>,
  missingParts: readonly ResumePart[],
): AppError | null {
  if (job.reviewStatus !== 'approved') return badRequest('jobNotApproved');
  if (job.status !== JOB_STATUS.recruiting) return badRequest('jobEnded');
  if (body.hr_id !== undefined && body.hr_id !== job.hrId) return badRequest('jobHrMismatch');
  if (missingParts.length > 0) {
    return badRequest('resumeNotReadyToApply', {
      zhParts: listResumeParts(missingParts, 'zh'),
      enParts: listResumeParts(missingParts, 'en'),
    });
  }
  return null;
}

/** A seeker withdraws while the HR has at most read the application; later the decision is the HR's. */
export function isWithdrawable(status: string): boolean {
  return (WITHDRAWABLE_STATUSES as readonly string[]).includes(status);
}
