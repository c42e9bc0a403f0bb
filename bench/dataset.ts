import { DEMO_COMPANIES, DEMO_JOBS, type DemoCompany, pickDemoApplication } from '@app/server/src/db/seed/jobs-data.ts';
import { seededRandom } from '@app/server/src/db/seed/random.ts';
import { applicationMoved, applicationReceived, jobTokens } from '@app/server/src/features/jobs/index.ts';
import { type ApplicationStatus, CITIES, EXPERIENCE_BAND_VALUES, ROLES, SALARY_BAND_VALUES } from '@app/shared';

/**
 * The proportions of the bench data (docs/performance.md): 1 recruiter per 100 jobs, 1 job seeker per 5 jobs, 2
 * applications per job.
 */
export const SIZES = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 } as const;
export type Size = keyof typeof SIZES;

export const BENCH_PASSWORD = 'bench-password-1';
/** The job seeker the harness signs in as (has applications and messages like any other). */
export const BENCH_SEEKER_PHONE = seekerPhone(0);
/** The recruiter the harness signs in as for the talent pool (the first generated one). */
export const BENCH_HR_PHONE = `136${String(1).padStart(8, '0')}`;
/** The administrator the harness signs in as for the admin dashboard (the last generated user). */
export const BENCH_ADMIN_PHONE = '13500000001';
export const BENCH_ADMIN_NICKNAME = '基准管理员';
/** A token no template contains, added to about 0.1% of jobs: the "rare 2-character keyword" scenario. */
export const RARE_KEYWORD = '潮汐';

const DAY = 86_400_000;
const PREFIXES = ['', '', '', '高级', '资深', '助理', '主任', 'Senior ', 'Lead ', '驻场'];
const DISTRICTS = ['东区', '西区', '新区', '高新区', '开发区', '港区', '老城区', '滨江区', '经开区'];
const EXTRA = [
  '提供五险一金、带薪年假和年度体检。',
  '项目位于城市核心区，交通便利。',
  'Competitive salary and an international team.',
  '公司提供注册考试补贴与职称评审支持。',
  '需要适应短期出差。',
  'Flexible hours and hybrid working after probation.',
  '表现优秀者可参与海外项目。',
  '入职后安排导师带教，定期组织技术培训。',
];
const RARE_SENTENCE = '参与潮汐能电站的前期研究与方案比选。';
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '涛', '明', '超', '霞', '平', '刚', '婷'];

type Names = { id: number; name: string; enName: string };
export type Catalogue = { majors: Names[]; certificates: Names[] };
export type Row = Record<string, unknown>;

/** The phone of generated job seeker `index` (0-based); every seeker has BENCH_PASSWORD. */
export function seekerPhone(index: number) {
  return `137${String(index + 1).padStart(8, '0')}`;
}

/** Counts and id ranges of one size; ids are assigned here so every table can be streamed on its own. */
export function plan(jobCount: number) {
  const hrs = Math.max(1, Math.ceil(jobCount / 100));
  const seekers = Math.max(2, Math.ceil(jobCount / 5));
  return { jobs: jobCount, hrs, seekers, firstHrId: 1, firstSeekerId: hrs + 1 };
}
export type Plan = ReturnType<typeof plan>;

/** What later tables need to know of each job, kept in typed arrays (1M jobs fit in a few MB). */
export type JobFacts = { template: Uint16Array; prefix: Uint8Array; hrId: Int32Array; createdAt: Float64Array };

const companyKeys = Object.keys(DEMO_COMPANIES) as Array<keyof typeof DEMO_COMPANIES>;

/** Recruiter i works for one of the demo companies, or for a branch of it once every company has one. */
function companyOf(hrIndex: number): { key: keyof typeof DEMO_COMPANIES; company: DemoCompany; name: string } {
  const key = companyKeys[hrIndex % companyKeys.length] ?? 'huadong';
  const company: DemoCompany = DEMO_COMPANIES[key];
  const branch = Math.floor(hrIndex / companyKeys.length);
  const city = CITIES[branch % CITIES.length];
  const name = branch === 0 ? company.name : `${company.name}（${city?.zh ?? ''}第${branch}分公司）`;
  return { key, company, name };
}

