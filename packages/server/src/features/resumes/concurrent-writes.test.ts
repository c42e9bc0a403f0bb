import { RESUME_LIST_MAX } from '@app/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { majors, projects, talentIndex } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, registerUser } from '../../test/factories.ts';
import { multipart } from '../../test/http.ts';
import { drawImage, fakeMp4 } from '../../test/media.ts';
import { registerSeekerWithResume } from '../../test/seekers.ts';

/** Rounds of racing writes: a deadlock showed up about once in five rounds before resume writes took turns. */
const ROUNDS = 12;

// One seeker's resume writes racing each other: each touches the resume, the account and the talent pool's row in
// its own order, so without one lock taken first they deadlock (40P01). PGlite runs one transaction at a time, so
// this only means something on PostgreSQL: CI runs it there.
describe.skipIf(!onPostgres())("one seeker's racing resume writes on PostgreSQL", () => {
  let app: TestApp;
  let seeker: Awaited<ReturnType<typeof registerSeekerWithResume>>;
  let majorIds: number[];

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.database.db);
    majorIds = (await app.database.db.select({ id: majors.id }).from(majors).orderBy(majors.id)).map((r) => r.id);
    seeker = await registerSeekerWithResume(app, '并发测试');
  });
  afterAll(() => app.close());

  const headers = () => authHeader(seeker.token);
  const upload = async (url: string, file: Parameters<typeof multipart>[1]) => {
    const body = multipart({}, file);
    const res = await app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...headers() },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const majorList = async () =>
    (await app.inject({ method: 'GET', url: '/u/v1/hunter/get/major/list', headers: headers() })).json().data as {
      id: number;
    }[];
  /** The talent pool's copy of the account, as the resume.changed and account.changed reactions left it. */
  const talentNickName = async () =>
    (
      await app.database.db
        .select({ nickName: talentIndex.nickName })
        .from(talentIndex)
        .where(eq(talentIndex.userId, seeker.id))
    )[0]?.nickName;

  it('answers every one of five racing writes, round after round, and leaves what they wrote', async () => {
    expect(majorIds.length).toBeGreaterThanOrEqual(2 * ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      const kept = majorIds[2 * round] as number;
      const added = majorIds[2 * round + 1] as number;
      // Something to delete in every round: a video, an avatar and a major.
      await upload('/u/v1/hunter/upload/vcr', { filename: 'v.mp4', data: fakeMp4(), contentType: 'video/mp4' });
      await upload('/u/v1/user/upload/avatar', { filename: 'me.png', data: await drawImage('png') });
      const add = (majorId: number) =>
        app.inject({
          method: 'POST',
          url: '/u/v1/hunter/add/major',
          payload: { major_id: majorId },
          headers: headers(),
        });
      expect((await add(kept)).statusCode).toBe(200);

      const nickName = `并发第${round}轮`;
      const answers = await Promise.all([
        app.inject({ method: 'DELETE', url: '/u/v1/hunter/delete/vcr', headers: headers() }),
        app.inject({ method: 'DELETE', url: '/u/v1/user/delete/avatar', headers: headers() }),
        app.inject({
          method: 'DELETE',
          url: '/u/v1/hunter/delete/major',
          query: { major_id: String(kept) },
          headers: headers(),
        }),
        app.inject({
          method: 'POST',
          url: '/u/v1/user/edit/baseinfo',
          query: {
            nick_name: nickName,
            birthday: '1988-05-01',
            email: 'engineer@example.com',
            address: '上海市浦东新区世纪大道 100 号',
            gender: 'male',
            status: '2',
            experience: '8',
            degree: '2',
          },
          headers: headers(),
        }),
        add(added),
      ]);
      // Nothing here was gone before its delete ran: every write must succeed, never a 500 nor a 503.
      expect(
        answers.map((res) => `${res.statusCode} ${res.statusCode === 200 ? '' : res.body}`),
        `round ${round}`,
      ).toEqual(Array(5).fill('200 '));

      const base = (await app.inject({ method: 'GET', url: '/u/v1/user/get/baseinfo', headers: headers() })).json()
        .data as { nick_name: string; vcr_url: string; profile_pic_url: string };
      expect([base.nick_name, base.vcr_url, base.profile_pic_url]).toEqual([nickName, '', '']);
      const held = (await majorList()).map((m) => m.id);
      expect(held).toContain(added);
      expect(held).not.toContain(kept);
    }
    expect(await talentNickName()).toBe(`并发第${ROUNDS - 1}轮`);
  });

  it('classes a deadlock that still happens as "busy, try again" (the envelope answers 503, not 500)', async () => {
    const db = app.database.db;
    const [a, b] = majorIds as [number, number];
    let release = () => {};
    const bothHoldOne = new Promise<void>((resolve) => {
      let holding = 0;
      release = () => {
        holding += 1;
        if (holding === 2) resolve();
      };
    });
    // Two transactions lock two rows in opposite orders: PostgreSQL ends one of them with 40P01.
    const crossing = (first: number, second: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select id from majors where id = ${first} for update`);
        release();
        await bothHoldOne;
        await tx.execute(sql`select id from majors where id = ${second} for update`);
      });
    const outcomes = await Promise.allSettled([crossing(a, b), crossing(b, a)]);
    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(failures).toHaveLength(1);
    // Drizzle wraps the driver's error (its cause) in its own.
    const { cause } = failures[0] as { cause?: { code?: string } };
    expect(cause?.code).toBe('40P01');
    expect(isDatabaseUnavailable(failures[0])).toBe(true);
  });
});

describe.skipIf(!onPostgres())("a seeker's racing adds on PostgreSQL", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('leaves exactly RESUME_LIST_MAX.projects projects when 40 adds race, refusing the rest', async () => {
    const seeker = await registerUser(app);
    const project = {
      project_name: '港珠澳大桥',
      position: '结构工程师',
      description: '负责沉管隧道节段的结构计算。',
      start_time: '2012-03-01',
      end_time: '2016-06-30',
    };
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        app.inject({
          method: 'POST',
          url: '/u/v1/hunter/add/project',
          payload: project,
          headers: authHeader(seeker.token),
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RESUME_LIST_MAX.projects);
    expect(statuses.filter((status) => status === 400)).toHaveLength(40 - RESUME_LIST_MAX.projects);
    const [stored] = await app.database.db.select({ n: count() }).from(projects).where(eq(projects.userId, seeker.id));
    expect(stored?.n).toBe(RESUME_LIST_MAX.projects);
  });
});
