import {
  type AdminBidsQuery,
  type AnswerBidConsentBody,
  BID_ACCESS_TTL_SECONDS,
  BID_MESSAGE_TYPES,
  type BidAttemptsQuery,
  type BidConsent,
  type BidDetail,
  type BidEngineer,
  type BidEngineerInput,
  type BidFields,
  type BidInfo,
  type BidList,
  type BidSummary,
  formatMessage,
  MESSAGES,
  RESUME_OPEN,
  type Resume,
  ROLES,
  type TalentSearchQuery,
  type UpdateBidBody,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { authorize } from '../../lib/authorize.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import type { MessagesService, Notification } from '../messages/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import type { TalentsService } from '../talents/index.ts';
import {
  BID_RATE_LIMITS,
  bidConsentPolicy,
  bidStatus,
  codesMatch,
  expiryDay,
  expiryMoment,
  hashToken,
  NO_CODE,
  newAccessToken,
  newBidCode,
  newBidSlug,
  shownToClients,
} from './policy.ts';
import {
  presentAttempt,
  presentBidDetail,
  presentBidSummary,
  presentClientCard,
  presentConsent,
  presentResumeForClient,
} from './presenter.ts';
import { type BidEngineerRow, type BidRow, createBidsRepository } from './repository.ts';

export type BidsDeps = {
  db: Db;
  /** Every administrator's write is recorded with it, in the same transaction (ADR 0107). */
  audit: AuditService;
  /** Engineers must be enabled job seekers (accounts area). */
  accounts: Pick<AccountsService, 'findByIds'>;
  /** Engineers' resumes: who has one, open or closed, and the whole resume (resumes area). */
  resumes: Pick<ResumesService, 'getOwnResume' | 'talentFacts' | 'withTx'>;
  /** Engineers are asked before a closed resume is shown, and told when a client can see them (ADR 0123). */
  messages: Pick<MessagesService, 'withTx'>;
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

const snapshot = (row: BidRow) => ({
  title: row.title,
  client_name: row.clientName,
  note: row.note,
  expires_on: expiryDay(row.expiresAt),
  status: row.status,
  code_version: row.codeVersion,
});

/** A notification about a bid, in both languages from the catalogue. */
const bidNotice = (
  key: 'notifyBidConsentRequest' | 'notifyBidShown',
  type: string,
  bid: BidRow,
  engineer: BidEngineerRow,
): Notification => ({
  userId: engineer.userId,
  senderId: null,
  messageType: type,
  eventId: engineer.id,
  content: formatMessage(MESSAGES[key].zh, { title: bid.title, client: bid.clientName }),
  contentEn: formatMessage(MESSAGES[key].en, { title: bid.title, client: bid.clientName }),
});

const fieldsOf = (fields: BidFields) => ({
  title: fields.title,
  clientName: fields.client_name,
  note: fields.note,
  expiresAt: expiryMoment(fields.expires_at),
});

/** Bids: the administrators' shortlists and the client's code check and resume reads (ADR 0106). */
export function createBidsService(deps: BidsDeps) {
  return transactional(deps.db, (db) => {
    const repo = createBidsRepository(db);

    /** Of `userIds`, the enabled job seekers who have a resume, each with whether that resume is open. */
    async function seekers(userIds: number[]): Promise<Map<number, { enableResume: number }>> {
      if (userIds.length === 0) return new Map();
      const [accounts, facts] = await Promise.all([
        deps.accounts.findByIds(userIds),
        deps.resumes.talentFacts(userIds),
      ]);
      const found = new Map<number, { enableResume: number }>();
      for (const a of accounts) {
        const fact = facts.get(a.id);
        if (a.role === ROLES.seeker && !a.disabled && fact) found.set(a.id, { enableResume: fact.resume.enableResume });
      }
      return found;
    }

    const eligible = async (userIds: number[]) => new Set((await seekers(userIds)).keys());

    /** The engineers of a bid a client sees now, in order (ADR 0123: open resume or her consent). */
    async function shownEngineers(bidId: number) {
      const rows = await repo.engineers(bidId);
      const found = await seekers(rows.map((e) => e.userId));
      return rows.filter((e) => {
        const seeker = found.get(e.userId);
        return seeker !== undefined && shownToClients(e.consent, seeker.enableResume);
      });
    }

    /**
     * After a bid's list, expiry or an engineer's answer changed, in that transaction (ADR 0123): an engineer with a
     * closed resume who was never asked is asked (pending); while the bid is live, each engineer a client can now see
     * and who was not yet told is told, once per bid.
     */
    async function reconcile(tx: Db, bid: BidRow) {
      const r = createBidsRepository(tx);
      const rows = await r.engineers(bid.id);
      const facts = await deps.resumes.withTx(tx).talentFacts(rows.map((e) => e.userId));
      const notices: Notification[] = [];
      for (const engineer of rows) {
        const enableResume = facts.get(engineer.userId)?.resume.enableResume;
        let consent = engineer.consent;
        if (consent === null && enableResume !== RESUME_OPEN) {
          await r.setConsent(engineer.id, 'pending');
          consent = 'pending';
          notices.push(bidNotice('notifyBidConsentRequest', BID_MESSAGE_TYPES.consentRequest, bid, engineer));
        }
        if (
          bidStatus(bid) === 'active' &&
          engineer.shownNotifiedAt === null &&
          shownToClients(consent, enableResume) &&
          (await r.markShownNotified(engineer.id))
        ) {
          notices.push(bidNotice('notifyBidShown', BID_MESSAGE_TYPES.shown, bid, engineer));
        }
      }
      if (notices.length > 0) await deps.messages.withTx(tx).notify(notices);
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
      const ids = engineers.map((e) => e.userId);
      const [resumes, found] = await Promise.all([resumesOf(ids), seekers(ids)]);
      return presentBidDetail(row, engineers, (userId) => ({
        resume: resumes.get(userId),
        enableResume: found.get(userId)?.enableResume,
      }));
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
        if (!bid || bidStatus(bid) !== 'active') return { kind: 'unavailable' };
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

    /**
     * The resume of one engineer of the credential's bid, while that engineer is still an enabled job seeker whom
     * clients may see, with her contacts as she chose (ADR 0123).
     */
    async function engineerResume(token: string | undefined, by: { id: number } | { userId: number }) {
      const bidId = await accessibleBid(token);
      const engineer = await repo.findEngineer(bidId, by);
      const seeker = engineer ? (await seekers([engineer.userId])).get(engineer.userId) : undefined;
      if (!engineer || !seeker || !shownToClients(engineer.consent, seeker.enableResume)) {
        throw forbidden('bidAccessDenied');
      }
      return presentResumeForClient(await deps.resumes.getOwnResume(engineer.userId));
    }

    /** The cards of a bid's engineers a client sees now, in order, the birthday only when she shows her contacts. */
    async function clientCards(bidId: number): Promise<BidEngineer[]> {
      const shown = await shownEngineers(bidId);
      const resumes = await resumesOf(shown.map((e) => e.userId));
      return shown.flatMap((e) => {
        const resume = resumes.get(e.userId);
        return resume ? [presentClientCard(e, resume)] : [];
      });
    }

    return {
      /** POST /client/get/bid/info/{slug}: a correct code answers the engineers and a 2-hour credential. */
      async verify(slug: string, code: string, address: string): Promise<BidInfo> {
        const verdict = await check(slug, code, address);
        if (verdict.kind === 'unavailable') throw notFound('bidUnavailable');
        if (verdict.kind === 'limited') throw tooManyRequests('bidTooManyAttempts', verdict.retryAfter);
        if (verdict.kind === 'wrong') throw badRequest('bidCodeWrong');
        const { bid, token, expiresAt } = verdict;
        return {
          data: await clientCards(bid.id),
          bid: { slug: bid.slug, title: bid.title, client_name: bid.clientName },
          access_token: token,
          expired_at: Math.floor(expiresAt.getTime() / 1000),
        };
      },

      /**
       * GET /client/get/bid/engineers: the bid and its engineers as the credential opens them now. The page re-checks
       * with it instead of trusting the list it stored: a revoked bid or a new code answers 403.
       */
      async current(token: string | undefined): Promise<BidList> {
        const bidId = await accessibleBid(token);
        const bid = await found(bidId);
        return {
          data: await clientCards(bidId),
          bid: { slug: bid.slug, title: bid.title, client_name: bid.clientName },
        };
      },

      /** GET /hunter/get/bid/consents: the engineer's own requests among `ids` (others' are left out). */
      async consents(seeker: AuthUser, ids: number[]): Promise<BidConsent[]> {
        if (ids.length === 0) return [];
        const rows = await repo.consents(seeker.id, ids);
        return rows.map(presentConsent);
      },

      /**
       * POST /hunter/answer/bid/consent: the engineer allows or rejects being shown on the bid; only a pending request,
       * and of two answers at once exactly one wins. The bid row is locked first, as administrators' writes do.
       */
      async answerConsent(seeker: AuthUser, body: AnswerBidConsentBody): Promise<void> {
        await db.transaction(async (tx) => {
          const r = createBidsRepository(tx);
          const asked = await r.consentRow(body.consent_id);
          if (!asked || asked.consent === null) throw notFound('bidConsentNotFound');
          await authorize(seeker, 'answer', asked, bidConsentPolicy);
          const bid = await r.lock(asked.bidId);
          if (!bid) throw notFound('bidConsentNotFound');
          const decided = await r.setConsent(asked.id, body.allow ? 'agreed' : 'declined', 'pending');
          if (!decided) throw conflict('bidConsentAnswered');
          if (body.allow) await reconcile(tx, bid);
        });
      },

      /** GET /client/get/engineer/resume/{engineerId}. */
      engineerResume: (token: string | undefined, engineerId: number) => engineerResume(token, { id: engineerId }),

      /** GET /client/download/hunter/resume/{userId}. */
      engineerResumeByUser: (token: string | undefined, userId: number) => engineerResume(token, { userId }),

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
  });
}

export type BidsService = ReturnType<typeof createBidsService>;
