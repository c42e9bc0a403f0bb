import { describe, expect, it } from 'vitest';
import { documentTokens, queryTokens } from './search-tokens.ts';

const matches = (document: string[], query: string) => {
  const doc = new Set(documentTokens(...document));
  const wanted = queryTokens(query);
  return wanted.length > 0 && wanted.every((t) => doc.has(t));
};

describe('documentTokens', () => {
  it('splits a CJK run into single characters and bigrams', () => {
    expect(documentTokens('桥梁工程')).toEqual(['工', '工程', '桥', '桥梁', '梁', '梁工', '程'].sort());
  });

  it('lowercases latin words and drops punctuation', () => {
    expect(documentTokens('Senior Bridge-Engineer, C30 (PMP)!')).toEqual(
      ['bridge', 'c30', 'engineer', 'pmp', 'senior'].sort(),
    );
  });

  it('separates mixed Chinese and latin text', () => {
    expect(documentTokens('PMP认证项目经理')).toEqual(
      expect.arrayContaining(['pmp', '认证', '证项', '项目', '目经', '经理', '认']),
    );
  });

  it('normalises full-width characters', () => {
    expect(documentTokens('ＰＭＰ　１２３')).toEqual(['123', 'pmp']);
  });

  it('combines several texts and deduplicates', () => {
    expect(documentTokens('电气', '电气', null, undefined, '')).toEqual(['气', '电', '电气']);
  });

  it('cuts very long words', () => {
    expect(documentTokens('a'.repeat(500))[0]).toHaveLength(40);
  });
});

describe('queryTokens', () => {
  it('is empty for nothing searchable', () => {
    expect(queryTokens('')).toEqual([]);
    expect(queryTokens(undefined)).toEqual([]);
    expect(queryTokens('  ,.!? ')).toEqual([]);
  });

  it('uses bigrams for Chinese runs of two or more characters', () => {
    expect(queryTokens('桥梁')).toEqual(['桥梁']);
    expect(queryTokens('桥梁工程师')).toEqual(['工程', '梁工', '桥梁', '程师'].sort());
  });

  it('uses the single character for a 1-character query', () => {
    expect(queryTokens('桥')).toEqual(['桥']);
    expect(queryTokens('电 engineer')).toEqual(['engineer', '电']);
  });
});

describe('matching', () => {
  const job = ['高级桥梁设计工程师', '负责大型桥梁结构设计', 'Senior Bridge Design Engineer'];

  it('finds a 2-character Chinese keyword', () => {
    expect(matches(job, '桥梁')).toBe(true);
    expect(matches(['电气工程师'], '电气')).toBe(true);
  });

  it('finds a 1-character Chinese keyword', () => {
    expect(matches(job, '桥')).toBe(true);
    expect(matches(job, '电')).toBe(false);
  });

  it('finds latin words case-insensitively', () => {
    expect(matches(job, 'BRIDGE engineer')).toBe(true);
    expect(matches(job, 'bridges')).toBe(false);
  });

  it('does not match a keyword whose characters are not adjacent', () => {
    expect(matches(['桥的梁'], '桥梁')).toBe(false);
  });
});
