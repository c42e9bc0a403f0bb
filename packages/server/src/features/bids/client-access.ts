import { BID_ACCESS_TTL_SECONDS, type BidEngineer, type BidInfo, type BidList } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/app-error.ts';
import {
  BID_RATE_LIMITS,
  bidStatus,
  codesMatch,
  hashToken,
  NO_CODE,
  newAccessToken,
  shownToClients,
} from './policy.ts';
import { presentClientCard, presentResumeForClient } from './presenter.ts';
import { type BidRow, createBidsRepository } from './repository.ts';
import type { BidsDeps } from './service.ts';
import type { BidShortlist } from './shortlist.ts';

/** What a code check ended in; written before the answer, so a refused attempt still counts. */
type Verdict =
  | { kind: 'unavailable' }
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'wrong' }
  | { kind: 'ok'; bid: BidRow; token: string; expiresAt: Date };

/**
 * The client's side of a bid (ADR 0123): the code check that opens a bid's page with a short-lived credential,
 * and the page's reads (the engineers shown now, one engineer's resume) under that credential.
 */
export function bidClientAccess(db: Db, deps: Pick<BidsDeps, 'resumes'>, shortlist: BidShortlist) {
  const repo = createBidsRepository(db);
  const { seekers, shownEngineers, resumesOf, found } = shortlist;

  /**
   * The code check in one transaction, checks on one link taking turns: the windows, the comparison and the
   * attempt. A link that opens no live bid (unknown, revoked, expired) is counted and compared alike, so a wrong
   * code gets the same answer after the same work whether or not the link is real (ADR 0123).
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

    /** GET /client/get/engineer/resume/{engineerId}. */
    engineerResume: (token: string | undefined, engineerId: number) => engineerResume(token, { id: engineerId }),

    /** GET /client/download/hunter/resume/{userId}. */
    engineerResumeByUser: (token: string | undefined, userId: number) => engineerResume(token, { userId }),
  };
}
