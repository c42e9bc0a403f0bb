import {
  CaptchaSchema,
  EXPERIENCE_BAND_VALUES,
  envelope,
  JobListItemSchema,
  LoginResultSchema,
  pagedEnvelope,
  SALARY_BAND_VALUES,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { type LoadResult, load, startServer, writeReport } from './lib.ts';

/** How many jobs the generator writes (BENCH_JOBS overrides; the report says which). */
const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 50_000);
const BATCH = 500;

const PREFIXES = ['', '', '高级', '资深', '助理', '主任', 'Senior ', 'Lead ', '驻场'];
const DISTRICTS = ['东区', '西区', '新区', '高新区', '开发区', '港区', '老城区'];
const EXTRA = [
  '提供五险一金、带薪年假和年度体检。',
  '项目位于城市核心区，交通便利。',
  'Competitive salary and an international team.',
  '公司提供注册考试补贴与职称评审支持。',
  '需要适应短期出差。',
  'Flexible hours and hybrid working after probation.',
  '表现优秀者可参与海外项目。',
];

type Server = Awaited<ReturnType<typeof startServer>>;

/** Writes JOB_COUNT approved jobs built from the demo seed's jobs, companies and catalogue. */
async function generateJobs(server: Server) {
  const { jobs, jobMajors, users } = await import('@app/server/src/db/schema/index.ts');
  const { DEMO_COMPANIES, DEMO_JOBS } = await import('@app/server/src/db/seed/jobs-data.ts');
  const { seedCatalog } = await import('@app/server/src/db/seed/catalog.ts');
  const { jobTokens } = await import('@app/server/src/features/jobs/job-tokens.ts');
  const { seededRandom } = await import('@app/server/src/db/seed/random.ts');
  const { CITIES } = await import('@app/shared');
  const db = server.app.database.db;
  await seedCatalog(db);
  const majors = await db.query.majors.findMany();
  const [hr] = await db
    .insert(users)
    .values({ phone: '13900009999', passwordHash: 'x', role: '2', nickName: 'bench HR' })
    .returning({ id: users.id });
  const next = seededRandom(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const companies = Object.values(DEMO_COMPANIES);
  const now = Date.now();
  for (let start = 0; start < JOB_COUNT; start += BATCH) {
    const rows = [];
    const links: Array<{ index: number; majorId: number }> = [];
    for (let i = start; i < Math.min(start + BATCH, JOB_COUNT); i += 1) {
      const template = pick(DEMO_JOBS);
      const company = pick(companies);
      const city = pick(CITIES);
      const title = `${pick(PREFIXES)}${template.title}`;
      const description = `${template.desc}${pick(EXTRA)}${pick(EXTRA)}`;
      const address = `${city.zh}市${pick(DISTRICTS)}${Math.floor(next() * 900) + 1} 号`;
      const major = pick(majors);
      links.push({ index: i - start, majorId: major.id });
      const source = {
        title,
        description,
        company: `${company.name}${i % 7 === 0 ? `第${(i % 50) + 1}分公司` : ''}`,
        address,
        publisher_name: company.contact,
        city: city.value,
        job_type: template.type,
      };
      rows.push({
        hrId: hr?.id ?? 0,
        ...source,
        companyDesc: company.desc,
        publisherName: company.contact,
        phone: company.phone,
        email: company.email,
        jobType: template.type,
        experience: pick(EXPERIENCE_BAND_VALUES),
        salary: pick(SALARY_BAND_VALUES),
        status: next() < 0.85 ? 1 : 2,
        reviewStatus: next() < 0.95 ? 'approved' : 'under_review',
        ...jobTokens(source, [], [{ name: major.name, en_name: major.enName }]),
        createdAt: new Date(now - Math.floor(next() * 365 * 86_400_000)),
      });
    }
    const inserted = await db.insert(jobs).values(rows).returning({ id: jobs.id });
    await db.insert(jobMajors).values(links.map((l) => ({ jobId: inserted[l.index]?.id ?? 0, majorId: l.majorId })));
  }
  // A steady-state database: autovacuum would have set the visibility map by now (PGlite has no autovacuum).
  await db.execute(sql`vacuum analyze`);
}

type Scenario = { name: string; query: Record<string, string> };

const SCENARIOS: Scenario[] = [
  { name: 'no keyword, page 1', query: {} },
  { name: 'no keyword, city + job type filters', query: { address: '上海', job_type: 'full_time' } },
  { name: '2-char keyword 桥梁', query: { key_word: '桥梁' } },
  { name: '2-char keyword 电气', query: { key_word: '电气' } },
  { name: '1-char keyword 桥', query: { key_word: '桥' } },
  { name: 'long keyword 桥梁设计工程师', query: { key_word: '桥梁设计工程师' } },
  { name: 'latin keyword bridge', query: { key_word: 'bridge' } },
  { name: '桥梁 + city + salary filters', query: { key_word: '桥梁', address: 'wuhan', salary: '20-40' } },
  { name: 'company filter 江汉', query: { company: '江汉' } },
  { name: 'rare keyword 管廊, 50 per page', query: { key_word: '管廊', p_size: '50' } },
  { name: 'keyword 工程师, page 100', query: { key_word: '工程师', pn: '100' } },
];

/** EXPLAIN ANALYZE of the exact queries the search call runs (rows and total), with its settings. */
async function explain(server: Server, query: Record<string, string>) {
  const { createJobsRepository } = await import('@app/server/src/features/jobs/repository.ts');
  const { filtersOf, PREFER_TOKEN_INDEX, usesTokenIndex } = await import('@app/server/src/features/jobs/search-sql.ts');
  const { JobSearchQuerySchema } = await import('@app/shared');
  const q = JobSearchQuerySchema.parse(query);
  const filters = filtersOf(q);
  const plans: string[] = [];
  await server.app.database.db.transaction(async (tx) => {
    if (usesTokenIndex(filters)) await tx.execute(PREFER_TOKEN_INDEX);
    const queries = createJobsRepository(tx).searchQueries(filters, (q.pn - 1) * q.p_size, q.p_size, tx);
    for (const part of [queries.rows, queries.total]) {
      const result = (await tx.execute(sql`explain (analyze, costs off, timing off) ${part}`)) as unknown as {
        rows: Array<Record<string, string>>;
      };
      plans.push(result.rows.map((r) => Object.values(r)[0]).join('\n'));
    }
    if (usesTokenIndex(filters)) plans.push('token');
  });
  return plans;
}

const usesGin = (plan: string) => /jobs_search_tokens_gin/.test(plan);
const seqScan = (plan: string) => /Seq Scan on jobs/.test(plan);

export async function benchJobsSearch(): Promise<string> {
  const server = await startServer();
  try {
    const started = Date.now();
    await generateJobs(server);
    const generatedIn = ((Date.now() - started) / 1000).toFixed(1);
    const captcha = envelope(CaptchaSchema).parse(await (await fetch(`${server.url}/u/v1/base/captcha`)).json());
    const register = await fetch(`${server.url}/u/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        mobile: '13512340000',
        password: 'bench-password-1',
        captcha: 'BENCH',
        captcha_id: captcha.data.captchaId,
      }),
    });
    const user = envelope(LoginResultSchema).parse(await register.json()).data;

    const results: LoadResult[] = [];
    const notes: string[] = [];
    for (const scenario of SCENARIOS) {
      const search = new URLSearchParams(scenario.query).toString();
      const url = `${server.url}/u/v1/hunter/search/job?${search}`;
      const first = pagedEnvelope(JobListItemSchema).parse(
        await (await fetch(url, { headers: { 'x-token': user.token } })).json(),
      );
      const [rowsPlan = '', totalPlan = '', usesTokenIndex = ''] = await explain(server, scenario.query);
      results.push(
        await load(`${scenario.name} (total ${first.total})`, {
          url,
          headers: { 'x-token': user.token },
          duration: 5,
        }),
      );
      const keyword = Boolean(scenario.query.key_word || scenario.query.company);
      notes.push(
        `### ${scenario.name}`,
        '',
        `\`GET /u/v1/hunter/search/job?${decodeURIComponent(search)}\`: total ${first.total}, ` +
          `GIN index used: rows ${usesGin(rowsPlan) ? 'yes' : 'no'}, total ${usesGin(totalPlan) ? 'yes' : 'no'}; ` +
          `sequential scan on jobs: ${seqScan(rowsPlan) || seqScan(totalPlan) ? 'YES' : 'no'}` +
          (keyword ? '' : ' (no token filter: the listing index or a scan of the approved jobs answers)'),
        '',
        '```',
        rowsPlan,
        usesTokenIndex ? '--- total (run only for a page past the end: the rows carry count(*) over ())' : '--- total',
        totalPlan,
        '```',
        '',
      );
    }
    results.push(
      await load('GET /u/v1/hunter/get/hot/jobs (home page)', {
        url: `${server.url}/u/v1/hunter/get/hot/jobs`,
        headers: { 'x-token': user.token },
        duration: 5,
      }),
    );
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    const file = process.env.BENCH_DATABASE_URL ? 'jobs-search-postgres.md' : 'jobs-search.md';
    return writeReport(file, `Job search on ${JOB_COUNT.toLocaleString('en')} jobs (${db})`, results, [
      `${JOB_COUNT} jobs generated from the demo seed's titles, companies, cities and catalogue in ${generatedIn} s ` +
        '(95% approved, 85% recruiting). Each scenario: 5 s of load, 10 connections, loopback, one signed-in ' +
        'job seeker (so every answer also computes match scores). Run with `npm run bench -- jobs-search`; ' +
        '`BENCH_JOBS=n` changes the size, `BENCH_DATABASE_URL` runs it on PostgreSQL.',
      '',
      '## Query plans (EXPLAIN ANALYZE of the exact rows and total queries)',
      '',
      ...notes,
    ]);
  } finally {
    await server.close();
  }
}
