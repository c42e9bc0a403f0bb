import {
  type AdminBidsQuery,
  BID_ACCESS_TTL_SECONDS,
  type BidAttempt,
  type BidAttemptsQuery,
  type BidDetail,
  type BidEngineer,
  type BidEngineerInput,
  type BidFields,
  type BidInfo,
  type BidSummary,
  type Resume,
  ROLES,
  type TalentSearchQuery,
  type UpdateBidBody,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { insideWindow } from '../../lib/search/index.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import type { TalentsService } from '../talents/index.ts';
import {
  BID_RATE_LIMITS,
  codesMatch,
  expiryDay,
  expiryMoment,
  hashToken,
  NO_CODE,
  newAccessToken,
  newBidCode,
  newBidSlug,
} from './policy.ts';
import { type BidRow, createBidsRepository } from './repository.ts';

export type BidsDeps = {
  db: Db;
  /** Every administrator's write is recorded with it, in the same transaction (issue 12 item 8). */
  audit: AuditService;
  /** Engineers must be enabled job seekers (accounts area). */
  accounts: Pick<AccountsService, 'findByIds'>;
  /** Engineers' resumes: who has one, and the whole resume (resumes area). */
  resumes: Pick<ResumesService, 'getOwnResume' | 'talentFacts'>;
  /** The engineer picker searches the talent pool exactly as HRs do. */
  talents: Pick<TalentsService, 'search'>;
};

/** What a code check ended in; written before the answer, so a refused attempt still counts. */
type Verdict =
  | { kind: 'unavailable' }
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'wrong' }
  | { kind: 'ok'; bid: BidRow; token: string; expiresAt: Date };

/** The longest attempt window: checks on links that open no bid are kept this long. */
const LONGEST_WINDOW_SECONDS = Math.max(...BID_RATE_LIMITS.map((l) => l.windowSeconds));

/** Resumes are loaded this many at a time (a bid holds at most 50 engineers). */
const RESUME_BATCH = 8;

const statusOf = (row: BidRow, now = new Date()): BidSummary['status'] =>
  row.status === 'revoked' ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active';

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

