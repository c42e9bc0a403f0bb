import { OIL_SIGNUP_GRANT } from '@app/shared';
import { samplePdf } from '../../features/standards/sample-pdf.ts';
import { jobForm } from '../jobs.ts';
import { fakeMp4 } from '../media.ts';
import {
  type Access,
  adminOnly,
  anyUser,
  bidHolder,
  del,
  type Entry,
  form,
  get,
  hrOnly,
  myHr,
  mySeeker,
  only,
  post,
  publicAccess,
  rule,
  seekerOnly,
  signedUrlOnly,
} from './access.ts';

/**
 * THE authorization matrix (docs/reliability.md#1-authorization-matrix): every route of the OpenAPI document, who gets
 * through and how a request that passes validation is built. "seeker" and "hr" own every object named
 * (test/authz/world.ts); "seeker2" and "hr2" are the same roles owning none of them. A route missing here fails the
 * suite.
 */
const U = '/u/v1';
const resumeBody = {
  nick_name: '王工',
  chinese_name: '',
  gender: 'male',
  birthday: '1988-05-01',
  email: 'engineer@example.com',
  address: '上海市浦东新区',
  status: 2,
  experience: 8,
  degree: 2,
  enable_resume: 0,
  self_desc: '十年施工管理经验',
  projects: [
    {
      project_name: '上海中心大厦',
      position: '项目经理',
      description: '负责施工组织与进度管理。',
      start_time: '2015-03-01',
      end_time: '2017-06-30',
    },
  ],
};
const baseInfo = {
  nick_name: '王工',
  birthday: '1988-05-01',
  email: 'engineer@example.com',
  address: '上海市浦东新区',
  gender: 'male',
  status: 2,
  experience: 8,
  degree: 2,
  enable_resume: 0,
};
const companyBody = {
  hr_name: '王敏',
  email: 'hr@example.com',
  address: '上海市浦东新区',
  wechat: 'hrwang',
  mobile: '13800000000',
  company_name: '华东建筑设计院',
  company_desc: '设计院',
};
const job = () => ({ ...jobForm(), wechat: 'hrwang' });
const standardFields = { ch_name: '矩阵规范', en_name: 'Matrix code', ver: 'GB 1-2020', comment: '测试' };
const pdf = async () => ({ filename: 's.pdf', data: await samplePdf(['Matrix']), contentType: 'application/pdf' });
const bidFields = { title: '矩阵投标', client_name: '客户', note: '', expires_at: '2099-12-31' };
const forumPost = { title: '深基坑支护方案怎么选', category: 'practice', body: '地下两层，周边有老旧民房。' };
/** A resume that is closed (enable_resume 0): its owner, administrators and the HR it was opened to read it. */
const closedResume: Access = { ...anyUser, seeker2: 403, hr2: 403 };

