// The standards area's limits, apart from its schemas: the pages that only read them load no zod.

export const STANDARD_LIMITS = {
  chName: 200,
  enName: 300,
  ver: 60,
  comment: 500,
  description: 2000,
  /** A search filter (each field). */
  filter: 100,
  /** The highest price in oil an administrator may set. */
  maxPrice: 100_000,
} as const;
