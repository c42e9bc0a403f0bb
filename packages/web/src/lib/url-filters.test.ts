import { describe, expect, it } from 'vitest';
import { idParam } from './url-filters.ts';

describe('an id from the address', () => {
  it('reads a whole number the server could hold', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam('2147483647')).toBe(2_147_483_647);
  });

  it('is 0 for anything else', () => {
    for (const raw of [undefined, '', '0', '-3', '1.5', '1e3', ' 7', 'abc', '2147483648', '12345678901'])
      expect(idParam(raw)).toBe(0);
  });
});
