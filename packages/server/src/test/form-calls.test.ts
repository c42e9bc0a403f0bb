import { bidToday, ROLES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFixtures } from '../features/jobs/test-fixtures.ts';
import { samplePdf } from '../features/standards/sample-pdf.ts';
import { buildTestApp, TEST_CAPTCHA, type TestApp } from './app.ts';
import { authHeader, createAdmin, getCaptchaId, nextPhone, registerUser, TEST_PASSWORD } from './factories.ts';
import { expectBilingualError, multipart } from './http.ts';
import { registerSeekerWithResume } from './seekers.ts';

/*
 * The calls the product sends as a form (a browser's FormData) take multipart, urlencoded and JSON bodies alike
 * (docs/decisions/0119-input-bounds-and-hostile-input.md: such a route declares `formRoute()`, an upload route
 * `uploadRoute(kind)`). Each call below is sent the same fields three ways: JSON carries numbers as numbers, a
 * form carries them as text, and the answer (and what is stored) must be the same. A file travels only in
 * multipart: the upload call sent urlencoded or as JSON is asked for its file, never answered 415.
 */

type Encoding = 'multipart' | 'urlencoded' | 'json';
const ENCODINGS: readonly Encoding[] = ['multipart', 'urlencoded', 'json'];

type Fields = Record<string, string | number>;
type Answer = Awaited<ReturnType<TestApp['inject']>>;
/** One send of a call: its address, caller, fields (numbers as JSON numbers) and, for an upload, its file. */
type Prepared = { url: string; token?: string; fields: Fields; file?: Buffer };

type FormCall = {
  name: string;
  /** A fresh caller and valid fields for one send (a request or a registration cannot be repeated). */
  prepare: () => Promise<Prepared>;
  /** What the answer means, without what differs from send to send (ids, tokens, times). */
  outcome: (res: Answer, sent: Prepared) => Promise<unknown> | unknown;
  /** The outcome of every encoding (of multipart alone for an upload: only multipart carries a file). */
  expected: unknown;
  /** An upload sent without its file (urlencoded or JSON): the validation message asking for it. */
  withoutFile?: string;
};

let app: TestApp;
let admin: { token: string };
let hr: { id: number; token: string };
let seeker: { token: string };
let fixtures: ReturnType<typeof jobFixtures>;
let bid: { slug: string; code: string };

function send(encoding: Encoding, sent: Prepared) {
  const headers = sent.token ? authHeader(sent.token) : {};
  const text = Object.fromEntries(Object.entries(sent.fields).map(([k, v]) => [k, String(v)]));
  if (encoding === 'multipart') {
    const file = sent.file && { filename: 'standard.pdf', data: sent.file, contentType: 'application/pdf' };
    const form = multipart(text, file);
    return app.inject({
      method: 'POST',
      url: sent.url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }
  if (encoding === 'urlencoded') {
    return app.inject({
      method: 'POST',
      url: sent.url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(text).toString(),
    });
  }
  return app.inject({ method: 'POST', url: sent.url, headers, payload: sent.fields });
}

const data = (res: Answer) => (res.json().data ?? {}) as Record<string, unknown>;
const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, row[key]]));
const OK = { status: 200, code: 0 };
const succeeded = (res: Answer) => ({ status: res.statusCode, code: res.json().code });

const project = {
  project_name: '上海中心大厦',
  position: '项目经理',
  description: '负责施工组织与进度管理。',
  start_time: '2015-03-01',
  end_time: '2017-06-30',
  client: '上海城投',
  location: '上海',
  vendor: '上海建工',
};
const PROJECT_KEYS = Object.keys(project);

async function addedProject(): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/u/v1/hunter/add/project',
    headers: authHeader(seeker.token),
    payload: project,
  });
  expect(res.statusCode, res.body).toBe(200);
  return data(res).id as number;
}

