import { oilApi } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** The query key of the oil settings (the admin screen refreshes it after a change). */
export const oilSettingsKey = ['oil-settings'] as const;

/**
 * The oil a new account gets at sign-up (an administrator's setting). Rarely changes, so it is read once a while;
 * `enabled` lets the header ask only when its explanation is wanted.
 */
export function useOilSettings(enabled = true) {
  return useQuery({
    queryKey: oilSettingsKey,
    queryFn: () => call(oilApi.settings),
    staleTime: 10 * 60 * 1000,
    enabled,
  });
}
