import fs from 'node:fs';
import { drawAvatar, drawProjectSheet } from '@app/server/src/db/seed/resume-images.ts';
import { RESUME_PDF } from '@app/shared';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, type Harness, loginAs, openBrowser, POLL, registerViaApi, SHOTS_DIR } from '../src/harness.ts';

/**
 * Resumes (docs/product/resumes.md): a job seeker builds a resume with photos, sees it in the viewer and exports both
 * PDFs.
 */

const TEXT = {
  zh: {
    name: '姓名',
    chineseName: '中文名',
    male: '男',
    birthday: '出生日期',
    degree: '学历',
    master: '硕士',
    status: '求职状态',
    seeking: '离职-随时到岗',
    experience: '工作年限',
    email: '邮箱',
    address: '地址',
    majors: '专业',
    certificates: '证书',
    projectName: '项目名称',
    position: '担任职位',
    period: '项目时间',
    description: '项目描述',
    addProject: '添加项目经历',
    selfDesc: '自我介绍',
    save: '保存简历',
    saved: '简历已保存',
    loginNeeded: '请先登录',
    keepEditing: '继续填写',
    useDraft: '使用草稿',
    incomplete: '请完善所有必填项',
    chineseOnly: '中文名只能包含汉字',
    endBeforeStart: '结束时间不能早于开始时间',
    avatarUpdated: '头像已更新',
    imageType: '图片类型',
    imageDesc: '图片描述',
    upload: '上传',
    uploaded: '上传成功',
    previewTab: '预览与导出',
    exportNormal: '导出 PDF',
    exportA4: '导出 A4 打印版',
    exported: 'PDF 导出成功',
    majorOption: '结构工程',
    certOption: '注册结构工程师',
  },
  en: {
    name: 'Name',
    chineseName: 'Chinese name',
    male: 'Male',
    birthday: 'Date of birth',
    degree: 'Education',
    master: 'Master',
    status: 'Job status',
    seeking: 'Seeking',
    experience: 'Years of experience',
    email: 'Email',
    address: 'Address',
    majors: 'Majors',
    certificates: 'Certificates',
    projectName: 'Project name',
    position: 'Position',
    period: 'Project period',
    description: 'Description',
    addProject: 'Add a project',
    selfDesc: 'Self introduction',
    save: 'Save resume',
    saved: 'Resume saved',
    loginNeeded: 'Please log in',
    keepEditing: 'Keep editing',
    useDraft: 'Use draft',
    incomplete: 'Please complete all required fields',
    chineseOnly: 'The Chinese name may contain Chinese characters only',
    endBeforeStart: 'The end date cannot be earlier than the start date',
    avatarUpdated: 'Avatar updated',
    imageType: 'Image type',
    imageDesc: 'Description',
    upload: 'Upload',
    uploaded: 'Uploaded',
    previewTab: 'Preview and export',
    exportNormal: 'Export PDF',
    exportA4: 'Export printable A4',
    exported: 'PDF exported',
    majorOption: 'Structural Engineering',
    certOption: 'Registered Structural Engineer',
  },
} as const;
type Lang = keyof typeof TEXT;

const PROJECTS = [
  { name: '深中通道沉管隧道', position: '隧道工程师', start: '2019-03-01', end: '2022-06-30' },
  { name: '港珠澳大桥', position: '桥梁工程师', start: '2015-01-01', end: '2018-12-31' },
  { name: '武汉长江隧道', position: '技术员', start: '2012-07-01', end: '2014-12-31' },
];
const LONG_TEXT =
  '负责管节浮运沉放的技术方案、施工监控与质量管理，协调设计、监理与施工各方，组织专项方案评审与现场交底。'.repeat(4);

let h: Harness;
beforeAll(async () => {
  h = await openBrowser();
});
afterAll(() => h.close());

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first().waitFor();

