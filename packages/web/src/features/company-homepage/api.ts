import { companyHomepageApi } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export const companyHomepageKeys = {
  all: ['company-homepage'] as const,
  public: ['company-homepage', 'public'] as const,
};

/** GET /user/get/homepage: public, sent without a token (the page is open to everyone). */
export function useHomepage() {
  return useQuery({
    queryKey: companyHomepageKeys.public,
    queryFn: () => call(companyHomepageApi.get, { anonymous: true }),
  });
}
