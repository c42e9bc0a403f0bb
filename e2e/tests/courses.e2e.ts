import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, loginAs, openBrowser, POLL, registerViaApi } from '../src/harness.ts';

/**
 * Courses end to end, in zh and en: a job seeker reaches the courses from the header, picks the BIM category,
 * opens a demo course, reads its outline and finds the certificate it prepares for linked to /certificate/{id}; an
 * HR user finds the courses in the header too.
 */

const TEXT = {
  zh: {
    menu: '课程',
    bim: 'BIM',
    exam: '考证培训',
    course: 'Revit 建筑建模从入门到出图',
    other: '施工现场安全管理与危大工程管控',
    examCourse: '一级建造师《建筑工程管理与实务》精讲',
    lesson: '第 4 课时 · 族的创建与参数化',
    outline: '课程大纲',
    certificate: 'BIM 等级证书',
    total: '共 2 门课程',
  },
  en: {
    menu: 'Courses',
    bim: 'BIM',
    exam: 'Exam prep',
    course: 'Revit architecture: from first model to drawings',
    other: 'Site safety and control of high-risk works',
    examCourse: 'Class 1 Constructor exam: building works management and practice',
    lesson: 'Lesson 4 · Creating parametric families',
    outline: 'Outline',
    certificate: 'BIM Skills Certificate',
    total: '2 courses',
  },
} as const;

describe.each(['zh', 'en'] as const)('courses (%s)', (language) => {
  const t = TEXT[language];
  let h: Harness;
  beforeAll(async () => {
    h = await openBrowser();
  });
  afterAll(() => h.close());

  it('browses the courses by category, opens one and reads its outline', async () => {
    const seeker = await registerViaApi({ role: '3' });
    const page = await h.newPage(language);
    await loginAs(page, seeker);
    await page.goto(h.url('/home'));
    await page.getByRole('menuitem', { name: t.menu }).click();
    await page.waitForURL('**/courses');
    await page.getByRole('link', { name: t.other }).waitFor();

    await page.getByRole('tab', { name: t.bim, exact: true }).click();
    await page.waitForURL('**/courses?category=bim');
    await page.getByText(t.total).waitFor();
    await expect.poll(() => page.getByRole('link', { name: t.other }).count(), POLL).toBe(0);
    await h.screenshot(page, `courses-bim-${language}`);

    await page.getByRole('link', { name: t.course }).click();
    await page.waitForURL(/\/course\/\d+$/);
    await page.getByRole('heading', { name: t.course }).waitFor();
    await page.getByText(t.outline, { exact: true }).waitFor();
    await page.getByText(t.lesson).waitFor();
    const certificate = page.getByRole('link', { name: t.certificate, exact: true });
    expect(await certificate.getAttribute('href')).toMatch(/^\/certificate\/\d+$/);
    await h.screenshot(page, `course-detail-${language}`);

    // Back on the list, the exam category lists the exam courses only (the oldest demo course among them).
    await page.goto(h.url('/courses'));
    await page.getByRole('tab', { name: t.exam, exact: true }).click();
    await page.getByRole('link', { name: t.examCourse }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: t.course }).count(), POLL).toBe(0);
  });

  it('shows HR the courses in the header', async () => {
    const hr = await registerViaApi({ role: '2' });
    const page = await h.newPage(language);
    await loginAs(page, hr);
    await page.goto(h.url('/home'));
    await page.getByRole('menuitem', { name: t.menu }).click();
    await page.waitForURL('**/courses');
    await page.getByRole('link', { name: t.course }).waitFor();
  });
});
