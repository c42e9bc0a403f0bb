import type { OilSettings } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The query key of the oil settings (the admin screen refreshes it after a change). */
export const oilSettingsKey = ['oil-settings'] as const;

/**
 * GET /u/v1/base/get/oil/settings: the oil a new account gets at sign-up (an administrator's setting). Rarely
 * changes, so it is read once a while; `enabled` lets the header ask only when its explanation is wanted. No zod
 * here: the light header imports it.
 */
export function useOilSettings(enabled = true) {
  return useQuery({
    queryKey: oilSettingsKey,
    queryFn: () => api.get<OilSettings>('/u/v1/base/get/oil/settings'),
    staleTime: 10 * 60 * 1000,
    enabled,
  });
}
