import { describe, expect, it } from 'vitest';
import { allShare, anyShare, phraseShare, type TokenStats } from './token-stats.ts';

const stats: TokenStats = {
  rows: 1_000_000,
  shares: new Map([
    ['工程', 0.9],
    ['程师', 0.64],
    ['梁设', 0.045],
    ['city:shanghai', 0.2],
    ['type:full_time', 0.5],
    ['major:1', 0.6],
    ['major:2', 0.7],
  ]),
};

describe('token shares', () => {
  it("takes a phrase's share as its rarest token's, not the product of its bigrams'", () => {
    expect(phraseShare(['工程', '程师', '梁设'], stats)).toBe(0.045);
    expect(phraseShare([], stats)).toBe(1);
  });

  it('takes a token missing from the statistics as rare', () => {
    expect(phraseShare(['工程', '潮汐'], stats)).toBe(0);
    expect(allShare(['city:shanghai', 'cert:99'], stats)).toBe(0);
  });

  it('multiplies independent filters and adds alternatives, at most all rows', () => {
    expect(allShare(['city:shanghai', 'type:full_time'], stats)).toBeCloseTo(0.1);
    expect(anyShare(['major:1', 'major:2'], stats)).toBe(1);
    expect(anyShare(['major:1', 'major:3'], stats)).toBe(0.6);
  });
});
