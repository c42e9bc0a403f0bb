import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@app/shared';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, ElementHandle, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, type Harness, inFlight, loginAs, loginViaApi, openBrowser, type TestUser } from '../src/harness.ts';
import {
  demoIds,
  type Ids,
  LOGINS,
  storeLanguage,
  unvisitedRoutes,
  VISITS,
  type VisitRole,
} from '../src/page-visits.ts';

/**
 * Accessibility: axe-core with the WCAG 2.2 AA rules finds nothing on any page of the route table (PAGE_ROUTES, which
 * equals packages/web/src/app/routes.tsx), seen by the role the page is for, in Chinese and in English, nor in the main
 * dialog each page opens (src/page-visits.ts). One browser; one context per role, its stored language (and the language
 * cookie the server draws pages in) switched between the two passes. A failure lists every violation: rule, target, page, language.
 */

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANGUAGES: Language[] = ['zh', 'en'];
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };
/** A page or a dialog settles within this (a cold page on a busy machine takes seconds). */
const SETTLE_MS = 30_000;

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

let h: Harness;
let ids: Ids;
beforeAll(async () => {
  [h, ids] = await Promise.all([openBrowser(), demoIds()]);
});
afterAll(async () => {
  await h?.close();
});

it('covers every route of the route table', () => {
  expect(unvisitedRoutes()).toEqual([]);
});

describe.each(Object.keys(VISITS) as VisitRole[])('WCAG 2.2 AA: %s', (role) => {
  let context: BrowserContext;
  let page: Page;
  let pending: Set<Request>;

  beforeAll(async () => {
    page = await h.newPage('zh');
    context = page.context();
    await context.addInitScript(countChanges);
    pending = inFlight(page);
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
