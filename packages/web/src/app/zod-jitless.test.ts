import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';

describe('zod without its JIT in the browser', () => {
  it("is set where zod reads its settings, so it never probes `new Function` (refused by the page's policy)", async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'a' })).toEqual({ id: 1, name: 'a' });
  });
});
