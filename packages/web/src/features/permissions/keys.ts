import type { ViewRequestState } from '@app/shared';

// The view requests' query keys, apart from their calls: the message stream refreshes them from the light pages
// without loading the calls' schemas (ADR 0097).

export type SeekerRequestsQuery = { pn?: number; pSize?: number; state?: ViewRequestState; ids?: readonly number[] };

export const permissionKeys = {
  all: ['permissions'] as const,
  hrRequests: (pn: number, pSize: number, state: ViewRequestState | undefined) =>
    ['permissions', 'hr-requests', pn, pSize, state ?? 'all'] as const,
  seekerRequests: (query: SeekerRequestsQuery) => ['permissions', 'seeker-requests', query] as const,
  viewers: (pn: number, pSize: number) => ['permissions', 'viewers', pn, pSize] as const,
};
