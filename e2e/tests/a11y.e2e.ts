import fs from 'node:fs';
import { createRequire } from 'node:module';
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
import type { AxeResults } from 'axe-core';
import type { BrowserContext, ElementHandle, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  callApi,
  DEMO,
  type Harness,
  loginAs,
  loginViaApi,
  openBrowser,
  registerSeekerWithResume,
  registerViaApi,
  type TestUser,
} from '../src/harness.ts';

/**
 * Accessibility: axe-core with the WCAG 2.2 AA rules finds nothing on any page of the route table (PAGE_ROUTES, which
 * equals packages/web/src/app/routes.tsx), seen by the role the page is for, in Chinese and in English, nor in the main
 * dialog each page opens. One browser; one context per role, its stored language (and the language cookie the server
 * draws light pages in) switched between the two passes. A failure lists every violation: rule, target, page, language.
 */

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANGUAGES: Language[] = ['zh', 'en'];
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };
/** A page or a dialog settles within this (a cold page on a busy machine takes seconds). */
const SETTLE_MS = 30_000;

type Ids = {
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

type PageRoute = (typeof PAGE_ROUTES)[number];

/** A dialog the page opens: `open` clicks what opens it and answers the dialog's outermost element. */
type Dialog = { name: string; open: (page: Page, ids: Ids) => Promise<Locator> };

type Visit = {
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

/** Routes that only send the browser on to another route, audited there. */
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

const VISITS: Record<'signed out' | 'job seeker' | 'HR' | 'administrator', Visit[]> = {
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

const LOGINS: Record<keyof typeof VISITS, string | null> = {
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
    title: `A11y bid ${Date.now()}`,
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
async function demoIds(): Promise<Ids> {
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
    const grant = { user_id: seeker.id, amount: forSale.crude_num - oil, reason: 'a11y e2e' };
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

/** In every document of a context: counts the DOM's changes, so a test can tell when the page has stopped drawing. */
function countChanges() {
  const counter = { changes: 0 };
  (window as unknown as { domChanges: typeof counter }).domChanges = counter;
  new MutationObserver((records) => {
    counter.changes += records.length;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * What the page is still doing (loading, drawing, moving), or '' when nothing, and how often its DOM has changed;
 * answered after the next frame (and the tasks queued before it: a render an answer scheduled). With a dialog, only
 * the dialog counts: the button that opened it may spin until it closes.
 */
const pageState = (page: Page, dialog: ElementHandle<Element> | null) =>
  page.evaluate(async (scope) => {
    const changes = (window as unknown as { domChanges?: { changes: number } }).domChanges?.changes ?? 0;
    const doing = (): string => {
      if (document.readyState !== 'complete') return 'document loading';
      if (document.fonts.status !== 'loaded') return 'fonts loading';
      // A layout's <main> empty: its page's code or antd theme is still on its way.
      if (!scope && document.getElementById('main')?.childElementCount === 0) return 'main empty';
      const busy = (scope ?? document).querySelector('[inert], [aria-busy="true"], .ant-skeleton, .ant-spin-spinning');
      if (busy) return `busy: ${busy.outerHTML.slice(0, 120)}`;
      // Spinners turn, dialogs and drawers slide in, skeletons shimmer: all CSS animations or transitions.
      const moving = document.getAnimations().find((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const counts = !scope || (target && (target.contains(scope) || scope.contains(target)));
        return counts && animation.playState === 'running';
      });
      if (moving) return `moving: ${(moving as CSSAnimation).animationName ?? moving.constructor.name}`;
      return '';
    };
    const state = { doing: doing(), changes };
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return state;
  }, dialog);

/** Quiet frames in a row that count as settled: a lazy part resolving, an effect starting its request, fit between. */
const QUIET_FRAMES = 5;

/**
 * Waits until the page (or the dialog) has settled: no request in flight (but a message stream), nothing loading or
 * moving, fonts loaded, and the DOM unchanged over several frames in a row.
 */
async function settle(page: Page, pending: Set<Request>, dialog?: Locator) {
  const scope = dialog ? await dialog.elementHandle() : null;
  const deadline = Date.now() + SETTLE_MS;
  let quiet = 0;
  let changes = -1;
  let last = '';
  while (quiet < QUIET_FRAMES) {
    const state = await pageState(page, scope);
    last = pending.size > 0 ? `requests: ${[...pending].map((r) => r.url()).join(', ')}` : state.doing;
    quiet = last === '' && state.changes === changes ? quiet + 1 : 0;
    changes = state.changes;
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle: ${last || 'the DOM kept changing'}`);
  }
}

declare global {
  interface Window {
    axe?: typeof import('axe-core');
  }
}

/** axe's WCAG 2.2 AA violations in the page, or only inside `within` (a dialog's elements) when given. */
async function audit(page: Page, within?: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const dialog = within ? await within.elementHandle() : null;
  return page.evaluate(
    async ([tags, element]) => {
      const axe = window.axe;
      if (!axe) throw new Error('axe-core did not load');
      const results: AxeResults = await axe.run(element ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => {
          // A contrast failure says its colours and ratio; others their first check's message.
          const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
          const detail = data?.fgColor
            ? `${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1`
            : ((node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? '');
          return `${violation.id} (${violation.impact ?? ''}) ${node.target.join(' ')}: ${detail} <${node.html.slice(0, 160)}>`;
        }),
      );
    },
    [WCAG_22_AA, dialog] as const,
  );
}

/** Stores the language as the app's language switch does: in local storage, and in the cookie the server draws by. */
async function storeLanguage(page: Page, language: Language) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.language, language] as const);
  await page
    .context()
    .addCookies([{ name: DOCUMENT_COOKIES.language, value: language, url: baseUrl(), sameSite: 'Strict' }]);
}

let h: Harness;
let ids: Ids;
beforeAll(async () => {
  [h, ids] = await Promise.all([openBrowser(), demoIds()]);
});
afterAll(async () => {
  await h?.close();
});

it('covers every route of the route table', () => {
  const visited = new Set(Object.values(VISITS).flatMap((visits) => visits.map((visit) => visit.route)));
  expect(PAGE_ROUTES.filter((route) => !visited.has(route) && !REDIRECTS.includes(route))).toEqual([]);
});

describe.each(Object.keys(VISITS) as (keyof typeof VISITS)[])('WCAG 2.2 AA: %s', (role) => {
  let context: BrowserContext;
  let page: Page;
  const pending = new Set<Request>();

  beforeAll(async () => {
    page = await h.newPage('zh');
    context = page.context();
    await context.addInitScript(countChanges);
    const track = (request: Request) => {
      if (request.resourceType() !== 'eventsource') pending.add(request);
    };
    page.on('request', track);
    // The live message stream answers at once and stays open: not something the page waits for.
    page.on('response', (response) => {
      if (response.headers()['content-type']?.startsWith('text/event-stream')) pending.delete(response.request());
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    const phone = LOGINS[role];
    if (phone) await loginAs(page, (await loginViaApi(phone)) as TestUser);
    else await page.goto(new URL('/healthz', baseUrl()).toString());
  });
  afterAll(() => context?.close());

  it.each(VISITS[role].map((visit) => [`${visit.route}${visit.state ? ` (${visit.state})` : ''}`, visit] as const))(
    '%s',
    async (name, visit) => {
      const found: string[] = [];
      for (const language of LANGUAGES) {
        await storeLanguage(page, language);
        await visit.before?.(page);
        const address = visit.path?.(ids) ?? visit.route;
        await page.goto(h.url(address));
        await page.waitForFunction((lang) => document.documentElement.lang === lang, HTML_LANG[language]);
        await settle(page, pending);
        if (visit.prepare) {
          await visit.prepare(page, ids);
          await settle(page, pending);
        }
        const where = `${name} [${language}]`;
        for (const line of await audit(page)) found.push(`${line} — ${where}`);
        const dialogs = visit.dialogs ?? [];
        for (const [index, dialog] of dialogs.entries()) {
          const opened = await dialog.open(page, ids);
          await opened.waitFor();
          await settle(page, pending, opened);
          for (const line of await audit(page, opened)) found.push(`${line} — ${where}, dialog: ${dialog.name}`);
          // Closed for the next one (the last goes with the page).
          if (index < dialogs.length - 1) {
            await page.keyboard.press('Escape');
            await opened.waitFor({ state: 'hidden' });
          }
        }
      }
      expect(found, `${found.length} violations:\n${found.join('\n')}`).toEqual([]);
    },
    120_000,
  );
});
