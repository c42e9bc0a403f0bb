import { type APPLICATION_MOVES, type ApplicationStatus, hrJobsApi, type JobForm, jobsApi } from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../../lib/api-client.ts';
import { call, callPage } from '../../lib/call.ts';

export const jobKeys = {
  all: ['jobs'] as const,
  search: (query: Query) => ['jobs', 'search', query] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
  hot: ['jobs', 'hot'] as const,
  mine: (pn: number, pSize: number) => ['jobs', 'my-applications', pn, pSize] as const,
  own: (pn: number, pSize: number) => ['jobs', 'own', pn, pSize] as const,
  applicants: (jobId: number, pn: number, pSize: number, status?: ApplicationStatus) =>
    ['jobs', 'applicants', jobId, pn, pSize, status ?? 'all'] as const,
};

export const jobQueries = {
  /** One page and the exact total. */
  search: (query: Query) =>
    queryOptions({ queryKey: jobKeys.search(query), queryFn: () => callPage(jobsApi.search, { query }) }),
  detail: (id: number) =>
    queryOptions({
      queryKey: jobKeys.detail(id),
      queryFn: () => call(jobsApi.detail, { query: { id } }),
      enabled: Number.isInteger(id) && id > 0,
    }),
  hot: () => queryOptions({ queryKey: jobKeys.hot, queryFn: () => call(jobsApi.hot) }),
  /** The seeker's applications. */
  mine: (pn: number, pSize: number) =>
    queryOptions({
      queryKey: jobKeys.mine(pn, pSize),
      queryFn: () => callPage(jobsApi.myApplications, { query: { pn, p_size: pSize } }),
    }),
  /** The HR's own jobs. */
  own: (pn: number, pSize: number) =>
    queryOptions({
      queryKey: jobKeys.own(pn, pSize),
      queryFn: () => callPage(hrJobsApi.list, { query: { pn, p_size: pSize } }),
    }),
};

export function useJobSearch(query: Query) {
  return useQuery({ ...jobQueries.search(query), placeholderData: keepPreviousData });
}

export function useJob(id: number) {
  return useQuery(jobQueries.detail(id));
}

export function useHotJobs() {
  return useQuery(jobQueries.hot());
}

/** Applies to the job; the resume opens to its HR for the chosen number of days. */
export function useSubmitResume(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { hrId: number; openDays: number }) =>
      call(jobsApi.apply, { body: { job_id: jobId, hr_id: input.hrId, open_days: input.openDays } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** Withdraws one of my applications (submitted or viewed); the job can be applied to again. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) => call(jobsApi.withdraw, { body: { application_id: applicationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export function useMyApplications(pn: number, pSize: number) {
  return useQuery({ ...jobQueries.mine(pn, pSize), placeholderData: keepPreviousData });
}

// HR ---------------------------------------------------------------------------------------------

export function useOwnJobs(pn: number, pSize: number) {
  return useQuery({ ...jobQueries.own(pn, pSize), placeholderData: keepPreviousData });
}

/** Posting, editing, ending, reopening and deleting a job; every one refreshes the job lists. */
export function useJobActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobKeys.all });
  const options = { onSuccess: refresh };
  return {
    save: useMutation({
      mutationFn: ({ id, form }: { id?: number; form: JobForm }) =>
        id ? call(hrJobsApi.update, { body: { ...form, id } }) : call(hrJobsApi.create, { body: form }),
      ...options,
    }),
    end: useMutation({ mutationFn: (id: number) => call(hrJobsApi.end, { body: { id } }), ...options }),
    reopen: useMutation({ mutationFn: (id: number) => call(hrJobsApi.reopen, { body: { id } }), ...options }),
    remove: useMutation({ mutationFn: (id: number) => call(hrJobsApi.remove, { params: { id } }), ...options }),
  };
}

/** A page of the job's applicants, only those in `status` when given. */
export function useApplicants(jobId: number | null, pn: number, pSize: number, status?: ApplicationStatus) {
  return useQuery({
    queryKey: jobKeys.applicants(jobId ?? 0, pn, pSize, status),
    queryFn: () => callPage(hrJobsApi.applicants, { query: { job_id: jobId, pn, p_size: pSize, status } }),
    enabled: jobId !== null,
    placeholderData: keepPreviousData,
  });
}

export type ApplicationMove = (typeof APPLICATION_MOVES)[number];

export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `reason` goes with a rejection: the seeker is sent it. */
    mutationFn: (input: { applicationId: number; status: ApplicationMove; reason?: string }) =>
      call(hrJobsApi.moveApplicant, {
        body: { application_id: input.applicationId, status: input.status, reason: input.reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
