/**
 * Every page of the route table (PAGE_ROUTES, which equals packages/web/src/app/routes.tsx) as the role it is for sees
 * it: the visits the page walks (a11y.e2e.ts, hydration.e2e.ts) make, with the demo data each route's parameter stands
 * for and the main dialog each page opens.
 *
 *   const ids = await demoIds();
 *   for (const visit of VISITS['job seeker']) await page.goto(h.url(visit.path?.(ids) ?? visit.route));
 */
import {
  type BidDetail,
  bidToday,
  DOCUMENT_COOKIES,
  type Language,
  PAGE_ROUTES,
  ROLES,
  STORAGE_KEYS,
  type Standard,
} from '@app/shared';
import type { Locator, Page } from 'playwright-core';
import {
  baseUrl,
  callApi,
  DEMO,
  loginViaApi,
  registerSeekerWithResume,
  registerViaApi,
  type TestUser,
} from './harness.ts';

export type Ids = {
  job: number;
  talent: number;
  closedTalent: number;
  certificate: number;
  major: number;
  standard: number;
  course: number;
  ownPost: number;
  forumUser: number;
  bid: { link: string; code: string };
};

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** A dialog the page opens: `open` clicks what opens it and answers the dialog's outermost element. */
type Dialog = { name: string; open: (page: Page, ids: Ids) => Promise<Locator> };

export type Visit = {
  route: PageRoute;
  /** What the route's parameter is (the address to open), when it has one. */
  path?: (ids: Ids) => string;
  /** Told apart from another visit of the same route in the report. */
  state?: string;
  /** Before the page is opened (on the previous page of the same origin). */
  before?: (page: Page) => Promise<unknown>;
  /** Once the page has settled: brings it to the state audited. */
  prepare?: (page: Page, ids: Ids) => Promise<unknown>;
  dialogs?: Dialog[];
};

/** Routes that only send the browser on to another route, visited there. */
const REDIRECTS: PageRoute[] = ['/', '/admin', '/admin/com', '/user'];

/** A control's accessible name in either language: the whole name, or its end after an icon's name. */
const named = (zh: string, en: string) => new RegExp(`(^|\\s)(${zh}|${en})$`);
const button = (page: Page, name: RegExp) => page.getByRole('button', { name }).first();

/** Shows the page's tab of that name. */
const openTab = (page: Page, name: RegExp) => page.getByRole('tab', { name }).click();

/** A dialog (a modal or a drawer) opened by the page's first button of that name. */
function dialogOf(name: string, opener: RegExp): Dialog {
  return {
    name,
    open: async (page) => {
      await button(page, opener).click();
      return page.getByRole('dialog').last();
    },
  };
}

/** A confirmation popover (antd's Popconfirm) opened by the page's first button of that name. */
function confirmOf(name: string, opener: RegExp): Dialog {
  return {
    name,
    open: async (page) => {
      await button(page, opener).click();
      return page.locator('.ant-popconfirm:visible').last();
    },
  };
}

export type VisitRole = 'signed out' | 'job seeker' | 'HR' | 'administrator';

