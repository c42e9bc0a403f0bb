import { AuditEntrySchema, AuditQuerySchema } from '../admin/audit.ts';
import { defineRoutes } from './route.ts';

/** The administrators' audit log. */
export const auditApi = defineRoutes({
  list: {
    method: 'GET',
    path: '/admin/get/audit/list',
    auth: 'admin',
    tags: ['audit (admin)'],
    summary:
      "Administrators' writes, newest first, filtered by actor, action, target and days; total exact up to 10,000",
    query: AuditQuerySchema,
    data: AuditEntrySchema,
    paged: true,
  },
});
