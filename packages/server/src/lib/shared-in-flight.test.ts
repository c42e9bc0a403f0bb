import { describe, expect, it } from 'vitest';
import { sharedInFlight } from './shared-in-flight.ts';

describe('sharedInFlight', () => {
  it('runs once for callers that overlap, afresh once it settles', async () => {
    let runs = 0;
    let release = () => {};
    const shared = sharedInFlight(async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return runs;
    });
    const overlapping = [shared(), shared(), shared()];
    release();
    expect(await Promise.all(overlapping)).toEqual([1, 1, 1]);
    const later = shared();
    release();
    expect(await later).toBe(2);
  });

  it('hands a failure to the callers that shared it only', async () => {
    let fail = true;
    const shared = sharedInFlight(async () => {
      if (fail) throw new Error('database away');
      return 'figures';
    });
    const [a, b] = await Promise.allSettled([shared(), shared()]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    fail = false;
    expect(await shared()).toBe('figures');
  });
});
