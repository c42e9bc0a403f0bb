import { type AuditEntry, type AuditQuery, auditApi } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call.ts';

export type { AuditEntry };
/** The page and its size always; every filter optional (as the server reads them). */
export type AuditRequest = Partial<Omit<AuditQuery, 'pn' | 'p_size'>> & Pick<AuditQuery, 'pn' | 'p_size'>;

const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditRequest) => ['admin', 'audit', query] as const,
};

export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;
/** The log's first view: page 1 at the smallest size, no filter. */
export const FIRST_AUDIT: AuditRequest = { pn: 1, p_size: AUDIT_PAGE_SIZES[0] };

export const auditQueries = {
  /** GET /admin/get/audit/list: administrators' writes, newest first; total exact up to 10,000. */
  list: (query: AuditRequest) =>
    queryOptions({ queryKey: auditKeys.list(query), queryFn: () => callPage(auditApi.list, { query }) }),
};

export function useAuditLog(query: AuditRequest) {
  return useQuery({ ...auditQueries.list(query), placeholderData: keepPreviousData });
}