/**
 * The recruiters, the job seekers (with their oil balance when `crudeOf` is given: see community-data.ts) and one
 * administrator, in id order.
 */
export function* users(
  p: Plan,
  passwordHash: string,
  now: number,
  crudeOf?: (seekerIndex: number) => number,
): Generator<Row> {
  for (let i = 0; i < p.hrs; i += 1) {
    const { company } = companyOf(i);
    yield {
      id: p.firstHrId + i,
      phone: `136${String(i + 1).padStart(8, '0')}`,
      passwordHash,
      role: ROLES.hr,
      nickName: `${company.contact}（招聘 ${i + 1}）`,
      crudeNum: 0,
      createdAt: new Date(now - 400 * DAY),
    };
  }
  const next = seededRandom(7);
  for (let i = 0; i < p.seekers; i += 1) {
    const surname = SURNAMES[Math.floor(next() * SURNAMES.length)] ?? '王';
    const given = GIVEN[Math.floor(next() * GIVEN.length)] ?? '伟';
    yield {
      id: p.firstSeekerId + i,
      phone: seekerPhone(i),
      passwordHash,
      role: ROLES.seeker,
      nickName: `${surname}${given}${i % 3 === 0 ? GIVEN[i % GIVEN.length] : ''}`,
      crudeNum: crudeOf ? crudeOf(i) : 0,
      createdAt: new Date(now - Math.floor(next() * 400) * DAY),
    };
  }
  yield {
    id: p.firstSeekerId + p.seekers,
    phone: BENCH_ADMIN_PHONE,
    passwordHash,
    role: ROLES.admin,
    nickName: BENCH_ADMIN_NICKNAME,
    crudeNum: 0,
    createdAt: new Date(now - 500 * DAY),
  };
}

/** Recruiters of each demo company, so a job from a company's template is posted by one of its recruiters. */
function hrsByCompany(p: Plan) {
  const map = new Map<string, number[]>();
  for (let i = 0; i < p.hrs; i += 1) {
    const { key } = companyOf(i);
    map.set(key, [...(map.get(key) ?? []), i]);
  }
  return map;
}

const namesOf = (all: Names[], wanted: string[]) => all.filter((n) => wanted.includes(n.name));

/**
 * Jobs from the demo templates: the template's company (a branch of it), its city most of the time, a title
 * prefix, two extra sentences; tokens from the server's own jobTokens, so they follow any change to it.
 */