export const MATRIX: Record<string, Entry> = {
  // Stored files: anything not public needs the signature its URL was issued with; no session opens it.
  'GET /files/{*}': rule(signedUrlOnly, (w) => get(w.certPicUrl.split('?')[0] ?? '/files/x')),
  'GET /healthz': rule(publicAccess),

  // Accounts and sessions.
  'GET /u/v1/base/captcha': rule(publicAccess),
  'POST /u/v1/user/register': rule(publicAccess, async (w) =>
    post(`${U}/user/register`, {
      mobile: w.nextPhone(),
      password: 'correct-horse-42',
      captcha: 'TESTX',
      captcha_id: await w.fresh.captcha(),
      role: '3',
    }),
  ),
  'POST /u/v1/user/passwd_login': rule(publicAccess, async (w) =>
    post(`${U}/user/passwd_login`, {
      mobile: w.users.spare.phone,
      password: w.users.spare.password,
      captcha: 'TESTX',
      captcha_id: await w.fresh.captcha(),
    }),
  ),
  'POST /u/v1/user/logout': rule(anyUser, undefined, { phase: 'last' }),
  'GET /u/v1/user/get/crude/and/profile': rule(anyUser),
  'POST /u/v1/user/edit/password': rule(
    anyUser,
    () =>
      post(`${U}/user/edit/password`, {
        old_password: 'not-the-password-1',
        new_password: 'another-horse-43',
        confirm_password: 'another-horse-43',
      }),
    { loose: 'a right old password would end the callers’ sessions: a wrong one is answered 400, not 401/403' },
  ),
  'GET /u/v1/admin/get/user/list': rule(adminOnly),
  'POST /u/v1/admin/update/user/role': rule(adminOnly, (w) =>
    post(`${U}/admin/update/user/role`, { user_id: w.users.spare.id, role: '3' }),
  ),
  'POST /u/v1/admin/update/user/disabled': rule(adminOnly, (w) =>
    post(`${U}/admin/update/user/disabled`, { user_id: w.users.spare.id, disabled: 0 }),
  ),
  'POST /u/v1/admin/reset/user/password': rule(
    adminOnly,
    (w) => post(`${U}/admin/reset/user/password`, { user_id: w.users.spare.id }),
    { phase: 'late' },
  ),

  // Messages: a notification is its recipient's alone.
  'GET /u/v1/user/get/messages': rule(anyUser),
  'GET /u/v1/user/get/messages/unread/count': rule(anyUser),
  'GET /u/v1/user/read/message': rule(only(anyUser, ['seeker'], 404), (w) =>
    get(`${U}/user/read/message`, { msg_id: w.message }),
  ),
  'POST /u/v1/user/batch/read/messages': rule(
    anyUser,
    (w) => post(`${U}/user/batch/read/messages`, { msg_id_list: [w.message] }),
    {
      // Ids not the caller's are skipped: anyone is answered, only the recipient's message is marked.
      verify: (caller, body) =>
        caller !== 'seeker' && (body as { data?: { updated?: number } }).data?.updated !== 0
          ? 'marked another user’s message read'
          : null,
    },
  ),
  'POST /u/v1/user/read/all/messages': rule(anyUser),
  'GET /u/v1/user/messages/stream': rule(anyUser, undefined, { stream: true }),

  // Catalogue: majors and certificates.
  'GET /u/v1/user/get/major/list': rule(publicAccess),
  'GET /u/v1/user/get/cert/list': rule(publicAccess),
  'GET /u/v1/user/get/major': rule(anyUser, (w) => get(`${U}/user/get/major`, { id: w.major })),
  'GET /u/v1/user/get/certificate': rule(anyUser, (w) => get(`${U}/user/get/certificate`, { id: w.cert })),
  'GET /u/v1/user/get/hot/majors': rule(anyUser),
  'GET /u/v1/user/get/major/categories': rule(anyUser),
  'GET /u/v1/admin/get/major/list': rule(adminOnly),
  'GET /u/v1/admin/get/cert/list': rule(adminOnly),
  'POST /u/v1/admin/add/major': rule(adminOnly, (w) => post(`${U}/admin/add/major`, w.fields.catalog('专业'))),
  'POST /u/v1/admin/update/major': rule(adminOnly, (w) =>
    post(`${U}/admin/update/major`, { ...w.fields.catalog('专业'), id: w.major }),
  ),
  'POST /u/v1/admin/reorder/major': rule(
    adminOnly,
    async (w) => post(`${U}/admin/reorder/major`, { id_list: await w.allIds('major') }),
    { phase: 'late' },
  ),
  'POST /u/v1/admin/delete/major': rule(adminOnly, async (w) =>
    post(`${U}/admin/delete/major`, { id: await w.fresh.major() }),
  ),
  'POST /u/v1/admin/merge/major': rule(adminOnly, async (w) =>
    post(`${U}/admin/merge/major`, { id: await w.fresh.major(), into_id: w.major }),
  ),
  'POST /u/v1/admin/add/cert': rule(adminOnly, (w) => form(`${U}/admin/add/cert`, w.fields.catalog('证书'))),
  'POST /u/v1/admin/update/cert': rule(adminOnly, (w) =>
    form(`${U}/admin/update/cert`, { ...w.fields.catalog('证书'), id: w.cert }),
  ),
  'POST /u/v1/admin/reorder/cert': rule(
    adminOnly,
    async (w) => post(`${U}/admin/reorder/cert`, { id_list: await w.allIds('cert') }),
    { phase: 'late' },
  ),
  'POST /u/v1/admin/delete/cert': rule(adminOnly, async (w) =>
    post(`${U}/admin/delete/cert`, { id: await w.fresh.cert() }),
  ),
  'POST /u/v1/admin/merge/cert': rule(adminOnly, async (w) =>
    post(`${U}/admin/merge/cert`, { id: await w.fresh.cert(), into_id: w.cert }),
  ),

  // Base info and the resume: the seeker's own.
  'GET /u/v1/user/get/baseinfo': rule(anyUser),
  'POST /u/v1/user/edit/baseinfo': rule(seekerOnly, () => ({
    ...get(`${U}/user/edit/baseinfo`, baseInfo),
    method: 'POST',
  })),
  'GET /u/v1/hunter/get/resume': rule(seekerOnly),
  // Saving the whole resume replaces its projects: after the project cells.
  'POST /u/v1/hunter/save/resume': rule(
    seekerOnly,
    (w) => post(`${U}/hunter/save/resume`, { ...resumeBody, major_ids: [w.major], cert_ids: [w.cert] }),
    { phase: 'late' },
  ),
  'GET /u/v1/admin/download/hunter/resume/{userId}': rule(closedResume, (w) =>
    get(`${U}/admin/download/hunter/resume/${w.users.seeker.id}`),
  ),
  'GET /u/v1/hunter/get/project': rule(seekerOnly),
  'POST /u/v1/hunter/add/project': rule(seekerOnly, (w) => post(`${U}/hunter/add/project`, w.fields.project())),
  'POST /u/v1/hunter/update/project': rule(mySeeker(404), async (w) =>
    post(`${U}/hunter/update/project`, { ...w.fields.project(), id: await w.fresh.project() }),
  ),
  'DELETE /u/v1/hunter/delete/project/{id}': rule(mySeeker(404), async (w) =>
    del(`${U}/hunter/delete/project/${await w.fresh.project()}`),
  ),
  'GET /u/v1/hunter/get/major/list': rule(seekerOnly),
  'POST /u/v1/hunter/add/major': rule(seekerOnly, async (w) =>
    post(`${U}/hunter/add/major`, { major_id: await w.fresh.major() }),
  ),
  'DELETE /u/v1/hunter/delete/major': rule(seekerOnly, (w) => del(`${U}/hunter/delete/major`, { major_id: w.major }), {
    phase: 'late',
  }),
  'GET /u/v1/hunter/get/cert/list': rule(seekerOnly),
  'POST /u/v1/hunter/add/cert': rule(seekerOnly, async (w) =>
    post(`${U}/hunter/add/cert`, { cert_id: await w.fresh.cert() }),
  ),
  'DELETE /u/v1/hunter/delete/cert': rule(seekerOnly, (w) => del(`${U}/hunter/delete/cert`, { cert_id: w.cert }), {
    phase: 'late',
  }),
  'POST /u/v1/user/upload/avatar': rule(anyUser, (w) => form(`${U}/user/upload/avatar`, {}, w.image())),
  'DELETE /u/v1/user/delete/avatar': rule(anyUser, undefined, { phase: 'late' }),
  'POST /u/v1/hunter/upload/vcr': rule(seekerOnly, () =>
    form(`${U}/hunter/upload/vcr`, {}, { filename: 'v.mp4', data: fakeMp4(), contentType: 'video/mp4' }),
  ),
  'DELETE /u/v1/hunter/delete/vcr': rule(seekerOnly, undefined, { phase: 'late' }),
  'GET /u/v1/hunter/get/cert/pic/list': rule(seekerOnly),
  'POST /u/v1/hunter/upload/cert/pic': rule(seekerOnly, (w) =>
    form(`${U}/hunter/upload/cert/pic`, { title: '注册证书' }, w.image()),
  ),
  'DELETE /u/v1/hunter/delete/cert/pic/{id}': rule(
    mySeeker(404),
    (w) => del(`${U}/hunter/delete/cert/pic/${w.certPic}`),
    { phase: 'late' },
  ),
  'GET /u/v1/hunter/get/project/pic/list': rule(seekerOnly),
  'POST /u/v1/hunter/upload/project/pic': rule(seekerOnly, (w) =>
    form(`${U}/hunter/upload/project/pic`, { project_name: '上海中心', desc: '现场' }, w.image()),
  ),
  'DELETE /u/v1/hunter/delete/project/pic/{id}': rule(
    mySeeker(404),
    (w) => del(`${U}/hunter/delete/project/pic/${w.projectPic}`),
    { phase: 'late' },
  ),

  // Jobs, as seekers see them.
  'GET /u/v1/hunter/get/hot/jobs': rule(anyUser),
  'GET /u/v1/hunter/get/job': rule(anyUser, (w) => get(`${U}/hunter/get/job`, { id: w.job })),
  'GET /u/v1/hunter/search/job': rule(anyUser),
  'POST /u/v1/hunter/submit/resume': rule(seekerOnly, async (w) =>
    post(`${U}/hunter/submit/resume`, { job_id: await w.fresh.job(), open_days: 7 }),
  ),
  'POST /u/v1/hunter/withdraw/resume': rule(mySeeker(404), async (w) =>
    post(`${U}/hunter/withdraw/resume`, { application_id: await w.fresh.application() }),
  ),
  'GET /u/v1/hunter/get/applications': rule(seekerOnly),
  'POST /u/v1/hunter/save/job': rule(seekerOnly, (w) => post(`${U}/hunter/save/job`, { job_id: w.job })),
  'POST /u/v1/hunter/unsave/job': rule(seekerOnly, (w) => post(`${U}/hunter/unsave/job`, { job_id: w.job }), {
    phase: 'late',
  }),
  'GET /u/v1/hunter/get/saved/job/ids': rule(seekerOnly),
  'GET /u/v1/hunter/get/saved/jobs': rule(seekerOnly),
  'POST /u/v1/hunter/save/search': rule(seekerOnly, () =>
    post(`${U}/hunter/save/search`, { name: '结构', query: { key_word: '结构' } }),
  ),
  'GET /u/v1/hunter/get/saved/searches': rule(seekerOnly),
  'POST /u/v1/hunter/update/saved/search/alert': rule(mySeeker(404), (w) =>
    post(`${U}/hunter/update/saved/search/alert`, { id: w.savedSearch, alert: true }),
  ),
  'DELETE /u/v1/hunter/delete/saved/search/{id}': rule(mySeeker(404), async (w) =>
    del(`${U}/hunter/delete/saved/search/${await w.fresh.savedSearch()}`),
  ),

  // Jobs, as their HR manages them: another HR is told the job is not theirs.
  'GET /u/v1/hr/get/release/jobs': rule(hrOnly),
  'GET /u/v1/hr/get/job/list': rule(hrOnly),
  'POST /u/v1/hr/add/job': rule(hrOnly, () => post(`${U}/hr/add/job`, job())),
  'POST /u/v1/hr/update/job': rule(myHr(403), (w) => post(`${U}/hr/update/job`, { ...job(), id: w.job })),
  'POST /u/v1/hr/end/job': rule(myHr(403), async (w) => post(`${U}/hr/end/job`, { id: await w.fresh.job() })),
  'POST /u/v1/hr/reopen/job': rule(myHr(403), async (w) =>
    post(`${U}/hr/reopen/job`, { id: await w.fresh.endedJob() }),
  ),
  'DELETE /u/v1/hr/delete/job/{id}': rule(myHr(403), async (w) => del(`${U}/hr/delete/job/${await w.fresh.job()}`)),
  'GET /u/v1/hr/get/job/applicants': rule(myHr(403), (w) => get(`${U}/hr/get/job/applicants`, { job_id: w.job })),
  'GET /u/v1/hr/get/job/applicant/counts': rule(myHr(403), (w) =>
    get(`${U}/hr/get/job/applicant/counts`, { job_id: w.job }),
  ),
  'POST /u/v1/hr/update/application/status': rule(myHr(403), (w) =>
    post(`${U}/hr/update/application/status`, { application_id: w.application, status: 'viewed', reason: '' }),
  ),
  'POST /u/v1/hr/update/application/note': rule(myHr(403), (w) =>
    post(`${U}/hr/update/application/note`, { application_id: w.application, note: '可约面试' }),
  ),
  'GET /u/v1/admin/get/job/list': rule(adminOnly),
  'POST /u/v1/admin/review/job': rule(adminOnly, async (w) =>
    post(`${U}/admin/review/job`, { id: await w.fresh.pendingJob(), decision: 'approve', reason: '', revision: 1 }),
  ),
  'POST /u/v1/admin/end/job': rule(adminOnly, async (w) => post(`${U}/admin/end/job`, { id: await w.fresh.job() })),
  'POST /u/v1/admin/delete/job': rule(adminOnly, async (w) =>
    post(`${U}/admin/delete/job`, { id: await w.fresh.job() }),
  ),

  // Slides and the home page.
  'GET /u/v1/user/get/slide/pic': rule(publicAccess),
  'GET /u/v1/admin/get/slide/list': rule(adminOnly),
  'POST /u/v1/admin/add/slide': rule(adminOnly, (w) => form(`${U}/admin/add/slide`, w.fields.slide(), w.image())),
  'POST /u/v1/admin/update/slide': rule(adminOnly, (w) =>
    post(`${U}/admin/update/slide`, { ...w.fields.slide(), id: w.slide }),
  ),
  'POST /u/v1/admin/delete/slide': rule(adminOnly, async (w) =>
    post(`${U}/admin/delete/slide`, { id: await w.fresh.slide() }),
  ),
  'POST /u/v1/admin/reorder/slide': rule(
    adminOnly,
    async (w) => post(`${U}/admin/reorder/slide`, { id_list: await w.allIds('slide') }),
    { phase: 'late' },
  ),
  'GET /u/v1/user/get/homepage': rule(publicAccess),
  'GET /u/v1/admin/get/homepage/list': rule(adminOnly, () =>
    get(`${U}/admin/get/homepage/list`, { section: 'service' }),
  ),
  'POST /u/v1/admin/add/homepage/item': rule(adminOnly, (w) =>
    form(`${U}/admin/add/homepage/item`, w.fields.homepage()),
  ),
  'POST /u/v1/admin/update/homepage/item': rule(adminOnly, (w) => {
    const { section: _section, ...fields } = w.fields.homepage();
    return form(`${U}/admin/update/homepage/item`, { ...fields, id: w.homepageItem });
  }),
  'POST /u/v1/admin/delete/homepage/item': rule(adminOnly, async (w) =>
    post(`${U}/admin/delete/homepage/item`, { id: await w.fresh.homepageItem() }),
  ),
  'POST /u/v1/admin/reorder/homepage/item': rule(
    adminOnly,
    async (w) => post(`${U}/admin/reorder/homepage/item`, { section: 'service', id_list: await w.allIds('homepage') }),
    { phase: 'late' },
  ),

  // Talents and companies.
  'GET /u/v1/hr/search/user/list': rule(hrOnly),
  'GET /u/v1/hr/get/hot/hunters': rule(hrOnly),
  'GET /u/v1/hr/get/company': rule(hrOnly),
  'POST /u/v1/hr/update/company': rule(hrOnly, () => post(`${U}/hr/update/company`, companyBody)),
  'GET /u/v1/user/get/company/card': rule(anyUser, (w) => get(`${U}/user/get/company/card`, { hr_id: w.users.hr.id })),
  'GET /u/v1/admin/search/talent': rule(adminOnly),

  // Resume view requests: an HR asks, the seeker answers; a closed resume opens to the HR it was granted to.
  'POST /u/v1/hr/apply/user/resume': rule(hrOnly, (w) =>
    post(`${U}/hr/apply/user/resume`, { hunter_id: w.users.target.id, message: '您好，想了解您的项目经历。' }),
  ),
  'GET /u/v1/hr/check/user/resume/permission': rule(hrOnly, (w) =>
    get(`${U}/hr/check/user/resume/permission`, { hunter_id: w.users.seeker.id }),
  ),
  'GET /u/v1/hr/get/user/resume/{id}': rule(myHr(403), (w) => get(`${U}/hr/get/user/resume/${w.users.seeker.id}`)),
  'GET /u/v1/hr/get/resume/requests': rule(hrOnly),
  'GET /u/v1/hunter/get/view/requests': rule(seekerOnly),
  'GET /u/v1/hunter/get/resume/viewers': rule(seekerOnly),
  'POST /u/v1/hunter/answer/view/request': rule(mySeeker(404), (w) =>
    post(`${U}/hunter/answer/view/request`, { request_id: w.pendingRequest, allow: false }),
  ),
  'POST /u/v1/hunter/revoke/view/permission': rule(
    mySeeker(404),
    (w) => post(`${U}/hunter/revoke/view/permission`, { request_id: w.grantedRequest }),
    { phase: 'late' },
  ),

  // Standards and oil.
  'POST /u/v1/user/search/standard': rule(anyUser, () => post(`${U}/user/search/standard`, {})),
  'POST /u/v1/user/get/standard/list': rule(anyUser, () => post(`${U}/user/get/standard/list`, {})),
  'GET /u/v1/user/get/standard': rule(anyUser, (w) => get(`${U}/user/get/standard`, { id: w.standard })),
  'GET /u/v1/user/download/standard': rule(anyUser, (w) => get(`${U}/user/download/standard`, { id: w.standard })),
  'POST /u/v1/user/buy/standard': rule(anyUser, (w) => post(`${U}/user/buy/standard`, { id: w.paidStandard })),
  'GET /u/v1/user/get/my/standards': rule(anyUser),
  'POST /u/v1/user/upload/standard': rule(adminOnly, async () =>
    form(`${U}/user/upload/standard`, { ...standardFields, crude_num: 0 }, await pdf()),
  ),
  'GET /u/v1/admin/get/standard/list': rule(adminOnly),
  'POST /u/v1/admin/update/standard': rule(adminOnly, (w) =>
    post(`${U}/admin/update/standard`, { ...standardFields, crude_num: 0, id: w.standard }),
  ),
  'POST /u/v1/admin/replace/standard/file': rule(adminOnly, async (w) =>
    form(`${U}/admin/replace/standard/file`, { id: w.standard }, await pdf()),
  ),
  'POST /u/v1/admin/delete/standard': rule(adminOnly, async (w) =>
    post(`${U}/admin/delete/standard`, { id: await w.fresh.standard() }),
  ),
  'GET /u/v1/user/get/oil/ledger': rule(anyUser),
  'POST /u/v1/admin/grant/oil': rule(adminOnly, (w) =>
    post(`${U}/admin/grant/oil`, { user_id: w.users.spare.id, amount: 1, reason: '矩阵测试' }),
  ),
  'GET /u/v1/base/get/oil/settings': rule(publicAccess),
  // The default amount again, so the cells after it register as before.
  'POST /u/v1/admin/update/oil/settings': rule(adminOnly, () =>
    post(`${U}/admin/update/oil/settings`, { signup_grant: OIL_SIGNUP_GRANT.default }),
  ),
  'GET /u/v1/admin/get/audit/list': rule(adminOnly),
  'GET /u/v1/admin/get/dashboard': rule(adminOnly),

  // Bids: the client's calls open to the code (anyone may try it) and then to its credential alone.
  'POST /u/v1/client/get/bid/info/{slug}': rule(publicAccess, (w) =>
    post(`${U}/client/get${w.bid.link}`, { verify_code: w.bid.code }),
  ),
  'GET /u/v1/client/get/engineer/resume/{engineerId}': rule(bidHolder, (w) =>
    get(`${U}/client/get/engineer/resume/${w.bid.engineer}`),
  ),
  'GET /u/v1/client/download/hunter/resume/{userId}': rule(bidHolder, (w) =>
    get(`${U}/client/download/hunter/resume/${w.users.seeker.id}`),
  ),
  'GET /u/v1/client/get/bid/engineers': rule(bidHolder),
  'GET /u/v1/hunter/get/bid/consents': rule(seekerOnly, (w) =>
    get(`${U}/hunter/get/bid/consents`, { id_list: String(w.pendingConsent) }),
  ),
  'POST /u/v1/hunter/answer/bid/consent': rule(mySeeker(404), (w) =>
    post(`${U}/hunter/answer/bid/consent`, { consent_id: w.pendingConsent, allow: false }),
  ),
  'GET /u/v1/admin/get/bid/list': rule(adminOnly),
  'GET /u/v1/admin/get/bid': rule(adminOnly, (w) => get(`${U}/admin/get/bid`, { id: w.bid.id })),
  'POST /u/v1/admin/add/bid': rule(adminOnly, () => post(`${U}/admin/add/bid`, bidFields)),
  'POST /u/v1/admin/update/bid': rule(adminOnly, async (w) =>
    post(`${U}/admin/update/bid`, { ...bidFields, id: await w.fresh.bid() }),
  ),
  'POST /u/v1/admin/set/bid/engineers': rule(adminOnly, async (w) =>
    post(`${U}/admin/set/bid/engineers`, {
      bid_id: await w.fresh.bid(),
      engineers: [{ user_id: w.users.seeker.id, position: '项目经理' }],
    }),
  ),
  'POST /u/v1/admin/regenerate/bid/code': rule(adminOnly, async (w) =>
    post(`${U}/admin/regenerate/bid/code`, { id: await w.fresh.bid() }),
  ),
  'POST /u/v1/admin/revoke/bid': rule(adminOnly, async (w) =>
    post(`${U}/admin/revoke/bid`, { id: await w.fresh.bid() }),
  ),
  'GET /u/v1/admin/get/bid/attempts': rule(adminOnly, (w) => get(`${U}/admin/get/bid/attempts`, { bid_id: w.bid.id })),

  // Courses.
  'GET /u/v1/user/get/course/list': rule(anyUser),
  'GET /u/v1/user/get/course': rule(anyUser, (w) => get(`${U}/user/get/course`, { id: w.course })),
  'POST /u/v1/user/start/course': rule(anyUser, (w) => post(`${U}/user/start/course`, { id: w.course })),
  'GET /u/v1/admin/get/course/list': rule(adminOnly),
  'GET /u/v1/admin/get/course': rule(adminOnly, (w) => get(`${U}/admin/get/course`, { id: w.course })),
  'POST /u/v1/admin/add/course': rule(adminOnly, (w) => form(`${U}/admin/add/course`, w.fields.course())),
  'POST /u/v1/admin/update/course': rule(adminOnly, (w) =>
    form(`${U}/admin/update/course`, { ...w.fields.course(), id: w.course }),
  ),
  'POST /u/v1/admin/delete/course': rule(adminOnly, async (w) =>
    post(`${U}/admin/delete/course`, { id: await w.fresh.course() }),
  ),

  // The forum: a post's or comment's text is its author's ("seeker") to edit; its author or an administrator
  // deletes it; a hidden post is its author's and the administrators' to see, to everyone else it does not exist.
  'GET /u/v1/forum/get/post/list': rule(anyUser),
  'GET /u/v1/forum/get/post': rule(only(anyUser, ['seeker', 'admin'], 404), (w) =>
    get(`${U}/forum/get/post`, { id: w.forum.hiddenPost }),
  ),
  'POST /u/v1/forum/create/post': rule(anyUser, () => post(`${U}/forum/create/post`, forumPost)),
  'POST /u/v1/forum/update/post': rule(only(anyUser, ['seeker'], 403), (w) =>
    post(`${U}/forum/update/post`, { ...forumPost, id: w.forum.post }),
  ),
  'POST /u/v1/forum/delete/post': rule(only(anyUser, ['seeker', 'admin'], 403), async (w) =>
    post(`${U}/forum/delete/post`, { id: await w.fresh.post() }),
  ),
  'POST /u/v1/forum/preview': rule(anyUser, () => post(`${U}/forum/preview`, { body: forumPost.body })),
  'POST /u/v1/forum/upload/image': rule(anyUser, (w) => form(`${U}/forum/upload/image`, {}, w.image())),
  'POST /u/v1/forum/like/post': rule(anyUser, (w) => post(`${U}/forum/like/post`, { id: w.forum.post, liked: 1 })),
  'GET /u/v1/forum/get/comment/list': rule(only(anyUser, ['seeker', 'admin'], 404), (w) =>
    get(`${U}/forum/get/comment/list`, { post_id: w.forum.hiddenPost }),
  ),
  'GET /u/v1/forum/get/comment/replies': rule(anyUser, (w) =>
    get(`${U}/forum/get/comment/replies`, { id: w.forum.comment }),
  ),
  'POST /u/v1/forum/create/comment': rule(anyUser, (w) =>
    post(`${U}/forum/create/comment`, { post_id: w.forum.post, body: '同意楼上' }),
  ),
  'POST /u/v1/forum/update/comment': rule(only(anyUser, ['seeker'], 403), (w) =>
    post(`${U}/forum/update/comment`, { id: w.forum.comment, body: '改一下' }),
  ),
  'POST /u/v1/forum/delete/comment': rule(only(anyUser, ['seeker', 'admin'], 403), async (w) =>
    post(`${U}/forum/delete/comment`, { id: await w.fresh.comment() }),
  ),
  'GET /u/v1/forum/get/user': rule(anyUser, (w) => get(`${U}/forum/get/user`, { id: w.users.seeker.id })),
  'GET /u/v1/forum/get/user/posts': rule(anyUser, (w) => get(`${U}/forum/get/user/posts`, { id: w.users.seeker.id })),
  'GET /u/v1/forum/get/user/comments': rule(anyUser, (w) =>
    get(`${U}/forum/get/user/comments`, { id: w.users.seeker.id }),
  ),
  'GET /u/v1/admin/get/forum/post/list': rule(adminOnly),
  'POST /u/v1/admin/update/forum/post': rule(adminOnly, (w) =>
    post(`${U}/admin/update/forum/post`, { id: w.forum.post, pinned: 1 }),
  ),
  'POST /u/v1/admin/delete/forum/post': rule(adminOnly, async (w) =>
    post(`${U}/admin/delete/forum/post`, { id: await w.fresh.post() }),
  ),
  'GET /u/v1/admin/get/forum/comment/list': rule(adminOnly),
  'POST /u/v1/admin/delete/forum/comment': rule(adminOnly, async (w) =>
    post(`${U}/admin/delete/forum/comment`, { id: await w.fresh.comment() }),
  ),
};
