import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { BID_CODE_ALPHABET, BID_CODE_LENGTH, type BidSummary, RESUME_OPEN } from '@app/shared';
import { notFound } from '../../lib/app-error.ts';
import { definePolicy } from '../../lib/authorize.ts';
import type { BidRow } from './repository.ts';

/**
 * Failed code checks allowed in a sliding window, counted in bid_attempts by link and by address (ADR 0123). The
 * per-address windows only ever stop the address that failed. The per-link window, over every address, is waived for
 * an address that has already opened that link with its code: strangers' failures cannot shut out the client.
 * Nothing locks a bid.
 */
export const BID_RATE_LIMITS = [
  { max: 5, windowSeconds: 60, perLink: true, perAddress: true },
  { max: 30, windowSeconds: 3600, perLink: false, perAddress: true },
  { max: 20, windowSeconds: 3600, perLink: true, perAddress: false },
] as const;

/** The secret part of a bid's public link: 18 random bytes (144 bits), 24 base64url characters. */
export const newBidSlug = () => randomBytes(18).toString('base64url');

/** Compared with the typed code when a link opens no live bid, so that check costs what a real one does. */
export const NO_CODE = '------';

/** Six characters of the look-alike-free alphabet, each from the operating system's CSPRNG. */
export function newBidCode(): string {
  let code = '';
  for (let i = 0; i < BID_CODE_LENGTH; i += 1) code += BID_CODE_ALPHABET[randomInt(BID_CODE_ALPHABET.length)];
  return code;
}

/** Constant-time comparison of the typed code (already upper-cased) with the bid's. */
export function codesMatch(typed: string, code: string): boolean {
  const a = Buffer.from(typed);
  const b = Buffer.from(code);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 256 random bits; only their SHA-256 is stored. */
export const newAccessToken = () => randomBytes(32).toString('base64url');

/** A credential as sent: 43 base64url characters; anything else is refused without a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const wellFormedToken = (value: unknown): string | undefined =>
  typeof value === 'string' && TOKEN_PATTERN.test(value) ? value : undefined;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** China time (UTC+8, no daylight saving): a bid works through the end of its expiry day there. */
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The moment a bid with expiry day `day` (yyyy-MM-dd) stops working: the next midnight in China. */
export const expiryMoment = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`) + DAY_MS);

/** The expiry day (yyyy-MM-dd) of that moment. */
export const expiryDay = (moment: Date) => new Date(moment.getTime() - 1 + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** Who may answer a request to be shown on a bid: only the engineer it asks; to anyone else it does not exist. */
export const bidConsentPolicy = definePolicy('bidConsent', {
  answer: {
    allow: (actor, engineer: { userId: number }) => engineer.userId === actor.id,
    refuse: () => notFound('bidConsentNotFound'),
  },
});

/**
 * A client sees an engineer only while her resume is open or she agreed to this bid (ADR 0123); a declined request
 * keeps her out even if she opens her resume later.
 */
export const shownToClients = (consent: string | null, enableResume: number | undefined) =>
  consent === 'agreed' || (consent !== 'declined' && enableResume === RESUME_OPEN);

/** A bid is revoked for good, expired once its last day has passed, otherwise active. */
export const bidStatus = (row: BidRow, now = new Date()): BidSummary['status'] =>
  row.status === 'revoked' ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active';
