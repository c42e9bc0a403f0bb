import { SEARCH_TOTAL_CAP } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { broadTotals } from '../../lib/search/broad-totals.ts';
import { CLEARLY_BROAD } from '../../lib/search/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { expectBilingualError } from '../../test/http.ts';
import { jobFixtures } from './test-fixtures.ts';

let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
beforeAll(async () => {
  app = await buildTestApp();
  f = jobFixtures(app);
});
afterAll(() => app.close());

type Body = { data: Array<{ id: number }>; total: number; total_capped?: boolean };
const ids = (body: Body) => body.data.map((j) => j.id);
const WINDOW_MESSAGE =
  'Only the first 10,000 results can be paged through; add a keyword or filter to narrow the search';

describe('search window: totals exact up to 10,000, paging inside them', () => {
  const marker = `cap${Date.now().toString(36)}`;
  const extra = 7;
  let token: string;
  const search = async (query: string) => {
    const res = await f.get(`/u/v1/hunter/search/job?key_word=${marker}&${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Body;
  };

  beforeAll(async () => {
    const hr = await f.hr();
    token = (await f.seeker()).token;
    // Enough matches for the planner to call the marker clearly broad (no count), written in one statement
    // (posting them through HTTP takes minutes). The newest cap + 7 also hold `mid` (counted exactly, past the cap);
    // the newest 7 also hold `narrow` (an exact total under the cap). Salary bands go round: 40+ when g % 4 = 1.
    const size = CLEARLY_BROAD + 1_000;
    await app.database.db.execute(sql`
      insert into jobs (hr_id, title, city, address, company, publisher_name, description, phone, email, job_type,
        experience, salary, review_status, search_tokens, title_tokens, created_at)
      select ${hr.id}, '施工员 ' || g, 'shanghai', '浦东', '测试公司', '王敏', ${marker}, '13800000000', 'a@b.cn',
        'full_time', '1-3', (array['5-10', '40+', '20-40', '10-20'])[g % 4 + 1], 'approved',
        array[${marker}, 'city:shanghai', 'type:full_time', '施', '工', '员', '施工', '工员',
          'salary:' || (array['5-10', '40+', '20-40', '10-20'])[g % 4 + 1]]
          || case when g > ${size - SEARCH_TOTAL_CAP - extra} then array['mid'] else '{}' end
          || case when g > ${size - extra} then array['narrow'] else '{}' end,
        array['施', '工', '员', '施工', '工员'], now() - (${size} - g) * interval '1 second'
      from generate_series(1, ${size}) g`);
    await app.database.db.execute(sql`analyze jobs`);
  });

  it('reports a broad query as 10,000 with total_capped, from the estimate or by counting', async () => {
    for (const query of [`key_word=${marker}`, `key_word=${marker}%20mid`]) {
      const body = (await f.get(`/u/v1/hunter/search/job?${query}`, token)).json() as Body;
      expect(body.total, query).toBe(SEARCH_TOTAL_CAP);
      expect(body.total_capped, query).toBe(true);
      expect(body.data).toHaveLength(10);
    }
  });

  it('counts a search found broader than the cap once, then answers it as capped from memory', async () => {
    const remember = vi.spyOn(broadTotals, 'remember');
    try {
      // 'mid' and a job type every row has: a condition no other test counted, so this instance has not remembered it.
      const query = `key_word=${marker}%20mid&job_type=full_time`;
      const first = (await f.get(`/u/v1/hunter/search/job?${query}`, token)).json() as Body;
      const second = (await f.get(`/u/v1/hunter/search/job?${query}`, token)).json() as Body;
      expect([first.total, first.total_capped, second.total, second.total_capped]).toEqual([
        SEARCH_TOTAL_CAP,
        true,
        SEARCH_TOTAL_CAP,
        true,
      ]);
      expect(ids(second)).toEqual(ids(first));
      expect(remember).toHaveBeenCalledTimes(1);
    } finally {
      remember.mockRestore();
    }
  });

  it('gives a query under the cap its exact total, without the flag', async () => {
    const res = await f.get(`/u/v1/hunter/search/job?key_word=${marker}%20narrow`, token);
    const narrow = res.json() as Body;
    expect(narrow.total).toBe(extra);
    expect(narrow.total_capped).toBeUndefined();
    expect(narrow.data).toHaveLength(extra);
  });

  it('serves the last page of the window, newest first, and refuses the page after it', async () => {
    const first = await search('pn=1&p_size=50');
    const last = await search('pn=200&p_size=50');
    expect(last.data).toHaveLength(50);
    expect(last.total_capped).toBe(true);
    expect(Math.min(...ids(first))).toBeGreaterThan(Math.max(...ids(last)));
    expectBilingualError(
      await f.get(`/u/v1/hunter/search/job?key_word=${marker}&pn=201&p_size=50`, token),
      400,
      WINDOW_MESSAGE,
    );
  });

  it('cuts the page that straddles the window edge at 10,000', async () => {
    // 30 per page: page 334 starts at 9,990, so it holds the window's last 10 jobs.
    expect((await search('pn=334&p_size=30')).data).toHaveLength(10);
    expectBilingualError(
      await f.get(`/u/v1/hunter/search/job?key_word=${marker}&pn=335&p_size=30`, token),
      400,
      WINDOW_MESSAGE,
    );
  });

  it('sorts by the highest salary band, newest first inside a band, across the band edge and under the cap', async () => {
    type Sorted = { data: Array<{ id: number; salary: string; create_time: string }> };
    const page = async (query: string) => (await search(`sort=salary&${query}`)) as unknown as Sorted;
    const first = await page('pn=1&p_size=20');
    expect(first.data.map((j) => j.salary)).toEqual(Array(20).fill('40+'));
    const times = first.data.map((j) => j.create_time);
    expect(times).toEqual([...times].sort().reverse());
    // 5,250 jobs are 40+ (g % 4 = 1 for g up to 21,000): page 263 of 20 holds their last 10, then 20-40.
    const edge = await page('pn=263&p_size=20');
    expect(edge.data.map((j) => j.salary)).toEqual([...Array(10).fill('40+'), ...Array(10).fill('20-40')]);
    const narrow = (await f.get(`/u/v1/hunter/search/job?key_word=${marker}%20narrow&sort=salary`, token)).json();
    const bands = (narrow as Sorted).data.map((j) => j.salary);
    const rank = ['40+', '20-40', '10-20', '5-10'];
    expect(bands).toHaveLength(extra);
    expect(bands).toEqual([...bands].sort((a, b) => rank.indexOf(a) - rank.indexOf(b)));
  });

  it('sorts by the newest without ranking title matches first', async () => {
    const newest = await search('sort=newest&pn=1&p_size=10');
    expect(ids(newest)).toEqual([...ids(newest)].sort((a, b) => b - a));
    expectBilingualError(await f.get(`/u/v1/hunter/search/job?sort=cheapest`, token), 400, 'Invalid filter value');
  });

  it('pages through a capped list without gaps or repeats', async () => {
    const pages = await Promise.all([1, 2, 3].map((pn) => search(`pn=${pn}&p_size=10`)));
    const seen = pages.flatMap(ids);
    expect(new Set(seen).size).toBe(30);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });
});

describe('filters without a keyword, through the facet tokens', () => {
  let token: string;
  let hrToken: string;
  let cat: Awaited<ReturnType<typeof f.catalogue>>;
  const job: Record<string, number> = {};

  beforeAll(async () => {
    cat = await f.catalogue();
    hrToken = (await f.hr()).token;
    token = (await f.seeker()).token;
    const c = cat.certs[0] as number;
    const m = cat.majors[1] as number;
    job.a = await f.postJob(hrToken, { city: 'nantong', job_type: 'internship', salary: '40+', cert_ids: [c] });
    job.b = await f.postJob(hrToken, { city: 'nantong', job_type: 'part_time', salary: '40+', major_ids: [m] });
  });

  const search = async (query: string) => {
    const res = await f.get(`/u/v1/hunter/search/job?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return ids(res.json() as Body);
  };

  it('stores the facets among the search tokens', async () => {
    const [row] = await app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, job.a as number));
    expect(row?.searchTokens).toEqual(
      expect.arrayContaining(['city:nantong', 'type:internship', 'salary:40+', `cert:${cat.certs[0]}`]),
    );
  });

  it('finds by city, type, salary, certificate and major without a keyword', async () => {
    expect(await search(`address=nantong&job_type=internship&salary=40%2B&cert=${cat.certs[0]}`)).toEqual([job.a]);
    expect(await search(`major=${cat.majors[1]}`)).toEqual([job.b]);
    expect(await search(`cert=${cat.certs[0]},${cat.certs[1]}&address=${encodeURIComponent('南通')}`)).toEqual([job.a]);
  });

  it('follows an edit: the facets are written again with the job', async () => {
    const form = f.form({ city: 'wuhan', job_type: 'internship', salary: '40+', cert_ids: [cat.certs[1] as number] });
    const edited = await f.post('/u/v1/hr/update/job', hrToken, { ...form, id: job.a });
    expect(edited.statusCode, edited.body).toBe(200);
    await f.review(job.a as number, 'approve');
    expect(await search(`address=nantong&job_type=internship&salary=40%2B`)).toEqual([]);
    expect(await search(`address=wuhan&salary=40%2B&cert=${cat.certs[1]}`)).toContain(job.a);
    expect(await search(`cert=${cat.certs[0]}`)).not.toContain(job.a);
  });
});
