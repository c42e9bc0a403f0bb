import { slidesApi } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export const slideKeys = {
  /** The home carousel as every visitor sees it. */
  list: ['slides'] as const,
  admin: ['admin', 'slides'] as const,
};

/** The home carousel's slides in order; cached for minutes (an administrator's change refreshes it). */
export function useSlides() {
  return useQuery({
    queryKey: slideKeys.list,
    queryFn: () => call(slidesApi.list),
    staleTime: 5 * 60_000,
  });
}
