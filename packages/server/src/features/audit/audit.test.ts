import { ROLES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError } from '../../test/http.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.close());

const actor = () => ({ id: admin.id, nickName: admin.nick_name });
const list = (query: string, token = admin.token) =>
  app.inject({ method: 'GET', url: `/u/v1/admin/get/audit/list?${query}`, headers: authHeader(token) });

describe('audit log (GET /u/v1/admin/get/audit/list)', () => {
  it('records a write with its before/after in the same transaction, and nothing for a write that failed', async () => {
    const result = await app.services.audit.write(
      actor(),
      { action: 'major.update', targetType: 'major' },
      async () => ({
        result: 'done',
        targetId: 7,
        summary: '土木工程',
        before: { name: '土木' },
        after: { name: '土木工程' },
      }),
    );
    expect(result).toBe('done');
    await expect(
      app.services.audit.write(actor(), { action: 'major.delete', targetType: 'major' }, async () => {
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');

    const res = await list('pn=1&p_size=20');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      actor_id: admin.id,
      action: 'major.update',
      target_type: 'major',
      target_id: 7,
      summary: '土木工程',
      before: { name: '土木' },
      after: { name: '土木工程' },
    });
  });

  it('filters by action, target and day, newest first; an oversized snapshot is kept as its keys', async () => {
    const audit = app.services.audit;
    await audit.write(actor(), { action: 'slide.create', targetType: 'slide' }, async () => ({
      result: null,
      targetId: 1,
      after: { title: 'x'.repeat(30_000) },
    }));
    await audit.write(actor(), { action: 'slide.delete', targetType: 'slide' }, async () => ({
      result: null,
      targetId: 1,
    }));

    const slides = (await list('target_type=slide&target_id=1')).json();
    expect(slides.data.map((e: { action: string }) => e.action)).toEqual(['slide.delete', 'slide.create']);
    expect(slides.data[1].after).toEqual({ truncated: true, keys: ['title'] });
    expect((await list('action=slide.create')).json().total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).json().total).toBe(3);
    expect((await list('to=2000-01-01')).json().total).toBe(0);
    expect((await list(`actor_id=${admin.id}`)).json().total).toBe(3);
  });

  it('refuses anonymous, job seeker and HR callers, and bad filters with a bilingual 400', async () => {
    expect((await app.inject({ method: 'GET', url: '/u/v1/admin/get/audit/list' })).statusCode).toBe(401);
    for (const role of [ROLES.seeker, ROLES.hr]) {
      const user = await registerUser(app, { role });
      expect((await list('', user.token)).statusCode).toBe(403);
    }
    expectBilingualError(await list('action=user.drop'), 400);
    expectBilingualError(await list('from=2026-02-30'), 400);
    expectBilingualError(await list('p_size=101'), 400);
    expectBilingualError(await list('pn=501&p_size=20'), 400);
  });
});
