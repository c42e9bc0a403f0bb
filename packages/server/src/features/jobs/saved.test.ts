import { SAVED_LIMITS } from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, messages, savedJobs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { jobFixtures } from './test-fixtures.ts';

/** Saved jobs and saved searches with alerts (ADR 0094). */
let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
beforeAll(async () => {
  app = await buildTestApp();
  f = jobFixtures(app);
  await app.maintenance.idle();
});
afterAll(() => app.close());

const HOUR = 60 * 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

type Answer = { statusCode: number; body: string; json: () => { data: unknown; total?: number; msg_en?: string } };
const data = async <T = unknown>(res: Promise<Answer>) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as T;
};

const savedList = (token: string) =>
  f
    .get('/u/v1/hunter/get/saved/jobs?pn=1&p_size=10', token)
    .then((res) => res.json() as { data: Record<string, unknown>[]; total: number });

const alertsOf = (userId: number) =>
  app.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.messageType, 'saved_search_alert')))
    .orderBy(desc(messages.id));

describe('saved jobs', () => {
  it('saves and unsaves a job idempotently, lists it, and shows it ended once it ends or is deleted', async () => {
    const hr = await f.hr();
    const seeker = await f.seeker();
    const first = await f.postJob(hr.token, { title: '收藏测试一' });
    const second = await f.postJob(hr.token, { title: '收藏测试二' });
    for (const id of [first, first, second]) await data(f.post('/u/v1/hunter/save/job', seeker.token, { job_id: id }));

    const list = await savedList(seeker.token);
    expect(list.total).toBe(2);
    expect(list.data).toMatchObject([
      { job_id: second, title: '收藏测试二', ended: false },
      { job_id: first, title: '收藏测试一', ended: false },
    ]);
    expect(await data(f.get('/u/v1/hunter/get/saved/job/ids', seeker.token))).toEqual([second, first]);

    await data(f.post('/u/v1/hr/end/job', hr.token, { id: first }));
    await data(f.call('DELETE', `/u/v1/hr/delete/job/${second}`, hr.token));
    expect((await savedList(seeker.token)).data.map((job) => job.ended)).toEqual([true, true]);

    await data(f.post('/u/v1/hunter/unsave/job', seeker.token, { job_id: first }));
    await data(f.post('/u/v1/hunter/unsave/job', seeker.token, { job_id: first }));
    expect((await savedList(seeker.token)).data.map((job) => job.job_id)).toEqual([second]);
  });

  it('is the seeker’s own: another seeker sees none of it, and only seekers can save', async () => {
    const hr = await f.hr();
    const [owner, other] = [await f.seeker(), await f.seeker()];
    const id = await f.postJob(hr.token);
    await data(f.post('/u/v1/hunter/save/job', owner.token, { job_id: id }));
    expect((await savedList(other.token)).total).toBe(0);
    await data(f.post('/u/v1/hunter/unsave/job', other.token, { job_id: id }));
    expect((await savedList(owner.token)).total).toBe(1);
    expect((await f.post('/u/v1/hunter/save/job', hr.token, { job_id: id })).statusCode).toBe(403);
  });

  it('refuses a job under review or missing, and a save past the cap with a message in both languages', async () => {
    const hr = await f.hr();
    const seeker = await f.seeker();
    const hidden = await f.postJob(hr.token, {}, { approve: false });
    expect((await f.post('/u/v1/hunter/save/job', seeker.token, { job_id: hidden })).statusCode).toBe(404);
    expect((await f.post('/u/v1/hunter/save/job', seeker.token, { job_id: 2_000_000_000 })).statusCode).toBe(404);

    const open = await f.postJob(hr.token);
    const filler = await app.database.db
      .insert(jobs)
      .values(
        Array.from({ length: SAVED_LIMITS.jobs }, (_, i) => ({
          ...f.form(),
          companyDesc: '',
          publisherName: '王敏',
          jobType: 'full_time',
          title: `占位职位 ${i}`,
          hrId: hr.id,
          reviewStatus: 'approved',
        })),
      )
      .returning({ id: jobs.id });
    await app.database.db.insert(savedJobs).values(filler.map((job) => ({ userId: seeker.id, jobId: job.id })));

    const refused = await f.post('/u/v1/hunter/save/job', seeker.token, { job_id: open });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      msg: '最多收藏 500 个职位，请先取消一些收藏',
      msg_en: expect.stringContaining('500'),
    });
    // Saving one already saved is still fine at the cap.
    await data(f.post('/u/v1/hunter/save/job', seeker.token, { job_id: filler[0]?.id }));
  });
});

