import { drawAvatar } from '@app/server/src/db/seed/resume-images.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
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
 * The forum end to end, in zh and en: a job seeker reaches the forum from the header and writes a post with an
 * uploaded picture (previewed, then shown on the post's page); another member comments on it; the author hears of it
 * through the bell and the message opens the post; an administrator pins it from /admin/forum and it leads /forum.
 */

const TEXT = {
  zh: {
    menu: '论坛',
    newPost: '发帖',
    pageTitle: '发布帖子',
    title: '标题',
    category: '版块',
    categoryName: '软件与BIM',
    body: '正文',
    image: '插入图片',
    imageDone: '图片已插入',
    preview: '预览',
    publish: /^发\s?布$/,
    comment: '写下你的评论…',
    submitComment: '发表评论',
    bell: '消息通知',
    search: '搜索标题或正文',
    pin: /(^|\s)置\s?顶$/,
    pinned: '置顶',
  },
  en: {
    menu: 'Forum',
    newPost: 'New post',
    pageTitle: 'New post',
    title: 'Title',
    category: 'Category',
    categoryName: 'Software and BIM',
    body: 'Text',
    image: 'Insert an image',
    imageDone: 'Image inserted',
    preview: 'Preview',
    publish: /^Publish$/,
    comment: 'Write a comment…',
    submitComment: 'Post comment',
    bell: 'Notifications',
    search: 'Search titles and text',
    pin: /(^|\s)Pin$/,
    pinned: 'Pinned',
  },
} as const;

/** The post's picture has loaded (its bytes came back and decoded), not merely an <img> in the page. */
const imageLoaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe.each(['zh', 'en'] as const)('forum (%s)', (language) => {
  const t = TEXT[language];
  let h: Harness;
  beforeAll(async () => {
    h = await openBrowser();
  });
  afterAll(() => h.close());

  it('a post with a picture, a comment the author is told of, pinned by an administrator to the top', async () => {
    const title = `${language === 'zh' ? 'Revit 出图问题' : 'Revit drawing sheets'} ${Date.now()}`;
    const author = await registerViaApi({ role: '3' });
    const page = await h.newPage(language);
    await loginAs(page, author);
    await page.goto(h.url('/home'));
    await page.getByRole('menuitem', { name: t.menu }).click();
    await page.waitForURL('**/forum');
    await page.getByRole('button', { name: t.newPost }).click();
    await page.waitForURL('**/forum/create');
    await page.getByRole('heading', { name: t.pageTitle }).waitFor();

    await page.getByLabel(t.title, { exact: true }).fill(title);
    await choose(page, t.category, t.categoryName);
    const body = page.getByRole('textbox', { name: t.body });
    await body.fill(
      language === 'zh' ? '图纸目录总是对不上，大家怎么处理？\n' : 'My sheet index never matches. How do you do it?\n',
    );
    await page
      .getByTestId('forum-image-input')
      .setInputFiles({ name: 'sheet.png', mimeType: 'image/png', buffer: drawAvatar('图纸', 4) });
    await toast(page, t.imageDone);
    await expect.poll(() => body.inputValue(), POLL).toMatch(/!\[\]\([^)]+\)/);

    await page.getByRole('tab', { name: t.preview }).click();
    await page.getByTestId('forum-preview').locator('img').waitFor();
    await expect.poll(() => imageLoaded(page, '[data-testid=forum-preview] img'), POLL).toBe(true);
    await h.screenshot(page, `forum-editor-preview-${language}`);

    await page.getByRole('button', { name: t.publish }).click();
    await page.waitForURL(/\/forum\/post\/\d+$/);
    const postPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: title }).waitFor();
    await expect.poll(() => imageLoaded(page, 'main img[src*="forum"]'), POLL).toBe(true);

    // Another member comments on it.
    const reader = await h.newPage(language);
    await loginAs(reader, await registerViaApi({ role: '2' }));
    await reader.goto(h.url(postPath));
    await reader.getByRole('heading', { name: title }).waitFor();
    const comment =
      language === 'zh' ? '先在项目浏览器里统一图纸编号。' : 'Number the sheets in the project browser first.';
    await reader.getByRole('textbox', { name: t.comment }).fill(comment);
    await reader.getByRole('button', { name: t.submitComment }).click();
    await reader.getByText(comment).waitFor();
    await h.screenshot(reader, `forum-comment-${language}`);

    // The author hears of it and the message opens the post.
    await page.goto(h.url('/home'));
    const bell = page.getByRole('button', { name: t.bell });
    await expect.poll(async () => Number((await bell.textContent())?.replace(/\D/g, '') || 0), POLL).toBeGreaterThan(0);
    await bell.click();
    await page
      .getByTestId('notification-list')
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await page.waitForURL(`**${postPath}`);
    await page.getByText(comment).waitFor();

    // An administrator pins it from /admin/forum; it then leads the list.
    const admin = await h.newPage(language);
    await loginAs(admin, await loginViaApi(DEMO.admin));
    await admin.goto(h.url('/admin/forum'));
    await admin.getByPlaceholder(t.search).fill(title);
    await admin.getByPlaceholder(t.search).press('Enter');
    const row = admin.locator('tr', { has: admin.getByRole('link', { name: title }) });
    await expect.poll(() => admin.locator('tbody tr.ant-table-row').count(), POLL).toBe(1);
    await row.getByRole('button', { name: t.pin }).click();
    await row.getByText(t.pinned, { exact: true }).waitFor();
    await h.screenshot(admin, `admin-forum-${language}`);

    await admin.goto(h.url('/forum'));
    await expect.poll(() => admin.locator('main h3 a').first().textContent(), POLL).toBe(title);
  }, 240_000);
});
