import { slidesApi } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export const slideKeys = {
  /** The home carousel as every visitor sees it. */
  list: ['slides'] as const,
  admin: ['admin', 'slides'] as const,
};

export const slideQueries = {
  /** The home carousel's slides in order; cached for minutes (an administrator's change refreshes it). */
  list: () => queryOptions({ queryKey: slideKeys.list, queryFn: () => call(slidesApi.list), staleTime: 5 * 60_000 }),
};

export function useSlides() {
  return useQuery(slideQueries.list());
}
