import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, oilLedger, standardPurchases, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError } from '../../test/http.ts';
import { addStandard, grantOil, resetFixtures, withoutSignupOil } from '../../test/standards.ts';

let app: TestApp;
beforeAll(async () => {
  resetFixtures();
  app = await buildTestApp();
  await withoutSignupOil(app);
});
afterAll(() => app.close());

const balanceOf = async (userId: number) =>
  (await app.database.db.select({ n: users.crudeNum }).from(users).where(eq(users.id, userId)))[0]?.n;
const ledgerSum = async (userId: number) =>
  (
    await app.database.db
      .select({ sum: sql<number>`coalesce(sum(${oilLedger.amount}), 0)`.mapWith(Number) })
      .from(oilLedger)
      .where(eq(oilLedger.userId, userId))
  )[0]?.sum;

describe('administrator grants and deductions', () => {
  it('grants and deducts with a reason, tells the user, and never goes below 0', async () => {
    const user = await registerUser(app);
    expect((await grantOil(app, user.id, 100, '活动奖励')).json()).toMatchObject({ code: 0, data: { balance: 100 } });
    expect((await grantOil(app, user.id, -30, '误发收回')).json().data).toEqual({ balance: 70 });
    const refused = await grantOil(app, user.id, -71, '超额扣除');
    expectBilingualError(refused, 400, 'The balance cannot go below 0: the user has 70, the deduction is 71');
    expect(await balanceOf(user.id)).toBe(70);
    expect(await ledgerSum(user.id)).toBe(70);

    const ledger = (
      await app.inject({ method: 'GET', url: '/u/v1/user/get/oil/ledger', headers: authHeader(user.token) })
    ).json();
    expect(ledger.total).toBe(2);
    expect(ledger.data.map((e: { amount: number; reason: string; note: string; balance_after: number }) => e)).toEqual([
      expect.objectContaining({ amount: -30, reason: 'admin_deduct', note: '误发收回', balance_after: 70 }),
      expect.objectContaining({ amount: 100, reason: 'admin_grant', note: '活动奖励', balance_after: 100 }),
    ]);
    const told = await app.database.db
      .select({ content: messages.content, en: messages.contentEn })
      .from(messages)
      .where(and(eq(messages.userId, user.id), eq(messages.messageType, 'oil_granted')));
    expect(told.map((m) => m.en).sort()).toEqual([
      'An administrator deducted 30 oil (误发收回); your balance is 70',
      'An administrator granted you 100 oil (活动奖励); your balance is 100',
    ]);
    const header = await app.inject({
      method: 'GET',
      url: '/u/v1/user/get/crude/and/profile',
      headers: authHeader(user.token),
    });
    expect(header.json().data.crude_num).toBe(70);
  });

  it.each([
    [{ amount: 0, reason: 'x' }, 'The amount must be a non-zero whole number within ±1000000'],
    [{ amount: 1.5, reason: 'x' }, 'The amount must be a non-zero whole number within ±1000000'],
    [{ amount: 1_000_001, reason: 'x' }, 'The amount must be a non-zero whole number within ±1000000'],
    [{ amount: 'lots', reason: 'x' }, 'The amount must be a non-zero whole number within ±1000000'],
    [{ amount: 5, reason: '  ' }, 'Please enter a reason'],
    [{ amount: 5 }, 'Please enter a reason'],
    [{ amount: 5, reason: '长'.repeat(201) }, undefined],
  ])('refuses %j', async (body, msgEn) => {
    const user = await registerUser(app);
    const admin = await createAdmin(app);
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/admin/grant/oil',
      headers: authHeader(admin.token),
      payload: { user_id: user.id, ...body },
    });
    expectBilingualError(res, 400, msgEn);
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('refuses an unknown user, and anyone but an administrator', async () => {
    expectBilingualError(await grantOil(app, 999_999, 5), 404, 'User ID does not exist');
    expectBilingualError(await grantOil(app, 2_147_483_648, 5), 400, 'Invalid user id');
    const seeker = await registerUser(app);
    const hr = await registerUser(app, { role: '2' });
    for (const caller of [seeker, hr]) {
      const res = await app.inject({
        method: 'POST',
        url: '/u/v1/admin/grant/oil',
        headers: authHeader(caller.token),
        payload: { user_id: caller.id, amount: 1000, reason: '自己发' },
      });
      expectBilingualError(res, 403);
    }
    expect(await balanceOf(seeker.id)).toBe(0);
  });

  it('keeps the balance within the column: a grant past the int4 maximum is refused', async () => {
    const user = await registerUser(app);
    await app.database.db.update(users).set({ crudeNum: 2_147_000_000 }).where(eq(users.id, user.id));
    expectBilingualError(await grantOil(app, user.id, 1_000_000), 400, 'The balance would exceed its maximum');
    expect(await balanceOf(user.id)).toBe(2_147_000_000);
  });
});

