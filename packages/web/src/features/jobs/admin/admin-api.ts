import { type AdminJobStatus, adminJobsApi, PAGE_SIZES, type ReviewStatus } from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { call, callPage } from '../../../lib/call.ts';
import { jobKeys } from '../api.ts';

export type AdminJobsQuery = {
  pn: number;
  p_size: number;
  review_status?: ReviewStatus;
  key_word?: string;
  status?: AdminJobStatus;
  company?: string;
  /** The HR's user id, or text in the contact person's name. */
  publisher?: string;
  sort?: 'updated' | 'created';
  order?: 'desc' | 'asc';
};

const adminKeys = {
  all: ['admin'] as const,
  jobs: (query: AdminJobsQuery) => ['admin', 'jobs', query] as const,
};

/** The jobs page's first view: the review queue's first page at the default size. */
export const FIRST_ADMIN_JOBS = {
  pn: 1,
  p_size: PAGE_SIZES.jobs.default,
  review_status: 'under_review',
} as const satisfies AdminJobsQuery;

export const adminJobQueries = {
  /** `under_review` is the review queue (new jobs and edits of live jobs). */
  list: (query: AdminJobsQuery) =>
    queryOptions({ queryKey: adminKeys.jobs(query), queryFn: () => callPage(adminJobsApi.list, { query }) }),
};

export function useAdminJobs(query: AdminJobsQuery) {
  return useQuery({ ...adminJobQueries.list(query), placeholderData: keepPreviousData });
}

/** A decision on the job's `revision` the administrator read (ADR 0092). */
export type ReviewDecision = { id: number; revision: number; decision: 'approve' | 'reject'; reason?: string };

/** Whether a review was refused because the recruiter changed the job since it was read (409). */
export const isStaleReview = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Refreshes the admin lists and every job list (an approved job goes live), and the
 * admin lists when the job changed since it was read, so the latest version shows.
 */
export function useReviewJob() {
  const refresh = useRefreshJobs();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revision, decision, reason = '' }: ReviewDecision) =>
      call(adminJobsApi.review, { body: { id, decision, reason, revision } }),
    onSuccess: refresh,
    onError: (error) => {
      if (isStaleReview(error)) return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** Refreshes the admin lists and every job list (a job went live, ended or was deleted). */
function useRefreshJobs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: jobKeys.all }),
    ]);
}

/** Recruiting stops; the HR is told. */
export function useEndJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (id: number) => call(adminJobsApi.end, { body: { id } }),
    onSuccess: refresh,
  });
}

/** The job leaves every list (applications stay in the seekers' history). */
export function useDeleteJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (id: number) => call(adminJobsApi.remove, { body: { id } }),
    onSuccess: refresh,
  });
}
