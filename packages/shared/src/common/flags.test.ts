import { describe, expect, it } from 'vitest';
import { switchFlag } from './flags.ts';

const flag = switchFlag('forumLikedInvalid');

describe('switchFlag', () => {
  it.each([
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    [true, true],
    [false, false],
    [undefined, false],
    ['', false],
  ])('reads %j as %s', (value, expected) => {
    expect(flag.parse(value)).toBe(expected);
  });

  it.each([[['0']], [['1']], [{ toString: () => '1' }], [null], [2], ['yes'], [[]]])(
    'refuses %j with its message',
    (value) => {
      const result = flag.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('forumLikedInvalid');
    },
  );
});