/**
 * Races on real PostgreSQL only: PGlite has one connection, so concurrent requests would run one after another and
 * pass falsely (docs/architecture.md#tests).
 */
describe.skipIf(!onPostgres())('concurrent purchases on PostgreSQL', () => {
  const buy = (token: string, id: number) =>
    app.inject({ method: 'POST', url: '/u/v1/user/buy/standard', headers: authHeader(token), payload: { id } });

  it('50 purchases of one paid standard by one user charge once', async () => {
    const buyer = await registerUser(app);
    const id = await addStandard(app, { ch_name: '并发规范', crude_num: 40 });
    await grantOil(app, buyer.id, 60);
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(buyer.token, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const charged = answers.map((a) => a.json().data.charged);
    expect(charged.filter((c) => c === 40)).toHaveLength(1);
    expect(charged.filter((c) => c === 0)).toHaveLength(49);
    expect(await balanceOf(buyer.id)).toBe(20);
    expect(await ledgerSum(buyer.id)).toBe(20);
    const rows = await app.database.db.select().from(standardPurchases).where(eq(standardPurchases.userId, buyer.id));
    expect(rows).toHaveLength(1);
  });

  it('50 purchases of different standards with oil for exactly 10: 10 succeed, never below 0', async () => {
    const buyer = await registerUser(app);
    const price = 7;
    const standards: number[] = [];
    for (let i = 0; i < 50; i += 1) standards.push(await addStandard(app, { ch_name: `并发${i}`, crude_num: price }));
    await grantOil(app, buyer.id, price * 10);
    const answers = await Promise.all(standards.map((id) => buy(buyer.token, id)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(ok.every((a) => a.json().data.charged === price)).toBe(true);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(40);
    for (const res of refused) expectBilingualError(res, 400);
    expect(await balanceOf(buyer.id)).toBe(0);
    // The ledger's sum equals the balance change, every balance_after is >= 0, and there is one row per purchase.
    expect(await ledgerSum(buyer.id)).toBe(0);
    const ledger = await app.database.db.select().from(oilLedger).where(eq(oilLedger.userId, buyer.id));
    expect(ledger.filter((row) => row.reason === 'purchase')).toHaveLength(10);
    expect(ledger.every((row) => row.balanceAfter >= 0)).toBe(true);
    const bought = await app.database.db.select().from(standardPurchases).where(eq(standardPurchases.userId, buyer.id));
    expect(bought).toHaveLength(10);
  });
  it('1,000 racing purchases (20 buyers x 10 standards x 5 times each, shuffled): no double charge', async () => {
    const price = 9;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => registerUser(app)));
    const standards: number[] = [];
    for (let i = 0; i < 10; i += 1)
      standards.push(await addStandard(app, { ch_name: `千次并发${i}`, crude_num: price }));
    // Oil for 7 of the 10: the last purchases of each buyer must be refused, whatever the order.
    for (const buyer of buyers) await grantOil(app, buyer.id, price * 7);
    const attempts = buyers.flatMap((buyer) =>
      standards.flatMap((id) => Array.from({ length: 5 }, () => ({ buyer, id }))),
    );
    for (let i = attempts.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [attempts[i], attempts[j]] = [attempts[j] as (typeof attempts)[number], attempts[i] as (typeof attempts)[number]];
    }
    expect(attempts).toHaveLength(1000);
    // A 503 is the server's "busy, try again" (a pool wait or a deadlock under load): nothing was written, and the
    // client may try again. Every attempt ends, within a few tries, with an answer that is not a 5xx.
    const buyAnswered = async (token: string, id: number) => {
      for (let tries = 1; ; tries += 1) {
        const res = await buy(token, id);
        if (res.statusCode !== 503 || tries === 20) return res;
      }
    };
    const answers = await Promise.all(attempts.map(({ buyer, id }) => buyAnswered(buyer.token, id)));
    expect(answers.filter((a) => a.statusCode >= 500)).toHaveLength(0);
    for (const buyer of buyers) {
      const bought = await app.database.db
        .select()
        .from(standardPurchases)
        .where(eq(standardPurchases.userId, buyer.id));
      const ledger = await app.database.db.select().from(oilLedger).where(eq(oilLedger.userId, buyer.id));
      expect(bought).toHaveLength(7);
      expect(new Set(bought.map((row) => row.standardId)).size).toBe(7);
      expect(ledger.filter((row) => row.reason === 'purchase')).toHaveLength(7);
      expect(await balanceOf(buyer.id)).toBe(0);
      expect(await ledgerSum(buyer.id)).toBe(0);
    }
  }, 120_000);
});
