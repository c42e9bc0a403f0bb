import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, firstId, HR, login, SEEKER, startServer, storeLogin } from './harness/web-app.ts';

/**
 * Where a first visit's main-thread time goes: one page opened in Debian's Chromium with the CPU slowed 4x (as
 * Lighthouse's mobile setting does), its long tasks listed and a CPU profile written for `bench/profile-top.ts`.
 * `npx tsx bench/page-profile.ts /jobs [seeker|hr] [out-dir]`; `{job}` in the path is the first job's id.
 */
const [pagePathArg = '/jobs', role = 'seeker', outDir = '/tmp/page-profile'] = process.argv.slice(2);

const server = await startServer();
try {
  const user = await login(server.origin, role === 'hr' ? HR : SEEKER);
  const jobId = await firstId(server.origin, '/u/v1/hunter/search/job?pn=1&p_size=10', user.token).catch(() => 0);
  const pagePath = pagePathArg.replace('{job}', String(jobId));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await storeLogin(context, server.origin, user);
  const page = await context.newPage();
  // The page's long tasks as the browser reports them (a string: this package has no DOM types).
  await page.addInitScript({
    content: `window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });`,
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/u/v1/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.origin}${pagePath}`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  const hydratedAt = (await page.evaluate('performance.now()')) as number;
  // The renders that follow hydration (the queries' first updates) are part of the first visit.
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  const tasks = (await page.evaluate('window.__longTasks')) as { start: number; duration: number }[];
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${pagePath.replace(/\W+/g, '_') || 'root'}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  console.log(
    `${pagePath}: hydrated at ${Math.round(hydratedAt)} ms; ${tasks.length} long tasks, blocking ${Math.round(blocking)} ms (4x CPU, no network throttling)`,
  );
  for (const task of tasks) console.log(`  at ${Math.round(task.start)} ms: ${Math.round(task.duration)} ms`);
  console.log(`calls the page made: ${calls.length ? '' : 'none'}`);
  for (const call of calls) console.log(`  ${call}`);
  console.log(`profile: ${file}`);
  await browser.close();
} finally {
  await server.stop();
}
