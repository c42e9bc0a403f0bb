import { type AuditEntry, AuditEntrySchema, type AuditQuery } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';

export type { AuditEntry };
/** The page and its size always; every filter optional (as the server reads them). */
export type AuditRequest = Partial<Omit<AuditQuery, 'pn' | 'p_size'>> & Pick<AuditQuery, 'pn' | 'p_size'>;

const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditRequest) => ['admin', 'audit', query] as const,
};

/** GET /u/v1/admin/get/audit/list: administrators' writes, newest first; total exact up to 10,000. */
export function useAuditLog(query: AuditRequest) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: () => api.page<AuditEntry>('/u/v1/admin/get/audit/list', { query, schema: z.array(AuditEntrySchema) }),
    placeholderData: keepPreviousData,
  });
}
