import { describe, expect, it } from 'vitest';
import { chooseBreak } from './pdf-export.ts';

/** A page of 1000 rows over a 3000-row capture whose blank rows are the given ranges (end excluded). */
const blankIn =
  (...ranges: [number, number][]) =>
  (row: number) =>
    ranges.some(([from, to]) => row >= from && row < to);

describe('the A4 page break', () => {
  // A section heading drawn on rows 850-880, its first photos from row 900 to 1100: blank above the heading
  // (840-850) and between the heading and the photos (880-900).
  const blank = blankIn([840, 850], [880, 900]);

  it('without a keep band ends at the lowest blank row, which leaves the heading alone at the bottom', () => {
    expect(chooseBreak(0, 1000, 3000, blank)).toBe(900);
  });

  it('keeps a heading with the start of its section: the page ends above the heading', () => {
    expect(chooseBreak(0, 1000, 3000, blank, [{ start: 850, end: 1040 }])).toBe(850);
  });

  it('with no blank row to use, moves a band across the end of the page to the next page whole', () => {
    expect(chooseBreak(0, 1000, 3000, blankIn([880, 900]), [{ start: 850, end: 1040 }])).toBe(850);
    // Nothing to keep together and nothing blank: the page is cut where it is full.
    expect(chooseBreak(0, 1000, 3000, () => false)).toBe(1000);
  });

  it('leaves a page alone that a band does not cross, and ends the last page at the end', () => {
    expect(chooseBreak(1000, 1000, 3000, blankIn([1990, 2000]), [{ start: 850, end: 1040 }])).toBe(2000);
    expect(chooseBreak(2500, 1000, 3000, () => false, [{ start: 2900, end: 3100 }])).toBe(3000);
  });
});
