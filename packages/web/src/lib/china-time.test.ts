import { describe, expect, it } from 'vitest';
import { chinaTime } from './china-time.ts';

describe('chinaTime', () => {
  it('shows a moment as in China, whatever the time zone of the process', () => {
    expect(chinaTime('2026-11-27T16:30:00Z').format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 00:30');
    expect(chinaTime('2026-11-28T08:30:00+08:00').format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 08:30');
  });
});
