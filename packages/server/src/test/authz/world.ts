import { bidToday, ROLES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { forumPosts, sessions } from '../../db/schema/index.ts';
import type { TestApp } from '../app.ts';
import { authHeader, createAdmin, getCaptchaId, nextPhone, registerUser } from '../factories.ts';
import { multipart } from '../http.ts';
import { jobForm } from '../jobs.ts';
import { drawImage } from '../media.ts';
import { registerSeekerWithResume } from '../seekers.ts';
import { addStandard } from '../standards.ts';

/**
 * The callers of the authorization matrix and the objects its requests name. Each caller is one kind of visitor;
 * "seeker" and "hr" own every object below, "seeker2" and "hr2" are the same roles owning nothing of theirs.
 */
export const CALLERS = [
  'anonymous',
  'seeker',
  'seeker2',
  'hr',
  'hr2',
  'admin',
  'disabled',
  'expired',
  'bidHolder',
] as const;
export type CallerName = (typeof CALLERS)[number];

type Login = Awaited<ReturnType<typeof registerUser>>;

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** What a caller sends to prove who it is. */
export function credentialsOf(world: World, caller: CallerName): Record<string, string> {
  if (caller === 'anonymous') return {};
  if (caller === 'bidHolder') return { 'x-bid-access': world.bid.access };
  return authHeader(world.tokens[caller]);
}

const inDays = (days: number) => {
  const day = new Date(`${bidToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** Registers the callers and creates, through the API as users would, every object the matrix's requests name. */
export async function buildWorld(app: TestApp) {
  async function call(
    user: Login | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: Record<string, unknown> | { payload: Buffer; headers: Record<string, string> },
  ) {
    const asForm = body && Buffer.isBuffer((body as { payload?: unknown }).payload);
    const form = body as { payload: Buffer; headers: Record<string, string> };
    const res = await app.inject({
      method,
      url,
      headers: { ...(asForm ? form.headers : {}), ...(user ? authHeader(user.token) : {}) },
      ...(asForm ? { payload: form.payload } : body ? { payload: body } : {}),
    });
    if (res.statusCode !== 200)
      throw new Error(`authz world: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data as Record<string, unknown> & { id: number };
  }

  const admin = await createAdmin(app);
  const png = await drawImage('png', 320, 160);
  const image = (filename = 'a.png') => ({ filename, data: png, contentType: 'image/png' });

  // Catalogue, standards, slides, homepage, courses: the administrator's.
  let serial = 0;
  const next = () => {
    serial += 1;
    return serial;
  };
  const catalogFields = (kind: string) => {
    const n = next();
    return {
      name: `${kind}${n}号`,
      en_name: `${kind} ${n}`,
      category: 'civil',
      description: '矩阵测试条目',
      en_description: 'A matrix entry',
    };
  };
  const newMajor = async () => (await call(admin, 'POST', '/u/v1/admin/add/major', catalogFields('专业'))).id;
  const newCert = async () => (await call(admin, 'POST', '/u/v1/admin/add/cert', multipart(catalogFields('证书')))).id;
  const major = await newMajor();
  const cert = await newCert();

  // Seekers hold a major and a certificate: a resume without one cannot apply.
  const holding = { major_ids: [major], cert_ids: [cert] };
  const [seeker, seeker2] = [
    await registerSeekerWithResume(app, '王工', { enable_resume: 0, ...holding }),
    await registerSeekerWithResume(app, '李工', { enable_resume: 0, ...holding }),
  ];
  /** A seeker with a closed resume who never applies: HRs may ask to view it. */
  const target = await registerSeekerWithResume(app, '孙工', { enable_resume: 0, ...holding });
  const hr = await registerUser(app, { role: ROLES.hr });
  const hr2 = await registerUser(app, { role: ROLES.hr });
  const disabled = await registerSeekerWithResume(app, '赵工');
  const expired = await registerSeekerWithResume(app, '钱工');
  /** A user the administrator's user calls change, not one of the callers. */
  const spare = await registerUser(app, { role: ROLES.seeker });

  const standard = await addStandard(app, { crude_num: 0 });
  const paidStandard = await addStandard(app, { ch_name: '付费规范', en_name: 'Paid code', crude_num: 5 });
  const newStandard = () => addStandard(app, { ch_name: `规范${next()}` });

  const slideFields = () => ({ title: `轮播${next()}`, en_title: 'Slide', link: '/jobs' });
  const newSlide = async () =>
    (await call(admin, 'POST', '/u/v1/admin/add/slide', multipart(slideFields(), image()))).id;
  const slide = await newSlide();

  const homepageFields = () => ({
    section: 'service',
    title: `服务${next()}`,
    en_title: 'Service',
    body: '矩阵测试',
    en_body: 'Matrix',
    link: '/jobs',
  });
  const newHomepageItem = async () =>
    (await call(admin, 'POST', '/u/v1/admin/add/homepage/item', multipart(homepageFields()))).id;
  const homepageItem = await newHomepageItem();

  const courseFields = () => ({
    title: `课程${next()}`,
    en_title: 'Course',
    summary: '矩阵测试课程',
    en_summary: 'A matrix course',
    category: 'exam',
    level: 'beginner',
    outline: JSON.stringify([{ title: '第一课', en_title: 'Lesson one', minutes: 30 }]),
    published: '1',
  });
  const newCourse = async () => (await call(admin, 'POST', '/u/v1/admin/add/course', multipart(courseFields()))).id;
  const course = await newCourse();

  // The HR's company, approved job and applicant; the seeker's projects, photos, saved things and messages.
  await call(hr, 'POST', '/u/v1/hr/update/company', {
    hr_name: '王敏',
    email: 'hr@example.com',
    address: '上海市浦东新区',
    wechat: 'hrwang',
    mobile: '13800000000',
    company_name: '华东建筑设计院',
    company_desc: '设计院',
  });
  const pendingJob = async () =>
    (await call(hr, 'POST', '/u/v1/hr/add/job', { ...jobForm({ title: `岗位${next()}` }), wechat: 'hrwang' })).id;
  const newJob = async () => {
    const id = await pendingJob();
    await call(admin, 'POST', '/u/v1/admin/review/job', { id, decision: 'approve', reason: '', revision: 1 });
    return id;
  };
  const endedJob = async () => {
    const id = await newJob();
    await call(hr, 'POST', '/u/v1/hr/end/job', { id });
    return id;
  };
  // View requests go out before the seeker applies (an application already opens the resume to the job's HR).
  const grantedRequest = (
    await call(hr, 'POST', '/u/v1/hr/apply/user/resume', { hunter_id: seeker.id, message: '您好' })
  ).request_id as number;
  await call(seeker, 'POST', '/u/v1/hunter/answer/view/request', { request_id: grantedRequest, allow: true });
  /** Left unanswered for the matrix's answer cell: asked by hr2, whose requests the seeker may still answer. */
  const pendingRequest = (
    await call(hr2, 'POST', '/u/v1/hr/apply/user/resume', { hunter_id: seeker.id, message: '您好' })
  ).request_id as number;

  const job = await newJob();
  const apply = async (jobId: number) =>
    (await call(seeker, 'POST', '/u/v1/hunter/submit/resume', { job_id: jobId, open_days: 7 })) as unknown as {
      application_id?: number;
      id?: number;
    };
  await apply(job);
  const applicationOf = async (jobId: number) => {
    const list = await call(hr, 'GET', `/u/v1/hr/get/job/applicants?job_id=${jobId}`);
    const rows = list as unknown as Array<{ application_id?: number; id?: number }>;
    const row = rows[0];
    const id = row?.application_id ?? row?.id;
    if (!id) throw new Error(`authz world: no application on job ${jobId}: ${JSON.stringify(list)}`);
    return id;
  };
  const application = await applicationOf(job);
  const newApplication = async () => {
    const jobId = await newJob();
    await apply(jobId);
    return applicationOf(jobId);
  };

  const projectFields = () => ({
    project_name: `项目${next()}`,
    position: '项目经理',
    description: '施工管理',
    start_time: '2015-03-01',
    end_time: '2017-06-30',
  });
  const newProject = async () => (await call(seeker, 'POST', '/u/v1/hunter/add/project', projectFields())).id;
  await newProject();
  await call(seeker, 'POST', '/u/v1/hunter/add/major', { major_id: major });
  await call(seeker, 'POST', '/u/v1/hunter/add/cert', { cert_id: cert });
  const certPic = await call(
    seeker,
    'POST',
    '/u/v1/hunter/upload/cert/pic',
    multipart({ title: '一级建造师' }, image('c.png')),
  );
  const projectPic = await call(
    seeker,
    'POST',
    '/u/v1/hunter/upload/project/pic',
    multipart({ project_name: '上海中心', desc: '现场' }, image('p.png')),
  );
  const newSavedSearch = async () =>
    (await call(seeker, 'POST', '/u/v1/hunter/save/search', { name: `搜索${next()}`, query: { key_word: '结构' } })).id;
  const savedSearch = await newSavedSearch();

  // Oil for every signed-in caller, so buying a paid standard is not refused for want of it.
  for (const user of [seeker, seeker2, hr, hr2, admin]) {
    await call(admin, 'POST', '/u/v1/admin/grant/oil', { user_id: user.id, amount: 50, reason: '矩阵测试' });
  }

  const messages = (await call(seeker, 'GET', '/u/v1/user/get/messages?p_size=50')) as unknown as Array<{
    message_id: number;
  }>;
  const message = messages[0]?.message_id;
  if (!message) throw new Error(`authz world: the seeker has no message: ${JSON.stringify(messages)}`);

  // A bid shortlisting the seeker, and its client's credential.
  const bid = await call(admin, 'POST', '/u/v1/admin/add/bid', {
    title: '矩阵投标',
    client_name: '上海机场集团',
    note: '',
    expires_at: inDays(30),
  });
  /** Puts the seeker (a closed resume) on a bid: she is asked first; answers her newest request's id. */
  const shortlistSeeker = async (bidId: number) => {
    await call(admin, 'POST', '/u/v1/admin/set/bid/engineers', {
      bid_id: bidId,
      engineers: [{ user_id: seeker.id, position: '项目经理' }],
    });
    const inbox = (await call(seeker, 'GET', '/u/v1/user/get/messages?p_size=50')) as unknown as Array<{
      message_type: string;
      event_id: number;
    }>;
    const asked = inbox.find((m) => m.message_type === 'bid_consent_request')?.event_id;
    if (!asked) throw new Error('authz world: the seeker was not asked to be shown on the bid');
    return asked;
  };
  // She agrees to this one (docs/decisions/0123-bids.md), so its client sees her.
  await call(seeker, 'POST', '/u/v1/hunter/answer/bid/consent', {
    consent_id: await shortlistSeeker(bid.id),
    allow: true,
  });
  /** A second bid's request she has not answered. */
  const pendingConsent = await shortlistSeeker(
    (
      await call(admin, 'POST', '/u/v1/admin/add/bid', {
        ...{ title: '矩阵投标 2', client_name: '客户', note: '' },
        expires_at: inDays(30),
      })
    ).id,
  );
  const verified = await call(null, 'POST', `/u/v1/client/get${bid.link}`, { verify_code: bid.code });
  const engineers = verified.data as unknown as Array<{ engineer_id: number }>;
  const newBid = async () =>
    (
      await call(admin, 'POST', '/u/v1/admin/add/bid', {
        title: `投标${next()}`,
        client_name: '客户',
        note: '',
        expires_at: inDays(30),
      })
    ).id;

  // The forum: the seeker's posts (written straight into the table: posting is rate limited) and comment.
  const newPost = async (extra: Partial<typeof forumPosts.$inferInsert> = {}) => {
    const [row] = await app.database.db
      .insert(forumPosts)
      .values({
        authorId: seeker.id,
        category: 'practice',
        title: `深基坑支护方案${next()}`,
        body: '地下两层，周边有老旧民房。',
        html: '<p>地下两层，周边有老旧民房。</p>',
        ...extra,
      })
      .returning();
    if (!row) throw new Error('authz world: no forum post');
    return row.id;
  };
  const post = await newPost();
  /** Hidden by an administrator: its author and administrators see it, to everyone else it does not exist. */
  const hiddenPost = await newPost({ hidden: true });
  const newComment = async () =>
    (await call(seeker, 'POST', '/u/v1/forum/create/comment', { post_id: post, body: `同意${next()}` })).id;
  const comment = await newComment();

  // The disabled caller signed in before an administrator disabled them; the expired one's session has run out.
  await call(admin, 'POST', '/u/v1/admin/update/user/disabled', { user_id: disabled.id, disabled: 1 });
  await app.database.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(sessions.userId, expired.id));

  /** Every id of a list an administrator reorders (a reorder names them all). */
  const allIds = async (kind: 'major' | 'cert' | 'slide' | 'homepage') => {
    const url = {
      major: '/u/v1/admin/get/major/list?p_size=100',
      cert: '/u/v1/admin/get/cert/list?p_size=100',
      slide: '/u/v1/admin/get/slide/list',
      homepage: '/u/v1/admin/get/homepage/list?section=service&p_size=50',
    }[kind];
    const rows = (await call(admin, 'GET', url)) as unknown as Array<{ id: number }>;
    return rows.map((row) => row.id);
  };

  const certPicRow = certPic as unknown as { id: number; cert_url: string };
  return {
    users: { admin, seeker, seeker2, target, hr, hr2, disabled, expired, spare },
    tokens: {
      seeker: seeker.token,
      seeker2: seeker2.token,
      hr: hr.token,
      hr2: hr2.token,
      admin: admin.token,
      disabled: disabled.token,
      expired: expired.token,
    } satisfies Record<Exclude<CallerName, 'anonymous' | 'bidHolder'>, string>,
    bid: {
      id: bid.id,
      link: String(bid.link),
      code: String(bid.code),
      access: String(verified.access_token),
      engineer: engineers[0]?.engineer_id ?? 0,
    },
    major,
    cert,
    standard,
    paidStandard,
    slide,
    homepageItem,
    course,
    job,
    application,
    certPic: certPicRow.id,
    certPicUrl: certPicRow.cert_url,
    projectPic: (projectPic as unknown as { pic_id: number }).pic_id,
    savedSearch,
    grantedRequest,
    pendingRequest,
    pendingConsent,
    forum: { post, hiddenPost, comment },
    message,
    image,
    allIds,
    nextPhone,
    fresh: {
      major: newMajor,
      cert: newCert,
      standard: newStandard,
      slide: newSlide,
      homepageItem: newHomepageItem,
      course: newCourse,
      pendingJob,
      job: newJob,
      endedJob,
      application: newApplication,
      bid: newBid,
      project: newProject,
      post: () => newPost(),
      comment: newComment,
      savedSearch: newSavedSearch,
      captcha: () => getCaptchaId(app),
    },
    fields: {
      catalog: catalogFields,
      slide: slideFields,
      homepage: homepageFields,
      course: courseFields,
      project: projectFields,
    },
  };
}