export const VISITS: Record<VisitRole, Visit[]> = {
  'signed out': [
    { route: '/login' },
    { route: '/resume' },
    { route: '/company' },
    {
      route: '/bid/info/:id',
      state: 'before the code',
      path: (ids) => ids.bid.link,
      before: (page) => page.evaluate(() => sessionStorage.clear()),
      dialogs: [
        {
          name: 'a refused code',
          open: async (page, ids) => {
            await page.getByRole('textbox').fill(ids.bid.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
            await button(page, named('验\\s?证', 'Verify')).click();
            return page.getByRole('dialog');
          },
        },
      ],
    },
    {
      route: '/bid/info/:id',
      state: 'after the code',
      path: (ids) => ids.bid.link,
      before: (page) => page.evaluate(() => sessionStorage.clear()),
      prepare: async (page, ids) => {
        await page.getByRole('textbox').fill(ids.bid.code);
        await button(page, named('验\\s?证', 'Verify')).click();
        await page.getByTestId('engineer-card').first().waitFor();
      },
      dialogs: [
        {
          name: "an engineer's resume",
          open: async (page) => {
            await page.getByTestId('engineer-card').first().click();
            return page.getByRole('dialog');
          },
        },
      ],
    },
  ],
  'job seeker': [
    {
      route: '/home',
      dialogs: [
        {
          name: 'notifications',
          open: async (page) => {
            await button(page, named('消息通知.*', 'Notifications.*')).click();
            return page.locator('.ant-popover:visible, .ant-drawer:visible').last();
          },
        },
      ],
    },
    { route: '/hot-majors' },
    { route: '/jobs', dialogs: [dialogOf('save the search', named('保存搜索', 'Save search'))] },
    {
      route: '/job/:id',
      path: (ids) => `/job/${ids.job}`,
      dialogs: [dialogOf('apply', named('投递简历', 'Submit resume'))],
    },
    { route: '/certificate/:id', path: (ids) => `/certificate/${ids.certificate}` },
    { route: '/major/:id', path: (ids) => `/major/${ids.major}` },
    { route: '/standards' },
    {
      route: '/standard/:id',
      path: (ids) => `/standard/${ids.standard}`,
      dialogs: [dialogOf('buy', /^(购买|Buy) /)],
    },
    { route: '/courses' },
    { route: '/course/:id', path: (ids) => `/course/${ids.course}` },
    { route: '/forum' },
    {
      route: '/forum/post/:id',
      path: (ids) => `/forum/post/${ids.ownPost}`,
      dialogs: [confirmOf('delete the post', named('删除', 'Delete'))],
    },
    { route: '/forum/create' },
    { route: '/forum/edit/:id', path: (ids) => `/forum/edit/${ids.ownPost}` },
    { route: '/forum/user/:id', path: (ids) => `/forum/user/${ids.forumUser}` },
    { route: '/company' },
    { route: '/user/avatar' },
    { route: '/user/password' },
    { route: '/user/messages' },
    {
      route: '/user/messages',
      state: 'who viewed me',
      prepare: (page) => openTab(page, named('谁看过我的简历', 'Who viewed me')),
    },
    {
      route: '/user/messages',
      state: 'permissions',
      prepare: (page) => openTab(page, named('已授权的查看', 'Permissions')),
    },
    { route: '/user/resume' },
    { route: '/user/certificate', dialogs: [confirmOf('delete a picture', named('删除', 'Delete'))] },
    { route: '/user/project-images' },
    { route: '/user/job-seek', dialogs: [confirmOf('withdraw an application', named('撤回', 'Withdraw'))] },
    { route: '/user/job-seek', state: 'saved jobs', path: () => '/user/job-seek?tab=saved' },
    { route: '/user/job-seek', state: 'saved searches', path: () => '/user/job-seek?tab=searches' },
    { route: '/user/standard' },
  ],
  HR: [
    { route: '/home' },
    { route: '/talents' },
    { route: '/talent/:id', path: (ids) => `/talent/${ids.talent}` },
    {
      route: '/talent/:id',
      state: 'a closed resume',
      path: (ids) => `/talent/${ids.closedTalent}`,
      dialogs: [dialogOf('request to view', named('申请查看简历', 'Request to view'))],
    },
    { route: '/user/avatar' },
    { route: '/user/password' },
    { route: '/user/company' },
    {
      route: '/user/job-post',
      dialogs: [
        dialogOf('post a job', named('发布职位', 'Post a job')),
        dialogOf('applicants', named('投递.*', 'Applicants.*')),
      ],
    },
    { route: '/user/resume-permissions' },
  ],
  administrator: [
    { route: '/admin/dashboard' },
    {
      route: '/admin/users',
      dialogs: [
        dialogOf('oil', named('油量', 'Oil')),
        confirmOf('reset the password', named('重置密码', 'Reset password')),
      ],
    },
    { route: '/admin/jobs', dialogs: [dialogOf('review', named('审核|查看', 'Review|View'))] },
    { route: '/admin/certificates', dialogs: [dialogOf('add', named('新增证书', 'Add certificate'))] },
    { route: '/admin/majors', dialogs: [dialogOf('add', named('新增专业', 'Add major'))] },
    { route: '/admin/standards', dialogs: [dialogOf('upload', named('上传标准', 'Upload standard'))] },
    { route: '/admin/courses', dialogs: [dialogOf('add', named('新增课程', 'Add course'))] },
    { route: '/admin/forum' },
    { route: '/admin/carousel', dialogs: [dialogOf('edit', named('编辑', 'Edit'))] },
    {
      route: '/admin/bid',
      dialogs: [dialogOf('new bid', named('新建投标', 'New bid')), dialogOf('engineers', named('工程师', 'Engineers'))],
    },
    { route: '/admin/com/service', dialogs: [dialogOf('add', named('新增', 'Add'))] },
    { route: '/admin/com/achievement' },
    { route: '/admin/com/qualification' },
    { route: '/admin/com/carousel' },
    { route: '/admin/audit' },
    { route: '/user/password' },
  ],
};

export const LOGINS: Record<VisitRole, string | null> = {
  'signed out': null,
  'job seeker': DEMO.seeker,
  HR: DEMO.hr,
  administrator: DEMO.admin,
};

/** The first `id` of a list answer (an array, or an object holding one). */
function firstId(data: unknown): number {
  const list = Array.isArray(data)
    ? data
    : Object.values(data as Record<string, unknown>).find((value): value is unknown[] => Array.isArray(value));
  const id = (list?.[0] as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number') throw new Error(`no id in ${JSON.stringify(data).slice(0, 200)}`);
  return id;
}

/** A bid of the demo administrator with one engineer, valid for a week: its link and code. */
async function bid(admin: TestUser) {
  const engineer = await registerSeekerWithResume();
  const created = (await callApi('/u/v1/admin/add/bid', admin.token, {
    title: `E2E bid ${Date.now()}`,
    client_name: 'E2E client',
    note: '',
    expires_at: bidToday(new Date(Date.now() + 7 * 86_400_000)),
  })) as unknown as BidDetail;
  const done = (await callApi('/u/v1/admin/set/bid/engineers', admin.token, {
    bid_id: created.id,
    engineers: [{ user_id: engineer.id, position: '结构负责人' }],
  })) as unknown as BidDetail;
  return { link: done.link, code: done.code };
}

/** A job seeker whose resume is closed: an HR reading it asks to first. */
async function closedTalent(): Promise<number> {
  const seeker = await registerViaApi({ role: ROLES.seeker });
  await callApi('/u/v1/hunter/save/resume', seeker.token, {
    ...{ nick_name: seeker.nick_name, chinese_name: '', birthday: '1990-03-01', email: `${seeker.phone}@example.com` },
    ...{ address: '上海市浦东新区', gender: 'female', status: 2, experience: 5, degree: 2, enable_resume: 0 },
    self_desc: '五年给排水设计经验。',
    major_ids: [],
    cert_ids: [],
    projects: [
      {
        project_name: '测试项目',
        position: '给排水工程师',
        description: '给排水施工图设计',
        start_time: '2021-01-01',
        end_time: '2022-01-01',
      },
    ],
  });
  return seeker.id;
}

/** The demo data each parameter of a route stands for, chosen so that the page's dialog can open. */
export async function demoIds(): Promise<Ids> {
  const [seeker, admin] = [await loginViaApi(DEMO.seeker), await loginViaApi(DEMO.admin)];
  const get = (pathname: string, body?: Record<string, unknown>) => callApi(pathname, seeker.token, body);
  // A recruiting job the seeker has not applied to; a standard for sale the seeker has not bought.
  const hot = (await get('/u/v1/hunter/get/hot/jobs')) as unknown as { id: number }[];
  let job = 0;
  for (const { id } of hot) {
    const detail = (await get(`/u/v1/hunter/get/job?id=${id}`)) as { application?: unknown };
    if (!detail.application) {
      job = id;
      break;
    }
  }
  if (!job) throw new Error('the demo seeker has applied to every hot job');
  const standards = (await get('/u/v1/user/get/standard/list', {})) as unknown as Standard[];
  const [forSale] = standards.filter((s) => !s.purchased).sort((a, b) => a.crude_num - b.crude_num);
  if (!forSale) throw new Error('the demo seeker has bought every standard');
  // Enough oil to buy it, so its Buy button opens the confirmation rather than saying why not.
  const oil = Number((await get('/u/v1/user/get/crude/and/profile')).crude_num);
  if (oil < forSale.crude_num) {
    const grant = { user_id: seeker.id, amount: forSale.crude_num - oil, reason: 'e2e page walk' };
    await callApi('/u/v1/admin/grant/oil', admin.token, grant);
  }
  return {
    job,
    talent: seeker.id,
    closedTalent: await closedTalent(),
    certificate: firstId(await get('/u/v1/user/get/cert/list')),
    major: firstId(await get('/u/v1/user/get/major/list')),
    standard: forSale.id,
    course: firstId(await get('/u/v1/user/get/course/list')),
    ownPost: firstId(await get(`/u/v1/forum/get/user/posts?id=${seeker.id}`)),
    forumUser: seeker.id,
    bid: await bid(admin),
  };
}

/** The routes of the table no visit opens (none but the redirects, else a walk misses a page). */
export function unvisitedRoutes(): PageRoute[] {
  const visited = new Set(Object.values(VISITS).flatMap((visits) => visits.map((visit) => visit.route)));
  return PAGE_ROUTES.filter((route) => !visited.has(route) && !REDIRECTS.includes(route));
}

/** Stores the language as the app's language switch does: in local storage, and in the cookie the server draws by. */
export async function storeLanguage(page: Page, language: Language) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.language, language] as const);
  await page
    .context()
    .addCookies([{ name: DOCUMENT_COOKIES.language, value: language, url: baseUrl(), sameSite: 'Strict' }]);
}
