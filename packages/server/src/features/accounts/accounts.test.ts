import { ROLES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { createEvents } from '../../lib/events.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, login, registerUser } from '../../test/factories.ts';
import { expectBilingualError } from '../../test/http.ts';
import { type AccountsEvents, createAccountsService } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const profile = (token: string) =>
  app.inject({ method: 'GET', url: '/u/v1/user/get/crude/and/profile', headers: authHeader(token) });
const liveSessions = async (userId: number) =>
  (await app.database.db.select().from(sessions).where(eq(sessions.userId, userId))).filter((s) => !s.revokedAt);

describe('accounts service', () => {
  it('disabling an account ends every session at once and refuses the next login', async () => {
    const user = await registerUser(app);
    const other = await login(app, user.phone, user.password);
    expect((await profile(other.token)).statusCode).toBe(200);

    await app.services.accounts.setDisabled(user.id, true);
    expectBilingualError(await profile(user.token), 401);
    expectBilingualError(await profile(other.token), 401);
    expect(await liveSessions(user.id)).toHaveLength(0);
    await expect(login(app, user.phone, user.password)).rejects.toThrow(/403/);

    await app.services.accounts.setDisabled(user.id, false);
    expect((await profile((await login(app, user.phone, user.password)).token)).statusCode).toBe(200);
  });

  it('a failing reaction to the disabling rolls the change back', async () => {
    const failures: string[] = [];
    const events = createEvents<AccountsEvents>({ onError: (_error, name) => failures.push(name) });
    events.on('account.changed', () => {
      throw new Error('reaction failed');
    });
    const accounts = createAccountsService({ db: app.database.db, events });
    const user = await registerUser(app);

    await expect(accounts.setDisabled(user.id, true)).rejects.toThrow('reaction failed');
    expect(failures).toEqual(['account.changed']);
    expect((await accounts.findById(user.id))?.disabled).toBe(false);
    expect((await profile(user.token)).statusCode).toBe(200);
  });

  it('a new role applies to the live session', async () => {
    const user = await registerUser(app, { role: ROLES.seeker });
    const applications = () =>
      app.inject({ method: 'GET', url: '/u/v1/hunter/get/applications', headers: authHeader(user.token) });
    expect((await applications()).statusCode).toBe(200);
    await app.services.accounts.setRole(user.id, ROLES.hr);
    expectBilingualError(await applications(), 403);
  });

  it('joins an outer transaction: a rolled-back request leaves the account untouched', async () => {
    const user = await registerUser(app);
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.services.accounts.withTx(tx).setNickName(user.id, '回滚的昵称');
        throw new Error('a later write of the same request failed');
      }),
    ).rejects.toThrow('later write');
    expect((await app.services.accounts.findById(user.id))?.nickName).toBe(user.nick_name);

    await app.database.db.transaction((tx) => app.services.accounts.withTx(tx).setNickName(user.id, '新昵称'));
    expect((await app.services.accounts.findById(user.id))?.nickName).toBe('新昵称');
  });

  it('answers 404 for an account that does not exist', async () => {
    await expect(app.services.accounts.setNickName(2_000_000_000, 'x')).rejects.toMatchObject({ statusCode: 404 });
    await expect(app.services.accounts.setAvatar(2_000_000_000, '')).rejects.toMatchObject({ statusCode: 404 });
  });
});
