import { type HrTalentCard, hrJobsApi, INT4_MAX, pathOf, permissionsApi, talentsApi } from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Page, type Query, request } from '../../lib/api-client.ts';
import { call } from '../../lib/call.ts';

/** A talent card as the HR sees it: with the state of the HR's latest request to view a closed resume. */
export type TalentCard = HrTalentCard;

/** An error popup on a talent card lasts 3 s. */
export const TALENT_ERROR_SECONDS = 3;

/** The talent a request to view is for: the seeker's user id and the name the dialog shows. */
export type ViewTarget = { id: number; name: string };

/** The answer was not a list of talents (the 'data format abnormal' warning, not an error). */
export class TalentFormatError extends Error {
  constructor() {
    super('talent list: data format abnormal');
    this.name = 'TalentFormatError';
  }
}

/**
 * A talent list is a success only when `data` is a list. Its items are not parsed again here: the server
 * checks every answer against the contract before sending it (ADR 0097).
 */
function talentList(data: unknown): TalentCard[] {
  if (!Array.isArray(data)) throw new TalentFormatError();
  return data as TalentCard[];
}

export const talentKeys = {
  all: ['talents'] as const,
  search: (query: Query) => ['talents', 'search', query] as const,
  hot: ['talents', 'hot'] as const,
  resume: (id: number) => ['talents', 'resume', id] as const,
  hrJobs: ['talents', 'hr-jobs'] as const,
};

/** The seeker's resume, refused (403) while it is closed to this HR. */
export function fetchTalentResume(id: number) {
  return call(permissionsApi.resume, { params: { id } });
}

/** A talent's id from the address (`/talent/:id`), or 0 when it names none. */
export function talentIdOf(raw: string | undefined): number {
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id <= INT4_MAX ? id : 0;
}

export const talentQueries = {
  /**
   * One page, the total and whether it stopped at the cap. Read from the whole envelope rather than callPage, which
   * would take an answer that is not a list for an empty page.
   */
  search: (query: Query) =>
    queryOptions({
      queryKey: talentKeys.search(query),
      queryFn: async (): Promise<Page<TalentCard>> => {
        const envelope = await request(pathOf(talentsApi.search), { query });
        const list = talentList(envelope.data);
        return { list, total: envelope.total ?? list.length, ...(envelope.total_capped ? { capped: true } : {}) };
      },
    }),
  /** The seeker's resume, refused (403) while it is closed to this HR. */
  resume: (id: number) =>
    queryOptions({
      queryKey: talentKeys.resume(id),
      queryFn: () => fetchTalentResume(id),
      enabled: Number.isInteger(id) && id > 0,
    }),
  /** Up to 8 talents for the HR's home page. */
  hot: () => queryOptions({ queryKey: talentKeys.hot, queryFn: async () => talentList(await call(talentsApi.hot)) }),
};

export function useTalentSearch(query: Query) {
  return useQuery({ ...talentQueries.search(query), placeholderData: keepPreviousData });
}

export function useHotTalents() {
  return useQuery(talentQueries.hot());
}

/** The HR's own jobs (id, title), the apply-to-view dialog's choices. */
export function fetchHrJobOptions() {
  return call(hrJobsApi.options);
}

/** True when the HR may view the seeker's resume now. */
export function checkResumePermission(hunterId: number) {
  return call(permissionsApi.check, { query: { hunter_id: hunterId } });
}

export function useTalentResume(id: number) {
  return useQuery(talentQueries.resume(id));
}

export type ViewRequest = { hunterId: number; jobId?: number; message: string };

/** Asks the seeker to open the resume (for a job when one is chosen); answers the new request. */
export function useRequestResumeView() {
  const client = useQueryClient();
  return useMutation({
    // The cards say a request is pending now (or what the server found instead).
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['talents', 'search'] }),
        client.invalidateQueries({ queryKey: talentKeys.hot }),
      ]),
    mutationFn: (input: ViewRequest) =>
      call(permissionsApi.requestView, {
        body: { hunter_id: input.hunterId, job_id: input.jobId, message: input.message.trim() },
      }),
  });
}
