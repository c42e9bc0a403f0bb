import type {
  AdminBidsQuery,
  BidAttemptsQuery,
  BidDetail,
  BidEngineerInput,
  BidFields,
  BidSummary,
  TalentSearchQuery,
  UpdateBidBody,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { windowOffset } from '../../lib/search/index.ts';
import type { AuditActor } from '../audit/index.ts';
import { BID_RATE_LIMITS, expiryDay, expiryMoment, newBidCode, newBidSlug } from './policy.ts';
import { presentAttempt, presentBidSummary } from './presenter.ts';
import { type BidRow, createBidsRepository } from './repository.ts';
import type { BidsDeps } from './service.ts';
import type { BidShortlist } from './shortlist.ts';

/** The longest attempt window: checks on links that open no bid are kept this long. */
const LONGEST_WINDOW_SECONDS = Math.max(...BID_RATE_LIMITS.map((l) => l.windowSeconds));

/** What the audit log keeps of a bid before and after a change. */
const snapshot = (row: BidRow) => ({
  title: row.title,
  client_name: row.clientName,
  note: row.note,
  expires_on: expiryDay(row.expiresAt),
  status: row.status,
  code_version: row.codeVersion,
});

const fieldsOf = (fields: BidFields) => ({
  title: fields.title,
  clientName: fields.client_name,
  note: fields.note,
  expiresAt: expiryMoment(fields.expires_at),
});

/**
 * The administrators' bid management (ADR 0123): the list, a bid with its engineers, every write audited in its own
 * transaction (create, edit, the engineer list, a new code, revoke), the code checks, the engineer picker, the demo
 * seed and the maintenance purges.
 */
export function bidManagement(db: Db, deps: Pick<BidsDeps, 'audit' | 'talents'>, shortlist: BidShortlist) {
  const repo = createBidsRepository(db);
  const { eligible, reconcile, detail, found } = shortlist;

  /** Runs an audited write on a bid that exists and is not revoked; answers its detail after the change. */
  async function change(
    admin: AuditActor,
    action: 'bid.update' | 'bid.engineers' | 'bid.regenerate_code',
    id: number,
    write: (
      r: ReturnType<typeof createBidsRepository>,
      before: BidRow,
    ) => Promise<{ row: BidRow; before?: unknown; after?: unknown }>,
  ): Promise<BidDetail> {
    const row = await deps.audit.write(admin, { action, targetType: 'bid' }, async (tx) => {
      const r = createBidsRepository(tx);
      const before = await r.lock(id);
      if (!before) throw notFound('bidNotFound');
      if (before.status === 'revoked') throw conflict('bidRevoked');
      const done = await write(r, before);
      await reconcile(tx, done.row);
      return {
        result: done.row,
        targetId: id,
        summary: done.row.title,
        before: done.before ?? snapshot(before),
        after: done.after ?? snapshot(done.row),
      };
    });
    return detail(row);
  }

  return {
    async list(query: AdminBidsQuery) {
      const offset = windowOffset(query.pn, query.p_size);
      const page = await repo.list({ keyword: query.key_word, status: query.status }, offset, query.p_size);
      return {
        data: page.rows.map((r) => presentBidSummary(r.bid, r.engineerCount)),
        total: page.total,
        capped: page.capped,
      };
    },

    get: async (id: number) => detail(await found(id)),

    async create(admin: AuditActor, fields: BidFields): Promise<BidDetail> {
      const row = await deps.audit.write(admin, { action: 'bid.create', targetType: 'bid' }, async (tx) => {
        const created = await createBidsRepository(tx).insert({
          ...fieldsOf(fields),
          slug: newBidSlug(),
          code: newBidCode(),
          createdBy: admin.id,
        });
        return { result: created, targetId: created.id, summary: created.title, after: snapshot(created) };
      });
      return detail(row);
    },

    update: (admin: AuditActor, body: UpdateBidBody) =>
      change(admin, 'bid.update', body.id, async (r, before) => ({
        row: (await r.update(before.id, fieldsOf(body))) ?? before,
      })),

    /** The whole engineer list in order; every one an enabled job seeker with a resume. */
    async setEngineers(admin: AuditActor, bidId: number, list: BidEngineerInput[]): Promise<BidDetail> {
      const allowed = await eligible(list.map((e) => e.user_id));
      if (list.some((e) => !allowed.has(e.user_id))) throw badRequest('bidEngineerNotEligible');
      return change(admin, 'bid.engineers', bidId, async (r, before) => {
        const old = await r.engineers(bidId);
        await r.setEngineers(
          bidId,
          list.map((e) => ({ userId: e.user_id, position: e.position })),
        );
        const row = (await r.update(bidId, {})) ?? before;
        return {
          row,
          before: { engineers: old.map((e) => ({ user_id: e.userId, position: e.position })) },
          after: { engineers: list },
        };
      });
    },

    /**
     * A new code and a new link: every credential of the old code ends, and whoever was guessing on the old link
     * (its windows, its opened addresses) is left behind on a link that opens nothing.
     */
    regenerateCode: (admin: AuditActor, id: number) =>
      change(admin, 'bid.regenerate_code', id, async (r, before) => {
        await r.endAccess(id);
        const row = await r.update(id, {
          slug: newBidSlug(),
          code: newBidCode(),
          codeVersion: before.codeVersion + 1,
        });
        return { row: row ?? before };
      }),

    /** Revoked for good: the page and every credential stop working at once. */
    async revoke(admin: AuditActor, id: number): Promise<BidDetail> {
      const row = await deps.audit.write(admin, { action: 'bid.revoke', targetType: 'bid' }, async (tx) => {
        const r = createBidsRepository(tx);
        const before = await r.lock(id);
        if (!before) throw notFound('bidNotFound');
        await r.endAccess(id);
        const after = (await r.update(id, { status: 'revoked' })) ?? before;
        return {
          result: after,
          targetId: id,
          summary: after.title,
          before: snapshot(before),
          after: snapshot(after),
        };
      });
      return detail(row);
    },

    async attempts(query: BidAttemptsQuery) {
      await found(query.bid_id);
      const offset = windowOffset(query.pn, query.p_size);
      const page = await repo.attempts(query.bid_id, offset, query.p_size);
      return { data: page.rows.map(presentAttempt), total: page.total, capped: page.capped };
    },

    /** The engineer picker: the HR's talent search, unchanged. */
    searchTalents: (query: TalentSearchQuery) => deps.talents.search(query),

    /**
     * A demo bid (the seed), on this service's transaction and without an audit entry; the engineers are trusted to
     * be job seekers with a resume. Answers the bid with its code.
     */
    async seed(fields: BidFields, list: BidEngineerInput[]): Promise<BidSummary> {
      const row = await repo.insert({ ...fieldsOf(fields), slug: newBidSlug(), code: newBidCode(), createdBy: null });
      await repo.setEngineers(
        row.id,
        list.map((e) => ({ userId: e.user_id, position: e.position })),
      );
      await reconcile(db, row);
      return presentBidSummary(row, list.length);
    },

    /** Deletes up to `limit` expired credentials (maintenance). */
    purgeExpiredAccess: (limit: number) => repo.purgeExpiredAccess(limit),

    /** Deletes up to `limit` checks on links that opened no bid, past every window (maintenance). */
    purgeStrayAttempts: (limit: number) => repo.purgeStrayAttempts(LONGEST_WINDOW_SECONDS, limit),
  };
}
