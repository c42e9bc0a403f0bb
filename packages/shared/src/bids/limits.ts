import { BID_CODE_MAX } from '../constants.ts';

// The bids area's constants, apart from its schemas: the pages that only read them load no zod.

/** The code's characters: no look-alikes (0/O, 1/I/L); 31^6 ≈ 887 million codes (ADR 0123). */
export const BID_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BID_CODE_LENGTH = BID_CODE_MAX;

/** Header carrying the credential a correct code yields (never x-token: the client is not signed in). */
export const BID_ACCESS_HEADER = 'x-bid-access';
/** Lifetime of that credential; never past the bid's expiry. */
export const BID_ACCESS_TTL_SECONDS = 2 * 3600;

export const BID_STATUSES = ['active', 'revoked'] as const;
/** The list filter adds `expired`: active but past its expiry day. */
export const BID_LIST_STATUSES = ['active', 'revoked', 'expired'] as const;
export type BidStatus = (typeof BID_LIST_STATUSES)[number];

export const BID_LIMITS = {
  title: 100,
  clientName: 100,
  note: 500,
  position: 50,
  engineers: 50,
  keyword: 100,
  pageSizes: { default: 20, options: [10, 20, 50] },
} as const;

/** Letters and digits only: anything else (spaces, tabs, punctuation) is refused before it counts as an attempt. */
export const BID_CODE_CHARS_PATTERN = /^[A-Za-z0-9]+$/;