describe('saved searches', () => {
  const save = (token: string, name: string, query: Record<string, unknown>, alert?: boolean) =>
    f.post('/u/v1/hunter/save/search', token, { name, query, ...(alert === undefined ? {} : { alert }) });

  it('keeps the search call’s query fields, lists, switches the alert and deletes, for their owner only', async () => {
    const [owner, other] = [await f.seeker(), await f.seeker()];
    const { majors } = await f.catalogue();
    const saved = await data<{ id: number }>(
      save(owner.token, '上海结构', { key_word: '结构', address: 'shanghai', major: [majors[0]], salary: '20-40' }),
    );
    const list = await data(f.get('/u/v1/hunter/get/saved/searches', owner.token));
    expect(list).toMatchObject([
      {
        id: saved.id,
        name: '上海结构',
        alert: true,
        last_alert_time: null,
        query: { key_word: '结构', address: 'shanghai', major: [majors[0]], salary: '20-40' },
      },
    ]);
    expect(await data(f.get('/u/v1/hunter/get/saved/searches', other.token))).toEqual([]);

    const off = { id: saved.id, alert: false };
    expect((await f.post('/u/v1/hunter/update/saved/search/alert', other.token, off)).statusCode).toBe(404);
    expect(await data(f.post('/u/v1/hunter/update/saved/search/alert', owner.token, off))).toMatchObject({
      alert: false,
    });

    expect((await f.call('DELETE', `/u/v1/hunter/delete/saved/search/${saved.id}`, other.token)).statusCode).toBe(404);
    await data(f.call('DELETE', `/u/v1/hunter/delete/saved/search/${saved.id}`, owner.token));
    expect(await data(f.get('/u/v1/hunter/get/saved/searches', owner.token))).toEqual([]);
  });

  it('refuses a nameless search and more than the cap', async () => {
    const seeker = await f.seeker();
    expect((await save(seeker.token, '  ', { key_word: 'x' })).statusCode).toBe(400);
    for (let i = 0; i < SAVED_LIMITS.searches; i += 1)
      await data(save(seeker.token, `搜索 ${i}`, { key_word: `${i}` }));
    const refused = await save(seeker.token, '再来一个', { key_word: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ msg: '最多保存 20 个搜索，请先删除一些' });
  });

  it('refuses a search with no keyword and no filter (it would alert on every job), in both languages', async () => {
    const seeker = await f.seeker();
    for (const query of [{}, { key_word: '  ', cert: [] }, { sort: 'newest' }]) {
      const refused = await save(seeker.token, '全部职位', query);
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
      expect(refused.json()).toMatchObject({
        msg: '请先输入关键词或选择筛选条件，再保存搜索',
        msg_en: 'Enter a keyword or choose a filter before saving the search',
      });
    }
    expect(await data(f.get('/u/v1/hunter/get/saved/searches', seeker.token))).toEqual([]);
    await data(save(seeker.token, '上海', { address: 'shanghai' }));
  });

  it('refuses a second search with the same name for the same seeker, in both languages; another seeker may use it', async () => {
    const [seeker, other] = [await f.seeker(), await f.seeker()];
    await data(save(seeker.token, '桥梁设计', { key_word: '桥梁' }));
    for (const name of ['桥梁设计', ' 桥梁设计 ']) {
      const refused = await save(seeker.token, name, { key_word: '设计' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        msg: '已有同名的保存搜索，请换一个名称',
        msg_en: 'You already have a saved search with this name; choose another',
      });
    }
    const english = await data(save(seeker.token, 'Bridges', { key_word: 'bridge' }));
    expect(english).toBeTruthy();
    expect((await save(seeker.token, 'BRIDGES', { key_word: 'bridge' })).statusCode).toBe(409);
    await data(save(other.token, '桥梁设计', { key_word: '桥梁' }));
    expect(await data<unknown[]>(f.get('/u/v1/hunter/get/saved/searches', seeker.token))).toHaveLength(2);
  });
});

