import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResult } from '@app/shared';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, login, ROOT, SEEKER, startServer, storeLogin } from './harness/web-app.ts';
import { REPORTS } from './lib.ts';

/**
 * How long exporting a 3-page resume as a printable A4 PDF takes in headless Chromium. The demo
 * job seeker's resume is filled through the API until its A4 export has at least 3 pages, then /user/resume's
 * "预览与导出" tab exports it PDF_RUNS times (default 5); each time is from the click to the file handed to the
 * browser (html2canvas draws the viewer, jsPDF cuts it into pages), both libraries already loaded after the first.
 */
const RUNS = Number(process.env.PDF_RUNS ?? 5);
const TARGET_PAGES = 3;

const PARAGRAPH =
  '负责跨江大桥主桥上部结构的计算分析与施工图设计，完成钢箱梁节段划分、预拱度计算和施工阶段验算；' +
  '牵头编制专项施工方案，协调设计、施工与监理三方，解决现场变更二十余项，项目获省级优质工程奖。';

async function saveResume(origin: string, user: LoginResult, projects: number): Promise<void> {
  const res = await fetch(`${origin}/u/v1/hunter/save/resume`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': user.token },
    body: JSON.stringify({
      nick_name: '基准测试',
      chinese_name: '王工',
      birthday: '1988-06-01',
      email: 'bench@example.com',
      address: '上海市浦东新区',
      gender: 'male',
      status: 2,
      experience: 12,
      degree: 3,
      self_desc: PARAGRAPH.repeat(3),
      major_ids: [],
      cert_ids: [],
      projects: Array.from({ length: projects }, (_, i) => ({
        project_name: `城市快速路第${i + 1}标段桥梁工程`,
        position: '结构负责人',
        description: PARAGRAPH.repeat(2),
        start_time: `${2010 + (i % 12)}-01-01`,
        end_time: `${2011 + (i % 12)}-06-01`,
      })),
    }),
  });
  if (!res.ok) throw new Error(`save resume: ${res.status} ${await res.text()}`);
}

/** Pages in a PDF jsPDF wrote (one `/Type /Page` object each; `/Pages` is the tree). */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

async function exportA4(page: Page): Promise<{ ms: number; pages: number }> {
  const started = performance.now();
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: '导出 A4 打印版' }).click(),
  ]);
  const ms = performance.now() - started;
  const saved = path.join(os.tmpdir(), `bench-resume-${Date.now()}.pdf`);
  await file.saveAs(saved);
  const pages = pagesOf(fs.readFileSync(saved));
  fs.rmSync(saved, { force: true });
  await page.locator('.ant-message').getByText('PDF 导出成功').first().waitFor();
  return { ms, pages };
}

export async function benchPdfExport(): Promise<string> {
  execFileSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: ROOT, stdio: 'ignore' });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const times: number[] = [];
  let projects = 4;
  let pages = 0;
  try {
    const seeker = await login(server.origin, SEEKER);
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
    await storeLogin(context, server.origin, seeker);
    const page = await context.newPage();
    const open = async () => {
      await page.goto(`${server.origin}/user/resume`);
      await page.getByRole('tab', { name: '预览与导出' }).click();
      await page.getByTestId('resume-viewer').getByText('城市快速路第1标段桥梁工程').waitFor();
    };
    // Grow the resume until its A4 export is 3 pages; those first exports also load both libraries.
    for (;;) {
      await saveResume(server.origin, seeker, projects);
      await open();
      pages = (await exportA4(page)).pages;
      if (pages >= TARGET_PAGES || projects >= 30) break;
      projects += 2;
    }
    for (let i = 0; i < RUNS; i += 1) {
      const run = await exportA4(page);
      times.push(Math.round(run.ms));
      console.log(`A4 export ${i + 1}: ${Math.round(run.ms)} ms, ${run.pages} pages`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const lines = [
    '# Resume PDF export (A4) in headless Chromium',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores, ${execFileSync(CHROMIUM, ['--version']).toString().trim()}, ` +
      `1-minute load average ${os.loadavg()[0]?.toFixed(1)}. Reproduce: \`npm run bench:pdf -w @app/bench\`.`,
    '',
    `The demo job seeker's resume with ${projects} projects: ${pages} A4 pages. Time from the click on 导出 A4 打印版 ` +
      'to the downloaded file, the libraries already loaded (the first export, which also fetches html2canvas and ' +
      'jsPDF, is not counted); no CPU throttling.',
    '',
    '| runs | median ms | min ms | max ms | pages |',
    '|---|---|---|---|---|',
    `| ${times.length} | ${median} | ${sorted[0]} | ${sorted.at(-1)} | ${pages} |`,
    '',
  ];
  fs.mkdirSync(REPORTS, { recursive: true });
  const report = path.join(REPORTS, 'pdf-export.md');
  fs.writeFileSync(report, lines.join('\n'));
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`report: ${await benchPdfExport()}`);