export function* jobs(p: Plan, catalogue: Catalogue, facts: JobFacts, now: number): Generator<Row> {
  const next = seededRandom(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const byCompany = hrsByCompany(p);
  for (let i = 0; i < p.jobs; i += 1) {
    const templateIndex = Math.floor(next() * DEMO_JOBS.length);
    const template = DEMO_JOBS[templateIndex] ?? DEMO_JOBS[0];
    if (!template) return;
    const hrs = byCompany.get(template.company) ?? [0];
    const hrIndex = hrs[Math.floor(next() * hrs.length)] ?? 0;
    const { company, name } = companyOf(hrIndex);
    const city = next() < 0.6 ? template.city : pick(CITIES).value;
    const cityZh = CITIES.find((c) => c.value === city)?.zh ?? '';
    const prefixIndex = Math.floor(next() * PREFIXES.length);
    const title = `${PREFIXES[prefixIndex]}${template.title}`;
    const rare = next() < 0.001 ? RARE_SENTENCE : '';
    const description = `${template.desc}${pick(EXTRA)}${rare}${pick(EXTRA)}`;
    const address = `${cityZh}市${pick(DISTRICTS)}${Math.floor(next() * 900) + 1} 号`;
    const createdAt = now - Math.floor(next() * 365 * DAY);
    const review = next();
    const reviewStatus = review < 0.95 ? 'approved' : review < 0.98 ? 'under_review' : 'rejected';
    const majors = namesOf(catalogue.majors, template.majors);
    const certs = namesOf(catalogue.certificates, template.certs);
    const facets = {
      job_type: template.type,
      experience: next() < 0.5 ? template.exp : pick(EXPERIENCE_BAND_VALUES),
      salary: next() < 0.5 ? template.salary : pick(SALARY_BAND_VALUES),
    };
    facts.template[i] = templateIndex;
    facts.prefix[i] = prefixIndex;
    facts.hrId[i] = p.firstHrId + hrIndex;
    facts.createdAt[i] = createdAt;
    yield {
      id: i + 1,
      hrId: p.firstHrId + hrIndex,
      title,
      city,
      address,
      company: name,
      companyDesc: company.desc,
      publisherName: company.contact,
      description,
      phone: company.phone,
      email: company.email,
      wechat: company.wechat,
      jobType: facets.job_type,
      experience: facets.experience,
      salary: facets.salary,
      status: next() < 0.85 ? 1 : 2,
      reviewStatus,
      rejectReason: reviewStatus === 'rejected' ? '岗位信息不完整 / Incomplete job details' : '',
      reviewedAt: reviewStatus === 'under_review' ? null : new Date(createdAt),
      ...jobTokens(
        { title, description, company: name, address, publisher_name: company.contact, city, ...facets },
        certs.map((c) => ({ id: c.id, name: c.name, en_name: c.enName })),
        majors.map((m) => ({ id: m.id, name: m.name, en_name: m.enName })),
      ),
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    };
  }
}

/** The template's catalogue links for every job (job_majors or job_certificates). */
export function* links(
  p: Plan,
  facts: JobFacts,
  all: Names[],
  namesOfTemplate: (t: (typeof DEMO_JOBS)[number]) => string[],
  column: 'majorId' | 'certificateId',
): Generator<Row> {
  const ids = DEMO_JOBS.map((t) => namesOf(all, namesOfTemplate(t)).map((n) => n.id));
  for (let i = 0; i < p.jobs; i += 1) {
    for (const id of ids[facts.template[i] ?? 0] ?? []) yield { jobId: i + 1, [column]: id };
  }
}

type Application = { id: number; jobId: number; seekerId: number; hrId: number; status: ApplicationStatus };

/** Two applications per job from two different job seekers, in the pipeline mix of the demo seed. */
export function* applications(p: Plan, facts: JobFacts, now: number): Generator<Row & Application> {
  const next = seededRandom(20_260_401);
  let id = 0;
  for (let i = 0; i < p.jobs; i += 1) {
    const first = Math.floor(next() * p.seekers);
    const second = (first + 1 + Math.floor(next() * (p.seekers - 1))) % p.seekers;
    for (const seeker of [first, second]) {
      id += 1;
      const posted = facts.createdAt[i] ?? now;
      const createdAt = posted + Math.floor(next() * Math.max(now - posted, 3_600_000) * 0.8);
      const { status, openDays, movedAt } = pickDemoApplication(next, createdAt, now);
      yield {
        id,
        jobId: i + 1,
        seekerId: p.firstSeekerId + seeker,
        hrId: facts.hrId[i] ?? p.firstHrId,
        openDays,
        openedUntil: new Date(createdAt + openDays * DAY),
        status,
        createdAt: new Date(createdAt),
        updatedAt: movedAt ?? new Date(createdAt),
        viewedAt: movedAt,
      };
    }
  }
}

/** The notifications the app would have sent: one to the recruiter per application, one to the seeker per move. */
export function* messages(p: Plan, facts: JobFacts, now: number): Generator<Row> {
  for (const a of applications(p, facts, now)) {
    const index = a.jobId - 1;
    const jobTitle = `${PREFIXES[facts.prefix[index] ?? 0]}${DEMO_JOBS[facts.template[index] ?? 0]?.title ?? ''}`;
    const at = a.createdAt as Date;
    yield {
      ...applicationReceived({
        hrId: a.hrId,
        seekerId: a.seekerId,
        seekerName: '求职者',
        jobId: a.jobId,
        jobTitle,
      }),
      isRead: a.status !== 'submitted',
      createdAt: at,
    };
    if (a.status !== 'submitted') {
      yield {
        ...applicationMoved({ hrId: a.hrId, seekerId: a.seekerId, jobTitle, applicationId: a.id, status: a.status }),
        isRead: false,
        createdAt: new Date(Math.min(now, at.getTime() + DAY)),
      };
    }
  }
}

export function newFacts(count: number): JobFacts {
  return {
    template: new Uint16Array(count),
    prefix: new Uint8Array(count),
    hrId: new Int32Array(count),
    createdAt: new Float64Array(count),
  };
}
