import { companyHomepageApi } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export const companyHomepageKeys = {
  all: ['company-homepage'] as const,
  public: ['company-homepage', 'public'] as const,
};

export const companyHomepageQueries = {
  /** GET /user/get/homepage: public, sent without a token (the page is open to everyone). */
  public: () =>
    queryOptions({
      queryKey: companyHomepageKeys.public,
      queryFn: () => call(companyHomepageApi.get, { anonymous: true }),
    }),
};

export function useHomepage() {
  return useQuery(companyHomepageQueries.public());
}
