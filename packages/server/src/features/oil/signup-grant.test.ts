import { ROLES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oilLedger, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError } from '../../test/http.ts';

// The oil a new account gets at registration, set by an administrator (docs/decisions/0099-standards-and-oil.md).

let app: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.close());

const balanceOf = async (userId: number) =>
  (await app.database.db.select({ n: users.crudeNum }).from(users).where(eq(users.id, userId)))[0]?.n;
const ledgerOf = (userId: number) =>
  app.database.db
    .select({ amount: oilLedger.amount, reason: oilLedger.reason, balanceAfter: oilLedger.balanceAfter })
    .from(oilLedger)
    .where(eq(oilLedger.userId, userId));
const setGrant = (signup_grant: unknown, token = admin.token) =>
  app.inject({
    method: 'POST',
    url: '/u/v1/admin/update/oil/settings',
    headers: authHeader(token),
    payload: { signup_grant },
  });
const readGrant = async () =>
  (await app.inject({ method: 'GET', url: '/u/v1/base/get/oil/settings' })).json().data.signup_grant;

describe('the sign-up grant', () => {
  it('gives a new job seeker and a new HR the default 200 oil with one signup ledger row', async () => {
    expect(await readGrant()).toBe(200);
    for (const role of [ROLES.seeker, ROLES.hr]) {
      const user = await registerUser(app, { role });
      expect(await balanceOf(user.id)).toBe(200);
      expect(await ledgerOf(user.id)).toEqual([{ amount: 200, reason: 'signup', balanceAfter: 200 }]);
      const header = await app.inject({
        method: 'GET',
        url: '/u/v1/user/get/crude/and/profile',
        headers: authHeader(user.token),
      });
      expect(header.json().data.crude_num).toBe(200);
    }
  });

  it('follows the administrator: 35 gives 35, 0 gives no oil and no ledger row; each change is audited', async () => {
    expect((await setGrant(35)).json()).toMatchObject({ code: 0, data: { signup_grant: 35 } });
    const some = await registerUser(app);
    expect(await balanceOf(some.id)).toBe(35);
    expect(await ledgerOf(some.id)).toEqual([{ amount: 35, reason: 'signup', balanceAfter: 35 }]);

    expect((await setGrant('0')).json().data).toEqual({ signup_grant: 0 });
    expect(await readGrant()).toBe(0);
    const none = await registerUser(app);
    expect(await balanceOf(none.id)).toBe(0);
    expect(await ledgerOf(none.id)).toEqual([]);

    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'oil.signup_grant'))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.actorId, e.targetType, e.before, e.after])).toEqual([
      [admin.id, 'oil_settings', { signup_grant: 200 }, { signup_grant: 35 }],
      [admin.id, 'oil_settings', { signup_grant: 35 }, { signup_grant: 0 }],
    ]);
    const listed = await app.inject({
      method: 'GET',
      url: '/u/v1/admin/get/audit/list?action=oil.signup_grant',
      headers: authHeader(admin.token),
    });
    expect(listed.json().total).toBe(2);
    await setGrant(200);
  });

  it.each([[-1], [100_001], [1.5], ['lots'], [null], [undefined]])('refuses %j with a bilingual 400', async (value) => {
    const before = await readGrant();
    const before_entries = await app.database.db.$count(auditLog);
    expectBilingualError(
      await setGrant(value),
      400,
      'The sign-up bonus must be a whole number from 0 to 100000 (0 means none)',
    );
    expect(await readGrant()).toBe(before);
    expect(await app.database.db.$count(auditLog)).toBe(before_entries);
  });

  it('takes the bounds themselves: 0 and 100000', async () => {
    expect((await setGrant(100_000)).statusCode).toBe(200);
    expect(await readGrant()).toBe(100_000);
    expect((await setGrant(0)).statusCode).toBe(200);
    await setGrant(200);
  });

  it('lets no one but an administrator change it', async () => {
    const seeker = await registerUser(app);
    const hr = await registerUser(app, { role: ROLES.hr });
    for (const caller of [seeker, hr]) expectBilingualError(await setGrant(5, caller.token), 403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/u/v1/admin/update/oil/settings',
      payload: { signup_grant: 5 },
    });
    expectBilingualError(anonymous, 401);
    expect(await readGrant()).toBe(200);
  });

  it('creates the account and its grant together: a failing ledger write leaves no account', async () => {
    const { db } = app.database;
    await db.execute(sql`
      create function refuse_ledger() returns trigger language plpgsql as $$
      begin raise exception 'ledger refused'; end $$`);
    await db.execute(sql`create trigger refuse_ledger before insert on oil_ledger execute function refuse_ledger()`);
    const usersBefore = await db.$count(users);
    try {
      await expect(registerUser(app, { phone: '13900001111' })).rejects.toThrow();
      expect(await db.$count(users)).toBe(usersBefore);
    } finally {
      await db.execute(sql`drop trigger refuse_ledger on oil_ledger`);
      await db.execute(sql`drop function refuse_ledger`);
    }
    const user = await registerUser(app, { phone: '13900001111' });
    expect(await balanceOf(user.id)).toBe(200);
  });
});
