import { describe, expect, it } from 'vitest';
import { databaseFaultSummary, isDatabaseUnavailable } from './unavailable.ts';

describe('database faults', () => {
  // Drizzle wraps the driver's error in one whose message is the failed query with its parameters.
  const wrapped = Object.assign(
    new Error('Failed query: select * from sessions where token_hash = $1\nparams: 9f86d081884c7d65'),
    { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) },
  );

  it('is recognised through the wrapper', () => {
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('is logged by its own code and message, without the query or its parameters', () => {
    const summary = databaseFaultSummary(wrapped);
    expect(summary).toEqual({ code: '57P01', message: 'terminating connection due to administrator command' });
    expect(JSON.stringify(summary)).not.toContain('9f86d081884c7d65');
  });
});