/** The HR's view request to the hunter, as the HR's list shows it. */
async function viewRequestTo(hunterId: number) {
  const res = await app.inject({ method: 'GET', url: '/u/v1/hr/get/resume/requests', headers: authHeader(hr.token) });
  const row = (res.json().data as Array<Record<string, unknown>>).find((r) => r.hunter_id === hunterId);
  return row && pick(row, ['job_title', 'message', 'state']);
}

const closedResume = () => registerSeekerWithResume(app, '周工', { enable_resume: 0 });

const standard = {
  ch_name: '混凝土结构设计规范',
  en_name: 'Code for design of concrete structures',
  ver: 'GB 50010-2010',
  comment: '现行',
  crude_num: 5,
};

/** Every call the product sends as "form" or "multipart" (docs/decisions/0119-input-bounds-and-hostile-input.md), and the standards list its page posts as a form. */
const CALLS: FormCall[] = [
  {
    name: 'POST /u/v1/user/register',
    prepare: async () => ({
      url: '/u/v1/user/register',
      fields: {
        mobile: nextPhone(),
        password: TEST_PASSWORD,
        captcha: TEST_CAPTCHA,
        captcha_id: await getCaptchaId(app),
        role: ROLES.hr,
      },
    }),
    outcome: (res) => ({ ...succeeded(res), role: data(res).role }),
    expected: { ...OK, role: ROLES.hr },
  },
  {
    name: 'POST /u/v1/user/passwd_login',
    prepare: async () => {
      const user = await registerUser(app, { role: ROLES.hr });
      const captcha_id = await getCaptchaId(app);
      return {
        url: '/u/v1/user/passwd_login',
        fields: { mobile: user.phone, password: user.password, captcha: TEST_CAPTCHA, captcha_id },
      };
    },
    outcome: (res) => ({ ...succeeded(res), role: data(res).role }),
    expected: { ...OK, role: ROLES.hr },
  },
  {
    name: 'POST /u/v1/hunter/add/project',
    prepare: async () => ({ url: '/u/v1/hunter/add/project', token: seeker.token, fields: project }),
    outcome: (res) => ({ ...succeeded(res), project: pick(data(res), PROJECT_KEYS) }),
    expected: { ...OK, project },
  },
  {
    name: 'POST /u/v1/hunter/update/project',
    prepare: async () => ({
      url: '/u/v1/hunter/update/project',
      token: seeker.token,
      fields: { ...project, id: await addedProject(), position: '总工程师', end_time: '2018-01-31' },
    }),
    outcome: (res, sent) => ({
      ...succeeded(res),
      updated: data(res).id === sent.fields.id,
      project: pick(data(res), PROJECT_KEYS),
    }),
    expected: { ...OK, updated: true, project: { ...project, position: '总工程师', end_time: '2018-01-31' } },
  },
  {
    name: 'POST /u/v1/client/get/bid/info/{slug}',
    prepare: async () => ({ url: `/u/v1/client/get/bid/info/${bid.slug}`, fields: { verify_code: bid.code } }),
    outcome: (res) => ({
      ...succeeded(res),
      engineers: ((data(res).data ?? []) as Array<Record<string, unknown>>).map((e) =>
        pick(e, ['engineer_name', 'position']),
      ),
    }),
    expected: { ...OK, engineers: [{ engineer_name: '王工', position: '机电经理' }] },
  },
  {
    name: 'POST /u/v1/hr/apply/user/resume',
    prepare: async () => ({
      url: '/u/v1/hr/apply/user/resume',
      token: hr.token,
      fields: {
        hunter_id: (await closedResume()).id,
        job_id: await fixtures.postJob(hr.token, { title: '暖通设计师' }),
        message: '您好，想了解您的项目经历。',
      },
    }),
    outcome: async (res, sent) => ({
      ...succeeded(res),
      request: await viewRequestTo(sent.fields.hunter_id as number),
    }),
    expected: { ...OK, request: { job_title: '暖通设计师', message: '您好，想了解您的项目经历。', state: 'pending' } },
  },
  {
    name: 'POST /u/v1/hr/apply/user/resume, its optional job left blank',
    prepare: async () => ({
      url: '/u/v1/hr/apply/user/resume',
      token: hr.token,
      fields: { hunter_id: (await closedResume()).id, job_id: '', message: '您好' },
    }),
    outcome: async (res, sent) => ({
      ...succeeded(res),
      request: await viewRequestTo(sent.fields.hunter_id as number),
    }),
    expected: { ...OK, request: { job_title: null, message: '您好', state: 'pending' } },
  },
  {
    name: 'POST /u/v1/hunter/submit/resume',
    prepare: async () => ({
      url: '/u/v1/hunter/submit/resume',
      token: (await fixtures.seeker()).token,
      fields: { job_id: await fixtures.postJob(hr.token), hr_id: hr.id, open_days: 14 },
    }),
    outcome: (res, sent) => ({
      ...succeeded(res),
      job: data(res).job_id === sent.fields.job_id,
      open_days: data(res).open_days,
    }),
    expected: { ...OK, job: true, open_days: 14 },
  },
  {
    name: 'POST /u/v1/user/get/standard/list',
    prepare: async () => ({ url: '/u/v1/user/get/standard/list', token: seeker.token, fields: { pn: 2, psize: 10 } }),
    outcome: (res) => ({ ...succeeded(res), listed: (res.json().data as unknown[]).length }),
    // The second page of 10 standards holds none of the few this file uploads.
    expected: { ...OK, listed: 0 },
  },
  {
    name: 'POST /u/v1/user/upload/standard',
    prepare: async () => ({
      url: '/u/v1/user/upload/standard',
      token: admin.token,
      fields: standard,
      file: await samplePdf([standard.ver]),
    }),
    outcome: (res) => ({ ...succeeded(res), standard: pick(data(res), Object.keys(standard)) }),
    expected: { ...OK, standard },
    withoutFile: 'Please upload the standard file',
  },
];

