import { type BidDetail, bidToday, RESUME_PDF } from '@app/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  DEMO,
  type Harness,
  loginAs,
  loginViaApi,
  openBrowser,
  POLL,
  registerSeekerWithResume,
  toast,
} from '../src/harness.ts';

/**
 * Bids end to end, in zh and en: the demo administrator makes a bid with two engineers through the API; a visitor
 * without a login opens the bid's random link /bid/info/{slug} as the admin page shows it, types a wrong code (the server's message and the bilingual dialog), then the
 * right one, sees the two cards in the administrator's order, survives a reload, opens an engineer, switches the
 * language inside the resume dialog and exports both PDFs.
 */

const TEXT = {
  zh: {
    code: '验证码',
    verify: /^验\s?证$/,
    wrong: '验证码错误，请核对后重新输入',
    ended: '访问已失效，请重新输入验证码',
    contact: '联系方式',
    other: { switch: 'English', contact: 'Contact', exportNormal: 'Export PDF', exportA4: 'Export printable A4' },
    exported: 'PDF exported',
    admin: {
      search: '搜索标题或客户名称',
      engineers: /工程师$/,
      pool: '从人才库添加',
      attempts: /验证记录$/,
      failure: '失败',
      success: '成功',
    },
  },
  en: {
    code: 'Verification code',
    verify: /^Verify$/,
    wrong: 'Wrong verification code; please check it and try again',
    ended: 'Your access has ended; please enter the verification code again',
    contact: 'Contact',
    other: { switch: '中文', contact: '联系方式', exportNormal: '导出 PDF', exportA4: '导出 A4 打印版' },
    exported: 'PDF 导出成功',
    admin: {
      search: 'Search title or client',
      engineers: /Engineers$/,
      pool: 'Add from the talent pool',
      attempts: /Attempts$/,
      failure: 'Failure',
      success: 'Success',
    },
  },
} as const;

/** A bid of the demo administrator with two fresh engineers (each a seeker with a resume), valid for a week. */
async function bidWithTwoEngineers(language: 'zh' | 'en') {
  const admin = await loginViaApi(DEMO.admin);
  const [first, second] = [await registerSeekerWithResume(), await registerSeekerWithResume()];
  if (!first || !second) throw new Error('no engineers');
  const created = (await callApi('/u/v1/admin/add/bid', admin.token, {
    title: `E2E bid ${language} ${Date.now()}`,
    client_name: 'E2E client',
    note: '',
    expires_at: bidToday(new Date(Date.now() + 7 * 86_400_000)),
  })) as unknown as BidDetail;
  const bid = (await callApi('/u/v1/admin/set/bid/engineers', admin.token, {
    bid_id: created.id,
    engineers: [
      { user_id: first.id, position: '结构负责人' },
      { user_id: second.id, position: 'Drainage engineer' },
    ],
  })) as unknown as BidDetail;
  return { bid, engineers: [first, second] };
}

/** A code of the right shape that is not the bid's. */
const wrongCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return file;
}

