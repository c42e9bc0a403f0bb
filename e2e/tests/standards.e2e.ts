import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { ROLES } from '@app/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  callApi,
  DEMO,
  type Harness,
  loginAs,
  loginViaApi,
  openBrowser,
  POLL,
  registerViaApi,
  toast,
} from '../src/harness.ts';

/**
 * The standards shop end to end, in zh and en: a job seeker with oil searches the standards, cancels a purchase, buys a
 * paid standard after confirming the oil to spend, sees the header's oil drop, downloads the PDF, and downloads it
 * again from /user/standard without paying.
 */

const PRICE = 7;
const GRANT = 20;

const TEXT = {
  zh: {
    chName: '中文名称',
    search: /搜\s*索/,
    buy: '购买',
    download: '下载',
    confirm: `确定花费 ${PRICE} 油量购买该标准吗？`,
    ok: '确认购买',
    cancel: /取\s*消/,
    cancelled: '已取消购买',
    bought: '购买成功，现在可以下载了',
    oil: (n: number) => `油量 ${n}`,
    price: `${PRICE} 油量`,
    short: (price: number, balance: number) => `油量不足：需要 ${price}，当前 ${balance}`,
  },
  en: {
    chName: 'Chinese name',
    search: 'Search',
    buy: 'Buy',
    download: 'Download',
    confirm: `Spend ${PRICE} oil to buy this standard?`,
    ok: 'Buy',
    cancel: 'Cancel',
    cancelled: 'Purchase cancelled',
    bought: 'Purchased: you can download it now',
    oil: (n: number) => `Oil ${n}`,
    price: `${PRICE} oil`,
    short: (price: number, balance: number) => `Not enough oil: needs ${price}, you have ${balance}`,
  },
} as const;

/** A one-page PDF (valid cross-reference table) that pdf.js can draw. */
function onePagePdf(title: string): string {
  const content = `BT /F1 18 Tf 60 760 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** A paid standard under a name no other test uses, uploaded by the demo administrator. */
async function uploadPaidStandard(adminToken: string, price = PRICE) {
  const tag = randomBytes(3).toString('hex');
  const standard = { ch_name: `测试桥梁规范${tag}`, en_name: `Test bridge code ${tag}`, ver: `JTG ${tag}-2026` };
  const form = new FormData();
  for (const [key, value] of Object.entries(standard)) form.append(key, value);
  form.append('comment', '端到端测试用');
  form.append('crude_num', String(price));
  form.append('file', new Blob([onePagePdf(`JTG ${tag}`)], { type: 'application/pdf' }), 'test.pdf');
  const res = await fetch(new URL('/u/v1/user/upload/standard', baseUrl()), {
    method: 'POST',
    headers: { 'x-token': adminToken },
    body: form,
  });
  const json = (await res.json()) as { data: { id: number }; msg: string };
  if (!res.ok) throw new Error(`upload: ${res.status} ${json.msg}`);
  return { ...standard, id: json.data.id };
}

const oilShown = (page: Page) => page.getByTestId('oil-amount').textContent();

/** Clicks `button` and answers the saved file's name and first bytes. */
async function download(page: Page, button: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), head: fs.readFileSync(saved).subarray(0, 5).toString('latin1') };
}

describe.each(['zh', 'en'] as const)('standards shop and oil (%s)', (language) => {
  const t = TEXT[language];
  let h: Harness;
  beforeAll(async () => {
    h = await openBrowser();
  });
  afterAll(() => h.close());

  it('with too little oil, Buy is disabled and says why; nothing is charged', async () => {
    const admin = await loginViaApi(DEMO.admin);
    const seeker = await registerViaApi({ role: ROLES.seeker });
    const start = Number((await callApi('/u/v1/user/get/crude/and/profile', seeker.token)).crude_num);
    const standard = await uploadPaidStandard(admin.token, start + 1);

    const page = await h.newPage(language);
    await loginAs(page, seeker);
    await page.goto(h.url('/standards'));
    await page.getByLabel(t.chName, { exact: true }).fill(standard.ch_name);
    await page.getByRole('button', { name: t.search }).click();
    const row = page.getByRole('row').filter({ hasText: standard.ver });
    await row.getByText(t.short(start + 1, start)).waitFor();
    expect(await row.getByRole('button', { name: t.buy }).isDisabled()).toBe(true);
    await h.screenshot(page, `standards-short-${language}`);
    expect((await callApi('/u/v1/user/get/crude/and/profile', seeker.token)).crude_num).toBe(start);
  });

  it('buys a paid standard after confirming, the header oil drops, downloads it, and downloads again for free', async () => {
    const admin = await loginViaApi(DEMO.admin);
    const standard = await uploadPaidStandard(admin.token);
    const seeker = await registerViaApi({ role: ROLES.seeker });
    await callApi('/u/v1/admin/grant/oil', admin.token, { user_id: seeker.id, amount: GRANT, reason: 'e2e' });
    // The grant on top of whatever the registration gave (the administrator's sign-up oil).
    const start = Number((await callApi('/u/v1/user/get/crude/and/profile', seeker.token)).crude_num);
    expect(start).toBeGreaterThanOrEqual(GRANT);

    const page = await h.newPage(language);
    await loginAs(page, seeker);
    await page.goto(h.url('/standards'));
    await expect.poll(() => oilShown(page), POLL).toBe(t.oil(start));
    await page.getByLabel(t.chName, { exact: true }).fill(standard.ch_name);
    await page.getByRole('button', { name: t.search }).click();
    const row = page.getByRole('row').filter({ hasText: standard.ver });
    await row.getByText(t.price).waitFor();

    // Cancelling spends nothing.
    await row.getByRole('button', { name: t.buy }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(t.confirm).waitFor();
    await dialog.getByRole('button', { name: t.cancel }).click();
    await toast(page, t.cancelled);
    expect(await oilShown(page)).toBe(t.oil(start));

    // Confirmed: charged once, the header follows, the row turns into Download.
    await row.getByRole('button', { name: t.buy }).click();
    await page.getByRole('dialog').getByText(t.confirm).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: t.ok, exact: true }).click();
    await toast(page, t.bought);
    await expect.poll(() => oilShown(page), POLL).toBe(t.oil(start - PRICE));
    await h.screenshot(page, `standards-bought-${language}`);

    const first = await download(page, row.getByRole('button', { name: t.download }));
    expect(first.head).toBe('%PDF-');
    expect(first.name).toContain(standard.ch_name);
    expect(first.name.endsWith('.pdf')).toBe(true);

    // My standards: the same file again, no second charge.
    await page.goto(h.url('/user/standard'));
    const mine = page.getByRole('row').filter({ hasText: standard.ver });
    const again = await download(page, mine.getByRole('button', { name: t.download }));
    expect(again.head).toBe('%PDF-');
    await h.screenshot(page, `my-standards-${language}`);
    const crude = await callApi('/u/v1/user/get/crude/and/profile', seeker.token);
    expect(crude.crude_num).toBe(start - PRICE);
    expect(await oilShown(page)).toBe(t.oil(start - PRICE));
    const ledger = (await callApi('/u/v1/user/get/oil/ledger?pn=1&psize=10', seeker.token)) as unknown as {
      reason: string;
      amount: number;
    }[];
    expect(ledger.filter((row) => row.reason === 'purchase').map((row) => row.amount)).toEqual([-PRICE]);

    // The detail page draws the first page of the bought PDF.
    await page.goto(h.url(`/standard/${standard.id}`));
    await expect.poll(() => page.getByTestId('pdf-preview').getAttribute('data-state'), POLL).toBe('shown');
  });
});
