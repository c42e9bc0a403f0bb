import {
  type AnswerBidConsentBody,
  BID_MESSAGE_TYPES,
  type BidConsent,
  type BidDetail,
  formatMessage,
  MESSAGES,
  RESUME_OPEN,
  type Resume,
  ROLES,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Notification } from '../messages/index.ts';
import { bidConsentPolicy, bidStatus, shownToClients } from './policy.ts';
import { presentBidDetail, presentConsent } from './presenter.ts';
import { type BidEngineerRow, type BidRow, createBidsRepository } from './repository.ts';
import type { BidsDeps } from './service.ts';

/** Resumes are loaded this many at a time (a bid holds at most 50 engineers). */
const RESUME_BATCH = 8;

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

/**
 * A bid's engineers (ADR 0123): who of them are enabled job seekers with a resume, whom a client sees, who is asked
 * and told, their resumes, and the engineer's own answer to a request. The client's and the administrators' parts of
 * the bids service build on it.
 */
export function bidShortlist(db: Db, deps: BidsDeps) {
  const repo = createBidsRepository(db);

  /** Of `userIds`, the enabled job seekers who have a resume, each with whether that resume is open. */
  async function seekers(userIds: number[]): Promise<Map<number, { enableResume: number }>> {
    if (userIds.length === 0) return new Map();
    const [accounts, facts] = await Promise.all([deps.accounts.findByIds(userIds), deps.resumes.talentFacts(userIds)]);
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

  return {
    seekers,
    eligible,
    shownEngineers,
    reconcile,
    resumesOf,
    detail,
    found,
    /** The engineer's calls: her requests and her answer. */
    calls: {
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
    },
  };
}

export type BidShortlist = ReturnType<typeof bidShortlist>;
