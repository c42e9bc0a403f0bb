import { AUDIT_LIMITS, type AuditAction, type AuditEntry, type AuditQuery, type AuditTarget } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { transactional } from '../../lib/transactional.ts';
import { presentAuditEntry } from './presenter.ts';
import { createAuditRepository, type NewAuditEntry } from './repository.ts';

/** The administrator who writes (the route's `currentUser(request)`). */
export type AuditActor = { id: number; nickName: string };

/** What one audited write reports about itself; `before`/`after` are plain JSON views of the target. */
export type AuditedChange<T> = {
  result: T;
  targetId?: number | null;
  /** A short description of the target a reader recognises (job title, user phone, item name). */
  summary?: string;
  before?: unknown;
  after?: unknown;
};

/** A snapshot too large to keep whole is replaced by its keys: the log stays small, the write still happens. */
function bounded(snapshot: unknown): unknown {
  if (snapshot === undefined || snapshot === null) return null;
  const text = JSON.stringify(snapshot);
  if (text.length <= AUDIT_LIMITS.snapshotChars) return JSON.parse(text);
  const keys = typeof snapshot === 'object' ? Object.keys(snapshot as object) : [];
  return { truncated: true, keys };
}

/**
 * The audit log (ADR 0101). An admin write runs through `write`: the change and its entry commit in one
 * transaction, so the log never misses a write nor records one that rolled back.
 */
export function createAuditService(deps: { db: Db }) {
  return transactional(deps.db, (db) => {
    const repo = createAuditRepository(db);
    const entry = (
      actor: AuditActor,
      what: { action: AuditAction; targetType: AuditTarget },
      change: Omit<AuditedChange<unknown>, 'result'>,
    ): NewAuditEntry => ({
      actorId: actor.id,
      actorName: actor.nickName,
      action: what.action,
      targetType: what.targetType,
      targetId: change.targetId ?? null,
      summary: (change.summary ?? '').slice(0, 200),
      before: bounded(change.before),
      after: bounded(change.after),
    });

    return {
      /** Records a write already made in this service's transaction (`audit.withTx(tx).record(...)`). */
      record: (
        actor: AuditActor,
        what: { action: AuditAction; targetType: AuditTarget },
        change: Omit<AuditedChange<unknown>, 'result'>,
      ) => repo.insert(entry(actor, what, change)),

      /** Runs `change` in one transaction with its audit entry; answers the change's `result`. */
      write<T>(
        actor: AuditActor,
        what: { action: AuditAction; targetType: AuditTarget },
        change: (tx: Db) => Promise<AuditedChange<T>>,
      ): Promise<T> {
        return db.transaction(async (tx) => {
          const done = await change(tx);
          await createAuditRepository(tx).insert(entry(actor, what, done));
          return done.result;
        });
      },

      async list(query: AuditQuery): Promise<{ data: AuditEntry[]; total: number; capped: boolean }> {
        const offset = windowOffset(query.pn, query.p_size);
        const filters = {
          actorId: query.actor_id,
          action: query.action,
          targetType: query.target_type,
          targetId: query.target_id,
          from: query.from,
          to: query.to,
        };
        const { rows, total, capped } = await repo.page(filters, offset, query.p_size);
        return { data: rows.map(presentAuditEntry), total, capped };
      },
    };
  });
}

export type AuditService = ReturnType<typeof createAuditService>;