beforeAll(async () => {
  app = await buildTestApp();
  fixtures = jobFixtures(app);
  admin = await createAdmin(app);
  hr = await registerUser(app, { role: ROLES.hr });
  seeker = await registerUser(app, { role: ROLES.seeker });
  // An open resume: a client sees it without a consent request (docs/decisions/0123-bids.md).
  const engineer = await registerSeekerWithResume(app, '王工', { enable_resume: 1 });
  const day = new Date(`${bidToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 30);
  const created = await app.inject({
    method: 'POST',
    url: '/u/v1/admin/add/bid',
    headers: authHeader(admin.token),
    payload: {
      title: '浦东机场 T3 机电安装投标',
      client_name: '上海机场集团',
      note: '',
      expires_at: day.toISOString().slice(0, 10),
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const set = await app.inject({
    method: 'POST',
    url: '/u/v1/admin/set/bid/engineers',
    headers: authHeader(admin.token),
    payload: { bid_id: data(created).id, engineers: [{ user_id: engineer.id, position: '机电经理' }] },
  });
  expect(set.statusCode, set.body).toBe(200);
  bid = { slug: (data(set).link as string).slice('/bid/info/'.length), code: data(set).code as string };
});
afterAll(() => app.close());

describe('a form call takes multipart, urlencoded and JSON alike, numbers as text or as numbers', () => {
  it.each(CALLS)('$name answers the same sent as multipart, urlencoded and JSON', async (call) => {
    for (const encoding of ENCODINGS) {
      const sent = await call.prepare();
      const res = await send(encoding, sent);
      if (call.withoutFile && encoding !== 'multipart') {
        // The fields alone reach validation, which asks for the file: never 415.
        expectBilingualError(res, 400, call.withoutFile);
        continue;
      }
      expect(res.statusCode, `${encoding}: ${res.body}`).not.toBe(415);
      expect(await call.outcome(res, sent), `${encoding}: ${res.body}`).toEqual(call.expected);
    }
  });
});
