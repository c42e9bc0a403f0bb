import {
  type HrViewRequest,
  HrViewRequestSchema,
  type ResumeViewer,
  ResumeViewerSchema,
  type SeekerViewRequest,
  SeekerViewRequestSchema,
  type ViewRequestState,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { permissionKeys, type SeekerRequestsQuery } from './keys.ts';

/** The HR's own requests to view resumes, newest first (/user/resume-permissions). */
export function useHrViewRequests(pn: number, pSize: number, state: ViewRequestState | undefined) {
  return useQuery({
    queryKey: permissionKeys.hrRequests(pn, pSize, state),
    queryFn: () =>
      api.page<HrViewRequest>('/u/v1/hr/get/resume/requests', {
        query: { pn, p_size: pSize, state },
        schema: z.array(HrViewRequestSchema),
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Requests to the seeker: a page of them by state (the granted permissions), or those of the given ids (the
 * requests behind the messages on a page, at most 50).
 */
export function useSeekerViewRequests(query: SeekerRequestsQuery, enabled = true) {
  return useQuery({
    queryKey: permissionKeys.seekerRequests(query),
    queryFn: () =>
      api.page<SeekerViewRequest>('/u/v1/hunter/get/view/requests', {
        query: {
          pn: query.pn ?? 1,
          p_size: query.pSize ?? query.ids?.length,
          state: query.state,
          id_list: query.ids?.join(','),
        },
        schema: z.array(SeekerViewRequestSchema),
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** HRs who opened the seeker's resume, with when last and how often. */
export function useResumeViewers(pn: number, pSize: number) {
  return useQuery({
    queryKey: permissionKeys.viewers(pn, pSize),
    queryFn: () =>
      api.page<ResumeViewer>('/u/v1/hunter/get/resume/viewers', {
        query: { pn, p_size: pSize },
        schema: z.array(ResumeViewerSchema),
      }),
    placeholderData: keepPreviousData,
  });
}

/** The seeker allows or rejects a pending request. */
export function useAnswerViewRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { request_id: number; allow: boolean }) =>
      api.post('/u/v1/hunter/answer/view/request', { json: body }),
    onSettled: () => client.invalidateQueries({ queryKey: permissionKeys.all }),
  });
}

/** The seeker takes back a granted permission. */
export function useRevokeViewPermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) =>
      api.post('/u/v1/hunter/revoke/view/permission', { json: { request_id: requestId } }),
    onSettled: () => client.invalidateQueries({ queryKey: permissionKeys.all }),
  });
}
