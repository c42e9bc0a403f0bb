import type { AuditAction, AuditEntry, AuditTarget } from '@app/shared';
import type { auditLog } from '../../db/schema/index.ts';

/** An entry of the administrators' audit log list. */
export const presentAuditEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  actor_id: row.actorId,
  actor_name: row.actorName,
  action: row.action as AuditAction,
  target_type: row.targetType as AuditTarget,
  target_id: row.targetId,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
  create_time: row.createdAt.toISOString(),
});
