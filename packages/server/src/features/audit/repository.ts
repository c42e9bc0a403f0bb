import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;
export type AuditFilters = {
  actorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: number | undefined;
  /** Inclusive UTC days, yyyy-MM-dd. */
  from?: string | undefined;
  to?: string | undefined;
};

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function conditions(f: AuditFilters): SQL | undefined {
  return and(
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.targetType === undefined ? undefined : eq(auditLog.targetType, f.targetType),
    f.targetId === undefined ? undefined : eq(auditLog.targetId, f.targetId),
    f.from === undefined ? undefined : gte(auditLog.createdAt, new Date(`${f.from}T00:00:00Z`)),
    f.to === undefined ? undefined : lt(auditLog.createdAt, dayAfter(f.to)),
  );
}

/** Every query on audit_log (the audit area owns it). */
export function createAuditRepository(db: Db) {
  return {
    async insert(entry: NewAuditEntry) {
      await db.insert(auditLog).values(entry);
    },

    /** A page, newest first (id order: ids grow with time), and the total, exact up to 10,000. */
    async page(filters: AuditFilters, offset: number, limit: number) {
      const where = conditions(filters);
      const [rows, counted] = await Promise.all([
        db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
        countUpTo(db, { table: auditLog, id: auditLog.id }, where),
      ]);
      return { rows, ...counted };
    },
  };
}