describe.each(['zh', 'en'] as const)('public bid page (%s)', (language) => {
  const t = TEXT[language];
  let h: Harness;
  beforeAll(async () => {
    h = await openBrowser();
  });
  afterAll(() => h.close());

  it('a visitor without a login: wrong code (dialog), right code, cards, an engineer, language switch, both PDFs', async () => {
    const { bid, engineers } = await bidWithTwoEngineers(language);
    const page = await h.newPage(language);
    expect(bid.link).toMatch(/^\/bid\/info\/[A-Za-z0-9_-]{24}$/);
    await page.goto(h.url(bid.link));
    const codeBox = page.getByLabel(t.code, { exact: true });
    await codeBox.waitFor();
    expect(new URL(page.url()).pathname).toBe(bid.link);

    await codeBox.fill(wrongCode(bid.code));
    await page.getByRole('button', { name: t.verify }).click();
    await toast(page, t.wrong);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('验证码不能包含空格、制表符等特殊字符', { exact: false }).waitFor();
    await dialog
      .getByText('The code cannot contain special characters such as spaces or tabs', { exact: false })
      .waitFor();
    await h.screenshot(page, `bid-wrong-code-${language}`);
    await dialog.getByRole('button', { name: /OK/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await codeBox.fill(bid.code.toLowerCase());
    // The server's answer first (under CI load it can take seconds): a failure then says what the server said.
    // Awaited together with the click, so a failed click leaves no wait behind to reject after the test (a retry's
    // pass would otherwise end in an unhandled rejection).
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/u/v1/client/get${bid.link}`), {
        timeout: 30_000,
      }),
      page.getByRole('button', { name: t.verify }).click(),
    ]);
    expect(answer.status(), (await answer.text()).slice(0, 300)).toBe(200);
    const cards = page.getByTestId('engineer-card');
    await expect.poll(() => cards.count(), POLL).toBe(2);
    await cards
      .nth(0)
      .getByText(engineers[0]?.nick_name ?? '')
      .waitFor();
    await cards.nth(0).getByText('结构负责人').waitFor();
    await cards.nth(1).getByText('Drainage engineer').waitFor();

    // Verified state survives a reload (the credential in sessionStorage, never the code).
    await page.reload();
    await expect.poll(() => cards.count(), POLL).toBe(2);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(bid.code);
    await h.screenshot(page, `bid-cards-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await h.screenshot(page, `bid-cards-phone-${language}`);
    await page.setViewportSize({ width: 1366, height: 860 });

    await cards.nth(0).click();
    const resume = page.getByRole('dialog');
    const viewer = resume.getByTestId('resume-viewer');
    await viewer.getByText(t.contact, { exact: true }).waitFor();
    await viewer.getByText('三年结构设计经验。').waitFor();

    await resume.getByText(t.other.switch, { exact: true }).click();
    await viewer.getByText(t.other.contact, { exact: true }).waitFor();
    await h.screenshot(page, `bid-resume-${language}`);

    const normal = await download(page, t.other.exportNormal);
    expect(normal.suggestedFilename()).toMatch(new RegExp(`^${RESUME_PDF.filePrefix}.*\\.pdf$`));
    await toast(page, t.exported);
    const a4 = await download(page, t.other.exportA4);
    expect(a4.suggestedFilename()).toMatch(/\.pdf$/);

    // The administrator finds the bid on /admin/bid, its engineers in order and the two attempts in its log.
    const adminPage = await h.newPage(language);
    await loginAs(adminPage, await loginViaApi(DEMO.admin));
    await adminPage.goto(h.url('/admin/bid'));
    await adminPage.getByLabel(t.admin.search, { exact: true }).fill(bid.title);
    await adminPage.getByLabel(t.admin.search, { exact: true }).press('Enter');
    const row = adminPage.locator('tr', { hasText: bid.title });
    await row.getByText(bid.code, { exact: true }).waitFor();
    await row.getByText(bid.link, { exact: true }).waitFor();
    await row.getByRole('button', { name: t.admin.engineers }).click();
    const drawer = adminPage.getByRole('dialog').filter({ hasText: t.admin.pool });
    await expect.poll(() => drawer.getByTestId('bid-engineer-row').count(), POLL).toBe(2);
    await drawer
      .getByTestId('bid-engineer-row')
      .nth(0)
      .getByText(engineers[0]?.nick_name ?? '')
      .waitFor();
    await h.screenshot(adminPage, `admin-bid-engineers-${language}`);
    await adminPage.keyboard.press('Escape');
    await row.getByRole('button', { name: t.admin.attempts }).click();
    const log = adminPage.getByRole('dialog').filter({ hasText: t.admin.success });
    await log.getByText(t.admin.failure, { exact: true }).first().waitFor();
    await log.getByText(t.admin.success, { exact: true }).first().waitFor();
    await h.screenshot(adminPage, `admin-bid-attempts-${language}`);
  });

  it('a tab that verified earlier shows nothing of a bid revoked since: it asks for the code again', async () => {
    const { bid } = await bidWithTwoEngineers(language);
    const page = await h.newPage(language);
    await page.goto(h.url(bid.link));
    await page.getByLabel(t.code, { exact: true }).fill(bid.code);
    await page.getByRole('button', { name: t.verify }).click();
    const cards = page.getByTestId('engineer-card');
    await expect.poll(() => cards.count(), POLL).toBe(2);

    const admin = await loginViaApi(DEMO.admin);
    await callApi('/u/v1/admin/revoke/bid', admin.token, { id: bid.id });
    await page.reload();
    await toast(page, t.ended);
    await page.getByLabel(t.code, { exact: true }).waitFor();
    expect(await cards.count()).toBe(0);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('access_token');
  });
});