async function typeDate(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function fillBase(page: Page, lang: Lang) {
  const t = TEXT[lang];
  await page.getByLabel(t.name, { exact: true }).fill(lang === 'zh' ? '王建国' : 'Jianguo Wang');
  await page.getByLabel(t.chineseName, { exact: true }).fill('王建国');
  await page.getByRole('radio', { name: t.male, exact: true }).check();
  await typeDate(page.getByLabel(t.birthday, { exact: true }), '1988-06-15');
  await choose(page, t.degree, t.master);
  await choose(page, t.status, t.seeking);
  await page.getByLabel(t.experience, { exact: true }).fill('12');
  await page.getByLabel(t.email, { exact: true }).fill('wang.jianguo@example.com');
  await page.getByLabel(t.address, { exact: true }).fill('广东省深圳市南山区科技园');
}

async function fillProject(page: Page, lang: Lang, index: number) {
  const t = TEXT[lang];
  const project = PROJECTS[index] as (typeof PROJECTS)[number];
  const entry = page.getByTestId('project-entry').nth(index);
  await entry.getByLabel(t.projectName, { exact: true }).fill(project.name);
  await entry.getByLabel(t.position, { exact: true }).fill(project.position);
  const range = entry.locator('.ant-picker-range input');
  await typeDate(range.first(), project.start);
  await typeDate(range.nth(1), project.end);
  await entry.getByLabel(t.description, { exact: true }).fill(LONG_TEXT);
}

async function fillRest(page: Page, lang: Lang) {
  const t = TEXT[lang];
  for (const [label, option] of [
    [t.majors, t.majorOption],
    [t.certificates, t.certOption],
  ] as const) {
    await page.getByLabel(label, { exact: true }).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
    await page.keyboard.press('Escape');
  }
  for (let i = 0; i < PROJECTS.length; i++) {
    if (i > 0) await page.getByRole('button', { name: t.addProject }).click();
    await fillProject(page, lang, i);
  }
  await page.getByLabel(t.selfDesc, { exact: true }).fill(`十二年隧道与桥梁工程经验。${LONG_TEXT}`);
}

async function download(page: Page, button: string): Promise<{ file: Download; bytes: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await file.path();
  return { file, bytes: fs.readFileSync(path, 'latin1') };
}

/** Page sizes of a jsPDF file (its page objects are plain text). */
function pdfPages(bytes: string): { width: number; height: number }[] {
  expect(bytes.startsWith('%PDF-')).toBe(true);
  return [...bytes.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
}

/** Keeps an exported PDF beside the screenshots, to be looked at. */
function artifact(name: string): string {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  return `${SHOTS_DIR}/${name}`;
}

describe.each(['zh', 'en'] as const)('resume (%s)', (lang) => {
  const t = TEXT[lang];

  it('keeps what was typed on /resume without a login and refuses invalid values', async () => {
    const page = await h.newPage(lang);
    await page.goto(h.url('/resume'));
    await page.getByLabel(t.chineseName, { exact: true }).fill('Wang');
    await page.getByRole('button', { name: t.save }).click();
    await toast(page, t.incomplete);
    await page.getByText(t.chineseOnly).waitFor();
    await fillBase(page, lang);
    await fillRest(page, lang);
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('dialog').getByText(t.loginNeeded).waitFor();
    await page.getByRole('button', { name: t.keepEditing }).click();
    await page.reload();
    await expect
      .poll(() => page.getByLabel(t.email, { exact: true }).inputValue(), POLL)
      .toBe('wang.jianguo@example.com');
    await h.screenshot(page, `resume-form-${lang}`);
  });

  it('builds the resume, uploads avatar and project image, sees them in the viewer and exports both PDFs', async () => {
    const user = await registerViaApi();
    const page = await h.newPage(lang);
    await loginAs(page, user);

    await page.goto(h.url('/user/avatar'));
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: drawAvatar('王建国', 3) });
    await toast(page, t.avatarUpdated);
    await expect.poll(() => page.getByTestId('upload-progress').count(), { timeout: 5_000 }).toBe(0);

    await page.goto(h.url('/user/resume'));
    await fillBase(page, lang);
    await fillRest(page, lang);
    const endInput = page.getByTestId('project-entry').first().locator('.ant-picker-range input').nth(1);
    expect(await endInput.inputValue()).toBe(PROJECTS[0]?.end);
    await page.getByRole('button', { name: t.save }).click();
    await toast(page, t.saved);

    await page.goto(h.url('/user/project-images'));
    await page.getByLabel(t.projectName, { exact: true }).fill(PROJECTS[0]?.name ?? '');
    await page.getByLabel(t.imageDesc, { exact: true }).fill('管节浮运示意图');
    await page.locator('input[type=file]').setInputFiles({
      name: 'sheet.png',
      mimeType: 'image/png',
      buffer: drawProjectSheet(PROJECTS[0]?.name ?? '', '管节浮运示意图', 7),
    });
    await page.getByRole('button', { name: t.upload, exact: true }).click();
    await toast(page, t.uploaded);
    await page.getByTestId('upload-progress').waitFor();
    await expect.poll(() => page.getByTestId('upload-progress').count(), { timeout: 5_000 }).toBe(0);

    await page.goto(h.url('/user/resume'));
    await page.getByRole('tab', { name: t.previewTab }).click();
    const viewer = page.getByTestId('resume-viewer');
    await viewer.waitFor();
    await viewer.getByText('王建国').first().waitFor();
    expect(await viewer.locator('img[src^="/files/avatars/"]').count()).toBeGreaterThan(0);
    await viewer.getByText('管节浮运示意图').waitFor();
    expect(await viewer.locator('img[src^="/files/project-images/"]').count()).toBe(1);
    await h.screenshot(page, `resume-viewer-${lang}`);

    const normal = await download(page, t.exportNormal);
    await toast(page, t.exported);
    expect(normal.file.suggestedFilename()).toBe(
      `${RESUME_PDF.filePrefix}${lang === 'zh' ? '王建国' : 'Jianguo Wang'}.pdf`,
    );
    const single = pdfPages(normal.bytes);
    expect(single).toHaveLength(1);
    expect(single[0]?.width).toBeCloseTo(RESUME_PDF.normalWidthPt, 1);
    expect(single[0]?.height).toBeGreaterThan(RESUME_PDF.a4.heightPt);

    const a4 = await download(page, t.exportA4);
    const pages = pdfPages(a4.bytes);
    expect(pages.length).toBeGreaterThan(1);
    for (const size of pages) {
      expect(size.width).toBeCloseTo(RESUME_PDF.a4.widthPt, 1);
      expect(size.height).toBeCloseTo(RESUME_PDF.a4.heightPt, 1);
    }
    expect(a4.bytes).toContain('/DCTDecode');
    await a4.file.saveAs(artifact(`resume-${lang}-A4.pdf`));
    await normal.file.saveAs(artifact(`resume-${lang}.pdf`));
  });
});
