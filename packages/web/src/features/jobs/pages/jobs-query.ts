import type { Query } from '../../../lib/api-client.ts';
import { type JobSearch, jobSearchQuery } from '../search-params.ts';

/** The job search call's query for a /jobs address: its filters and order, the page and the page size. */
export function jobSearchApiQuery({ pn, pSize, filters }: JobSearch): Query {
  return { ...jobSearchQuery(filters, 1, pSize), pn, p_size: pSize };
}
