import { z } from 'zod';
import { positiveId } from '../common/ids.ts';
import { textOrEmpty } from '../common/text.ts';
import { APPLICATION_STATUS_VALUES } from './codes.ts';

// The HR's side of an application beyond moving it (docs/product/jobs.md#applicant-pipeline): why it was rejected,
// private notes, counts.

/** Limits mirrored by the applications table's checks (migration 0007). */
export const APPLICANT_LIMITS = { rejectReason: 200, note: 1000 } as const;

/** Why the HR turns the applicant down; sent to the seeker with the rejection. Empty: no reason given. */
export const applicantRejectReason = () =>
  textOrEmpty(APPLICANT_LIMITS.rejectReason, 'applicantRejectReasonTooLong').describe(
    'only with status rejected: sent to the job seeker in the message',
  );

export const SaveApplicantNoteBodySchema = z.object({
  application_id: positiveId('applicationIdInvalid'),
  note: textOrEmpty(APPLICANT_LIMITS.note, 'applicantNoteTooLong').describe('empty clears the note'),
});
export type SaveApplicantNoteBody = z.infer<typeof SaveApplicantNoteBodySchema>;

export const ApplicantNoteSchema = z.object({
  application_id: z.number().int(),
  note: z.string(),
  note_time: z.string().nullable().describe('when the note was last saved'),
});
export type ApplicantNote = z.infer<typeof ApplicantNoteSchema>;

export const ApplicantCountsQuerySchema = z.object({ job_id: positiveId('jobIdInvalid') });

/** How many of a job's applications are in each pipeline state, and in all. */
export const ApplicantCountsSchema = z.object({
  all: z.number().int(),
  by_status: z.record(z.enum(APPLICATION_STATUS_VALUES), z.number().int()),
});
export type ApplicantCounts = z.infer<typeof ApplicantCountsSchema>;
