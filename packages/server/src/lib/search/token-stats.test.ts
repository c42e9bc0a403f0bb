import { describe, expect, it } from 'vitest';
import { NEAR_UNIVERSAL, splitNearUniversal } from './token-stats.ts';

describe('splitNearUniversal', () => {
  const frequencies = new Map([
    ['工程', 0.92],
    ['程师', 0.9],
    ['桥梁', 0.14],
    ['梁设', 0.01],
  ]);

  it('keeps rare and unknown tokens in the index condition and checks near-universal ones on the rows', () => {
    expect(splitNearUniversal(['工程', '桥梁', '程师', '梁设', '潮汐'], frequencies)).toEqual({
      indexed: ['潮汐', '梁设', '桥梁'],
      checked: ['程师', '工程'],
    });
  });

  it('keeps the rarest token indexed when every token is near-universal', () => {
    expect(splitNearUniversal(['工程', '程师'], frequencies)).toEqual({ indexed: ['程师'], checked: ['工程'] });
  });

  it('checks nothing on the rows without statistics or at the threshold', () => {
    expect(splitNearUniversal(['工程', '程师'], new Map())).toEqual({ indexed: ['工程', '程师'], checked: [] });
    const atThreshold = new Map([['a', NEAR_UNIVERSAL]]);
    expect(splitNearUniversal(['a', 'b'], atThreshold).checked).toEqual([]);
  });
});
