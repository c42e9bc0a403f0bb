import { type AuditEntry, type AuditQuery, auditApi } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call.ts';

export type { AuditEntry };
/** The page and its size always; every filter optional (as the server reads them). */
export type AuditRequest = Partial<Omit<AuditQuery, 'pn' | 'p_size'>> & Pick<AuditQuery, 'pn' | 'p_size'>;

const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditRequest) => ['admin', 'audit', query] as const,
};

/** GET /admin/get/audit/list: administrators' writes, newest first; total exact up to 10,000. */
export function useAuditLog(query: AuditRequest) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: () => callPage(auditApi.list, { query }),
    placeholderData: keepPreviousData,
  });
}
