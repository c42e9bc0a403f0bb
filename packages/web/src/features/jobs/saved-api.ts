import { type SaveSearchBodyInput, savedApi } from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../lib/call.ts';

// Saved jobs and saved searches with alerts of a job seeker (ADR 0094).

const savedKeys = {
  all: ['saved'] as const,
  jobIds: ['saved', 'job-ids'] as const,
  jobs: (pn: number, pSize: number) => ['saved', 'jobs', pn, pSize] as const,
  searches: ['saved', 'searches'] as const,
};

export const savedQueries = {
  /** Ids of every saved job (at most 500), to mark the cards and the detail page. */
  jobIds: () => queryOptions({ queryKey: savedKeys.jobIds, queryFn: () => call(savedApi.jobIds), staleTime: 60_000 }),
  jobs: (pn: number, pSize: number) =>
    queryOptions({
      queryKey: savedKeys.jobs(pn, pSize),
      queryFn: () => callPage(savedApi.jobs, { query: { pn, p_size: pSize } }),
    }),
  searches: () => queryOptions({ queryKey: savedKeys.searches, queryFn: () => call(savedApi.searches) }),
};

export function useSavedJobIds(enabled: boolean) {
  return useQuery({ ...savedQueries.jobIds(), select: (ids) => new Set(ids), enabled });
}

export function useSavedJobs(pn: number, pSize: number) {
  return useQuery({ ...savedQueries.jobs(pn, pSize), placeholderData: keepPreviousData });
}

/** Saves or unsaves a job; both calls are idempotent. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: number; save: boolean }) =>
      call(save ? savedApi.saveJob : savedApi.unsaveJob, { body: { job_id: jobId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}

export function useSavedSearches(enabled = true) {
  return useQuery({ ...savedQueries.searches(), enabled });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSearchBodyInput) => call(savedApi.saveSearch, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}

export function useSetSearchAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; alert: boolean }) => call(savedApi.setAlert, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(savedApi.deleteSearch, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}
