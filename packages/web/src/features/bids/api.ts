import {
  type AnswerBidConsentBody,
  BID_ACCESS_HEADER,
  type BidEngineer,
  type BidInfo,
  BidInfoSchema,
  type BidList,
  type BidResume,
  bidsApi,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type { BidEngineer, BidInfo, BidResume };

const storageKey = (slug: string) => `bidAccess:${slug}`;

/**
 * The verified state of one bid, kept in sessionStorage (this tab only) until the credential's expired_at, so a
 * reload shows the engineers again without the code; the code itself is never stored.
 */
export function readBidAccess(slug: string, nowMs = Date.now()): BidInfo | null {
  try {
    const raw = sessionStorage.getItem(storageKey(slug));
    if (!raw) return null;
    const parsed = BidInfoSchema.safeParse(JSON.parse(raw));
    if (
      parsed.success &&
      parsed.data.bid.slug === slug &&
      parsed.data.expired_at * 1000 > nowMs &&
      parsed.data.access_token
    )
      return parsed.data;
  } catch {
    // A broken entry is dropped below.
  }
  forgetBidAccess(slug);
  return null;
}

export function saveBidAccess(slug: string, info: BidInfo): void {
  try {
    sessionStorage.setItem(storageKey(slug), JSON.stringify(info));
  } catch {
    // Private mode without storage: the page still works until a reload.
  }
}

export function forgetBidAccess(slug: string): void {
  try {
    sessionStorage.removeItem(storageKey(slug));
  } catch {
    // Nothing stored.
  }
}

/**
 * The code check on the slug of the page's link (ADR 0123). Sends the code exactly as typed (no
 * trimming: the server refuses spaces and tabs with its own message).
 */
export function useVerifyBid(slug: string) {
  return useMutation({
    mutationFn: (code: string) =>
      call(bidsApi.verify, { params: { slug }, body: { verify_code: code }, anonymous: true }),
  });
}

const accessOptions = (token: string) => ({ anonymous: true, headers: { [BID_ACCESS_HEADER]: token } });

/**
 * The bid and its engineers as the credential opens them now. A page that found a
 * stored credential asks this before showing anything: a revoked bid or a new code answers 403.
 */
export function fetchCurrentBid(token: string): Promise<BidList> {
  return call(bidsApi.current, accessOptions(token));
}

/** An engineer's resume on the bid (the answer holds it in data.data). */
export async function fetchEngineerResume(engineerId: number, token: string): Promise<BidResume> {
  const answer = await call(bidsApi.engineerResume, { params: { engineerId }, ...accessOptions(token) });
  return answer.data;
}

/** The engineer's latest resume, read right before a PDF export. */
export function fetchLatestResume(userId: number, token: string): Promise<BidResume> {
  return call(bidsApi.latestResume, { params: { userId }, ...accessOptions(token) });
}

export const bidKeys = {
  resume: (slug: string, engineerId: number) => ['bids', slug, 'resume', engineerId] as const,
  current: (slug: string, token: string) => ['bids', slug, 'current', token] as const,
  consents: (ids: number[]) => ['bids', 'consents', ids] as const,
};

/** The engineer's requests to be shown on bids behind a page of her messages. */
export function useBidConsents(ids: number[], enabled = true) {
  return useQuery({
    queryKey: bidKeys.consents(ids),
    queryFn: () => call(bidsApi.consents, { query: { id_list: ids.join(',') } }),
    enabled,
  });
}

/** Allow or Reject being shown on a bid (ADR 0123). */
export function useAnswerBidConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerBidConsentBody) => call(bidsApi.answerConsent, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['bids', 'consents'] }),
  });
}

/** Whole years from a yyyy-MM-dd birthday to today; null when there is none. */
export function ageFrom(birthday: string | null | undefined, now = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = now.getFullYear() - year;
  if (now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day)) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}
