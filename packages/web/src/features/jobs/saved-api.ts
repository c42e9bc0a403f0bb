import type { SavedJob, SavedSearch, SaveSearchBodyInput } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// Saved jobs and saved searches with alerts of a job seeker (ADR 0094).

const savedKeys = {
  all: ['saved'] as const,
  jobIds: ['saved', 'job-ids'] as const,
  jobs: (pn: number, pSize: number) => ['saved', 'jobs', pn, pSize] as const,
  searches: ['saved', 'searches'] as const,
};

/** Ids of every saved job (at most 500), to mark the cards and the detail page. */
export function useSavedJobIds(enabled: boolean) {
  return useQuery({
    queryKey: savedKeys.jobIds,
    queryFn: () => api.get<number[]>('/u/v1/hunter/get/saved/job/ids'),
    select: (ids) => new Set(ids),
    enabled,
    staleTime: 60_000,
  });
}

export function useSavedJobs(pn: number, pSize: number) {
  return useQuery({
    queryKey: savedKeys.jobs(pn, pSize),
    queryFn: () =>
      api.page<SavedJob>('/u/v1/hunter/get/saved/jobs', {
        query: { pn, p_size: pSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Saves or unsaves a job; both calls are idempotent. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: number; save: boolean }) =>
      api.post(save ? '/u/v1/hunter/save/job' : '/u/v1/hunter/unsave/job', { json: { job_id: jobId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: savedKeys.searches,
    queryFn: () => api.get<SavedSearch[]>('/u/v1/hunter/get/saved/searches'),
    enabled,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSearchBodyInput) => api.post<SavedSearch>('/u/v1/hunter/save/search', { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}

export function useSetSearchAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; alert: boolean }) =>
      api.post<SavedSearch>('/u/v1/hunter/update/saved/search/alert', { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/u/v1/hunter/delete/saved/search/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}