describe('saved search alerts', () => {
  it('sends one message a day per search with the new matches, and nothing while the alert is off', async () => {
    const hr = await f.hr();
    const seeker = await f.seeker();
    const quiet = await f.seeker();
    const { suffix } = await f.catalogue();
    const word = `桥梁${suffix}`;
    const query = { key_word: word, address: 'shanghai' };
    await data(f.post('/u/v1/hunter/save/search', seeker.token, { name: '桥梁', query }));
    const off = await data<{ id: number }>(
      f.post('/u/v1/hunter/save/search', quiet.token, { name: '桥梁', query, alert: false }),
    );
    const saved = app.services.saved;

    await f.postJob(hr.token, { title: `${word} 设计师`, city: 'beijing' });
    await f.postJob(hr.token, { title: `${word} 工程师` });
    await f.postJob(hr.token, { title: `${word} 待审` }, { approve: false });
    await saved.sendSearchAlerts(later(0));
    const [first, ...none] = await alertsOf(seeker.id);
    expect(none).toEqual([]);
    expect(first).toMatchObject({ eventId: expect.any(Number), senderId: null });
    expect(first?.content).toBe(`有新职位符合您保存的搜索「桥梁」：「${word} 工程师」`);
    expect(first?.contentEn).toBe(`New jobs match your saved search "桥梁": "${word} 工程师"`);

    // A second approval the same day waits for the next day's message.
    const next = await f.postJob(hr.token, { title: `${word} 项目经理` });
    await saved.sendSearchAlerts(later(HOUR));
    expect(await alertsOf(seeker.id)).toHaveLength(1);
    await saved.sendSearchAlerts(later(25 * HOUR));
    const [second] = await alertsOf(seeker.id);
    expect(await alertsOf(seeker.id)).toHaveLength(2);
    expect(second?.content).toContain(`${word} 项目经理`);
    expect(second?.content).not.toContain(`${word} 工程师`);
    expect(next).toBeGreaterThan(0);

    // Nothing new: no message, even a day later.
    await saved.sendSearchAlerts(later(50 * HOUR));
    expect(await alertsOf(seeker.id)).toHaveLength(2);
    expect(await alertsOf(quiet.id)).toEqual([]);

    // Turned on again, the alert starts from then: jobs approved while it was off are not sent.
    await data(f.post('/u/v1/hunter/update/saved/search/alert', quiet.token, { id: off.id, alert: true }));
    await saved.sendSearchAlerts(later(75 * HOUR));
    expect(await alertsOf(quiet.id)).toEqual([]);
  });

  it('lists at most five titles and says there are more', async () => {
    const hr = await f.hr();
    const seeker = await f.seeker();
    const { suffix } = await f.catalogue();
    const word = `隧道${suffix}`;
    await data(f.post('/u/v1/hunter/save/search', seeker.token, { name: '隧道', query: { key_word: word } }));
    for (let i = 0; i < 7; i += 1) await f.postJob(hr.token, { title: `${word} 岗位${i}` });
    await app.services.saved.sendSearchAlerts(later(0));
    const [alert] = await alertsOf(seeker.id);
    expect(alert?.content.match(/岗位/g)).toHaveLength(5);
    expect(alert?.content.endsWith(' 等')).toBe(true);
    expect(alert?.contentEn.endsWith(' and more')).toBe(true);
  });
});
