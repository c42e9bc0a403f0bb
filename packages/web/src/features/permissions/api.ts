import { permissionsApi, type ViewRequestState } from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../lib/call.ts';
import { permissionKeys, type SeekerRequestsQuery } from './keys.ts';

export const permissionQueries = {
  /** The HR's own requests to view resumes, newest first (/user/resume-permissions). */
  hrRequests: (pn: number, pSize: number, state: ViewRequestState | undefined) =>
    queryOptions({
      queryKey: permissionKeys.hrRequests(pn, pSize, state),
      queryFn: () => callPage(permissionsApi.hrRequests, { query: { pn, p_size: pSize, state } }),
    }),
  /**
   * Requests to the seeker: a page of them by state (the granted permissions), or those of the given ids (the
   * requests behind the messages on a page, at most 50).
   */
  seekerRequests: (query: SeekerRequestsQuery) =>
    queryOptions({
      queryKey: permissionKeys.seekerRequests(query),
      queryFn: () =>
        callPage(permissionsApi.seekerRequests, {
          query: {
            pn: query.pn ?? 1,
            p_size: query.pSize ?? query.ids?.length,
            state: query.state,
            id_list: query.ids?.join(','),
          },
        }),
    }),
  /** HRs who opened the seeker's resume, with when last and how often. */
  viewers: (pn: number, pSize: number) =>
    queryOptions({
      queryKey: permissionKeys.viewers(pn, pSize),
      queryFn: () => callPage(permissionsApi.viewers, { query: { pn, p_size: pSize } }),
    }),
};

export function useHrViewRequests(pn: number, pSize: number, state: ViewRequestState | undefined) {
  return useQuery({ ...permissionQueries.hrRequests(pn, pSize, state), placeholderData: keepPreviousData });
}

export function useSeekerViewRequests(query: SeekerRequestsQuery, enabled = true) {
  return useQuery({ ...permissionQueries.seekerRequests(query), placeholderData: keepPreviousData, enabled });
}

export function useResumeViewers(pn: number, pSize: number) {
  return useQuery({ ...permissionQueries.viewers(pn, pSize), placeholderData: keepPreviousData });
}

/** The seeker allows or rejects a pending request. */
export function useAnswerViewRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { request_id: number; allow: boolean }) => call(permissionsApi.answer, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: permissionKeys.all }),
  });
}

/** The seeker takes back a granted permission. */
export function useRevokeViewPermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => call(permissionsApi.revoke, { body: { request_id: requestId } }),
    onSettled: () => client.invalidateQueries({ queryKey: permissionKeys.all }),
  });
}
