import { hrJobsApi, type SaveApplicantNoteBody } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { jobKeys } from './api.ts';

// The applicant drawer's calls beyond the list and the moves (docs/product/jobs.md#applicant-pipeline).

/** How many of the job's applicants are in each pipeline state (one grouped query on the server). */
export function useApplicantCounts(jobId: number | null) {
  return useQuery({
    // Under jobKeys.all, so every move refreshes the counts with the list.
    queryKey: [...jobKeys.all, 'applicant-counts', jobId ?? 0] as const,
    queryFn: () => call(hrJobsApi.applicantCounts, { query: { job_id: jobId } }),
    enabled: jobId !== null,
  });
}

/** Saves the HR's private note on an applicant. */
export function useSaveApplicantNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveApplicantNoteBody) => call(hrJobsApi.saveApplicantNote, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...jobKeys.all, 'applicants'] }),
  });
}
