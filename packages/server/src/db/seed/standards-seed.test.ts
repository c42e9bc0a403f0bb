import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, login } from '../../test/factories.ts';
import { oilLedger, standards, users } from '../schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { seedDemo } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  await seedDemo(app);
}, 120_000);
afterAll(() => app.close());

describe('demo standards and oil', () => {
  it('seeds at least 25 standards, some free, each with a PDF that downloads', async () => {
    const db = app.database.db;
    const [all] = await db.select({ n: count() }).from(standards);
    const [free] = await db.select({ n: count() }).from(standards).where(eq(standards.crudeNum, 0));
    expect(all?.n).toBeGreaterThanOrEqual(25);
    expect(free?.n).toBeGreaterThanOrEqual(5);
    const seeker = DEMO_USERS.find((u) => u.role === '3');
    const { token } = await login(app, seeker?.phone as string, DEMO_PASSWORD);
    const list = (
      await app.inject({
        method: 'POST',
        url: '/u/v1/user/search/standard',
        headers: authHeader(token),
        payload: { pn: 1, psize: 50, ch_name: '规范' },
      })
    ).json();
    expect(list.total).toBeGreaterThanOrEqual(15);
    const downloadable = list.data.filter((s: { purchased: boolean }) => s.purchased);
    expect(downloadable.length).toBeGreaterThan(0);
    for (const standard of downloadable.slice(0, 3)) {
      const res = await app.inject({
        method: 'GET',
        url: `/u/v1/user/download/standard?id=${standard.id}`,
        headers: authHeader(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('gives the job seekers oil whose ledger sums to every balance', async () => {
    const db = app.database.db;
    const balances = await db.select({ id: users.id, balance: users.crudeNum }).from(users);
    const sums = await db
      .select({ id: oilLedger.userId, sum: sql<number>`sum(${oilLedger.amount})`.mapWith(Number) })
      .from(oilLedger)
      .groupBy(oilLedger.userId);
    const sumOf = new Map(sums.map((row) => [row.id, row.sum]));
    expect(balances.filter((u) => u.balance !== (sumOf.get(u.id) ?? 0))).toEqual([]);
    expect(balances.filter((u) => u.balance > 0).length).toBeGreaterThanOrEqual(3);
  });
});
