import {
  type ApplicantCounts,
  ApplicantCountsSchema,
  type ApplicantNote,
  ApplicantNoteSchema,
  type SaveApplicantNoteBody,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { jobKeys } from './api.ts';

// The applicant drawer's calls beyond the list and the moves (docs/product/jobs.md#applicant-pipeline).

/** How many of the job's applicants are in each pipeline state (one grouped query on the server). */
export function useApplicantCounts(jobId: number | null) {
  return useQuery({
    // Under jobKeys.all, so every move refreshes the counts with the list.
    queryKey: [...jobKeys.all, 'applicant-counts', jobId ?? 0] as const,
    queryFn: () =>
      api.get<ApplicantCounts>('/u/v1/hr/get/job/applicant/counts', {
        query: { job_id: jobId },
        schema: ApplicantCountsSchema,
      }),
    enabled: jobId !== null,
  });
}

/** Saves the HR's private note on an applicant. */
export function useSaveApplicantNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveApplicantNoteBody) =>
      api.post<ApplicantNote>('/u/v1/hr/update/application/note', { json: body, schema: ApplicantNoteSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...jobKeys.all, 'applicants'] }),
  });
}
