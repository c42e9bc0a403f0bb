import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BROAD_TOTAL_TTL_MS, createBroadTotals } from './broad-totals.ts';

const where = (token: string) => sql`search_tokens @> array[${token}]::text[]`;

describe('broad totals', () => {
  it('remembers a capped search for a minute, by table and by condition with its parameters', () => {
    let clock = 1_000;
    const totals = createBroadTotals(() => clock);
    expect(totals.known('jobs', where('桥梁'))).toBe(false);
    totals.remember('jobs', where('桥梁'));
    expect(totals.known('jobs', where('桥梁'))).toBe(true);
    expect(totals.known('jobs', where('隧道'))).toBe(false);
    expect(totals.known('forum_posts', where('桥梁'))).toBe(false);
    clock += BROAD_TOTAL_TTL_MS - 1;
    expect(totals.known('jobs', where('桥梁'))).toBe(true);
    clock += 1;
    expect(totals.known('jobs', where('桥梁'))).toBe(false);
  });

  it('keeps the 2,000 searches remembered last', () => {
    const totals = createBroadTotals(() => 0);
    for (let i = 0; i <= 2_000; i += 1) totals.remember('jobs', where(`t${i}`));
    expect(totals.known('jobs', where('t0'))).toBe(false);
    expect(totals.known('jobs', where('t1'))).toBe(true);
    expect(totals.known('jobs', where('t2000'))).toBe(true);
  });
});