/** Bids (issue 13): the administrators' shortlists and the client's code check and resume reads (ADR 0106). */
export function createBidsService(deps: BidsDeps) {
  return transactional(deps.db, (db) => {
    const repo = createBidsRepository(db);

    const summary = (row: BidRow, engineerCount: number): BidSummary => ({
      id: row.id,
      title: row.title,
      client_name: row.clientName,
      note: row.note,
      code: row.code,
      status: statusOf(row),
      expires_at: row.expiresAt.toISOString(),
      expires_on: expiryDay(row.expiresAt),
      engineer_count: engineerCount,
      link: `/bid/info/${row.slug}`,
      create_time: row.createdAt.toISOString(),
    });

    /** Of `userIds`, the enabled job seekers who have a resume. */
    async function eligible(userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const [accounts, facts] = await Promise.all([
        deps.accounts.findByIds(userIds),
        deps.resumes.talentFacts(userIds),
      ]);
      return new Set(
        accounts.filter((a) => a.role === ROLES.seeker && !a.disabled && facts.has(a.id)).map((a) => a.id),
      );
    }

    /** The resumes of `userIds` (a few at a time); a user whose resume cannot be read is left out. */
    async function resumesOf(userIds: number[]): Promise<Map<number, Resume>> {
      const found = new Map<number, Resume>();
      for (let i = 0; i < userIds.length; i += RESUME_BATCH) {
        const batch = userIds.slice(i, i + RESUME_BATCH);
        const read = await Promise.all(batch.map((id) => deps.resumes.getOwnResume(id).catch(() => null)));
        for (const [index, resume] of read.entries()) if (resume) found.set(batch[index] as number, resume);
      }
      return found;
    }

    async function detail(row: BidRow): Promise<BidDetail> {
      const engineers = await repo.engineers(row.id);
      const resumes = await resumesOf(engineers.map((e) => e.userId));
      return {
        ...summary(row, engineers.length),
        engineers: engineers.map((e) => {
          const resume = resumes.get(e.userId);
          return {
            user_id: e.userId,
            name: resume?.name ?? '',
            position: e.position,
            profile_pic_url: resume?.profile_pic_url ?? '',
            experience: resume?.experience ?? null,
            major_list: resume?.major_list ?? [],
            cert_list: resume?.cert_list ?? [],
          };
        }),
      };
    }

    async function found(id: number): Promise<BidRow> {
      const row = await repo.find(id);
      if (!row) throw notFound('bidNotFound');
      return row;
    }

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

    /**
     * The code check in one transaction, checks on one link taking turns: the windows, the comparison and the
     * attempt. A link that opens no live bid (unknown, revoked, expired) is counted and compared alike, so a wrong
     * code gets the same answer after the same work whether or not the link is real (ADR 0117).
     */
    const check = (slug: string, code: string, address: string): Promise<Verdict> =>
      db.transaction(async (tx) => {
        const r = createBidsRepository(tx);
        await r.serializeLink(slug);
        const bid = await r.findBySlug(slug);
        const opened = await r.openedFrom(slug, address);
        for (const limit of BID_RATE_LIMITS) {
          if (!limit.perAddress && opened) continue;
          const by = { slug: limit.perLink ? slug : undefined, address: limit.perAddress ? address : undefined };
          const { n, oldest } = await r.failuresSince(limit.windowSeconds, by);
          if (n >= limit.max) {
            const endsIn = oldest ? oldest.getTime() + limit.windowSeconds * 1000 - Date.now() : 1000;
            return { kind: 'limited', retryAfter: Math.max(1, Math.ceil(endsIn / 1000)) };
          }
        }
        const success = codesMatch(code, bid?.code ?? NO_CODE);
        await r.recordAttempt({ bidId: bid?.id ?? null, slug, address, success });
        if (!success) return { kind: 'wrong' };
        // Only the holder of the right code learns that its bid has ended.
        if (!bid || statusOf(bid) !== 'active') return { kind: 'unavailable' };
        const token = newAccessToken();
        const expiresAt = new Date(Math.min(Date.now() + BID_ACCESS_TTL_SECONDS * 1000, bid.expiresAt.getTime()));
        await r.insertAccess({ tokenHash: hashToken(token), bidId: bid.id, codeVersion: bid.codeVersion, expiresAt });
        return { kind: 'ok', bid, token, expiresAt };
      });

    /** The bid a credential opens now; 403 (never 401: the client is not signed in) otherwise. */
    async function accessibleBid(token: string | undefined): Promise<number> {
      const bidId = token ? await repo.accessibleBid(hashToken(token)) : null;
      if (bidId === null) throw forbidden('bidAccessDenied');
      return bidId;
    }

    /** The resume of one engineer of the credential's bid, while that engineer is still an enabled job seeker. */
    async function engineerResume(token: string | undefined, by: { id: number } | { userId: number }) {
      const bidId = await accessibleBid(token);
      const engineer = await repo.findEngineer(bidId, by);
      if (!engineer || !(await eligible([engineer.userId])).has(engineer.userId)) throw forbidden('bidAccessDenied');
      return deps.resumes.getOwnResume(engineer.userId);
    }

    return {
      /** POST /client/get/bid/info/{slug}: a correct code answers the engineers and a 2-hour credential. */
      async verify(slug: string, code: string, address: string): Promise<BidInfo> {
        const verdict = await check(slug, code, address);
        if (verdict.kind === 'unavailable') throw notFound('bidUnavailable');
        if (verdict.kind === 'limited') throw tooManyRequests('bidTooManyAttempts', verdict.retryAfter);
        if (verdict.kind === 'wrong') throw badRequest('bidCodeWrong');
        const { bid, token, expiresAt } = verdict;
        const rows = await repo.engineers(bid.id);
        const allowed = await eligible(rows.map((e) => e.userId));
        const shown = rows.filter((e) => allowed.has(e.userId));
        const resumes = await resumesOf(shown.map((e) => e.userId));
        const engineers: BidEngineer[] = shown.flatMap((e) => {
          const resume = resumes.get(e.userId);
          if (!resume) return [];
          return [
            {
              engineer_id: e.id,
              user_id: e.userId,
              engineer_name: resume.name,
              position: e.position,
              profile_pic_url: resume.profile_pic_url,
              base_info: {
                birthday: resume.birthday ?? '',
                experience: resume.experience,
                major_list: resume.major_list,
                cert_list: resume.cert_list,
              },
            },
          ];
        });
        return {
          data: engineers,
          bid: { slug: bid.slug, title: bid.title, client_name: bid.clientName },
          access_token: token,
          expired_at: Math.floor(expiresAt.getTime() / 1000),
        };
      },

      /** GET /client/get/engineer/resume/{engineerId}. */
      engineerResume: (token: string | undefined, engineerId: number) => engineerResume(token, { id: engineerId }),

      /** GET /client/download/hunter/resume/{userId}. */
      engineerResumeByUser: (token: string | undefined, userId: number) => engineerResume(token, { userId }),

      async list(query: AdminBidsQuery) {
        const offset = (query.pn - 1) * query.p_size;
        if (!insideWindow(offset)) throw badRequest('searchPageBeyondWindow');
        const page = await repo.list({ keyword: query.key_word, status: query.status }, offset, query.p_size);
        return { data: page.rows.map((r) => summary(r.bid, r.engineerCount)), total: page.total, capped: page.capped };
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
        const offset = (query.pn - 1) * query.p_size;
        if (!insideWindow(offset)) throw badRequest('searchPageBeyondWindow');
        const page = await repo.attempts(query.bid_id, offset, query.p_size);
        const data: BidAttempt[] = page.rows.map((a) => ({
          id: a.id,
          address: a.address,
          success: a.success,
          create_time: a.createdAt.toISOString(),
        }));
        return { data, total: page.total, capped: page.capped };
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
        return summary(row, list.length);
      },

      /** Deletes up to `limit` expired credentials (maintenance). */
      purgeExpiredAccess: (limit: number) => repo.purgeExpiredAccess(limit),

      /** Deletes up to `limit` checks on links that opened no bid, past every window (maintenance). */
      purgeStrayAttempts: (limit: number) => repo.purgeStrayAttempts(LONGEST_WINDOW_SECONDS, limit),
    };
  });
}

export type BidsService = ReturnType<typeof createBidsService>;
