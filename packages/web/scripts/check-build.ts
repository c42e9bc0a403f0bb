import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { measureRoutes, ROUTE_BUDGETS, type RouteReport } from './route-budget.ts';

/**
 * Checks the production build in dist/ (run by `npm run build` after Vite, so `npm run test:e2e` and CI check it
 * too): each route's first visit within its budget of JavaScript (gzip), and what the first visits may not load,
 * the prerendered /login and the compressed copies. Prints what each route loads and
 * exits 1 on any failure.
 */
const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

const failures: string[] = [];
function check(ok: unknown, what: string) {
  if (!ok) failures.push(what);
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

const reports = measureRoutes(dist);
const route = (name: string): RouteReport => {
  const report = reports.find((r) => r.route === name);
  if (!report) throw new Error(`${name} is not a measured route`);
  return report;
};

function budgets() {
  for (const [name, bytes] of Object.entries(ROUTE_BUDGETS)) {
    const report = route(name);
    check(report.files.length > 1, `${name}: the first visit loads the entry and its own chunks`);
    check(
      report.js.gzip <= bytes,
      `${name}: the first visit loads ${kb(report.js.gzip)} KB gzip of JavaScript, over its budget of ${kb(bytes)} KB`,
    );
  }
}

/** The PDF export libraries load only when a resume is exported; /login loads no antd, and the list pages no zod. */
function firstVisits() {
  for (const report of reports) {
    const pdf = report.files.filter((f) => /jspdf|html2canvas/i.test(f));
    check(pdf.length === 0, `${report.route}: the first visit loads no PDF library (${pdf.join(', ')})`);
  }
  // antd's style engine and zod's object schema, by what stays readable in the minified files.
  const markers = (report: RouteReport) =>
    report.files.flatMap((file) => {
      const found = ['cssinjs', '$ZodObject'].filter((marker) => read(file).includes(marker));
      if (/\/(router|zod|app|full-app)-/.test(file)) found.push(file);
      return found;
    });
  const login = markers(route('/login'));
  check(login.length === 0, `/login: the first visit loads neither antd, the router nor zod (${login.join(', ')})`);
  const home = markers(route('/home'));
  // zod comes only with a page whose form checks its input: the route table's schemas stay out of the browser.
  check(
    home.includes('cssinjs') && home.some((m) => /\/router-/.test(m)),
    '/home: the app routes load antd and the router',
  );
  // The app's entry and what it imports statically (the route table, every area's calls) come in one file
  // (scripts/app-core-chunk.ts), not one small file per area.
  check(
    home.filter((m) => /\/app-/.test(m)).length === 1 && !route('/home').files.some((f) => /\/admin-api-/.test(f)),
    "/home: the app's entry and the modules it imports come in one file",
  );

  for (const name of ['/jobs', '/job/{id}', '/talents']) {
    const { files } = route(name);
    check(files.length > 1, `${name}: the first visit loads the entry and its own chunks`);
    const heavy = files.filter((file) => /\$ZodObject/.test(read(file)) || /\/zod-/.test(file));
    check(heavy.length === 0, `${name}: the first visit loads no zod (${heavy.join(', ')})`);
  }
}

/** /login prerendered into index.html, with its gate script and styles, compressed after. */
function prerenderedLogin() {
  const html = read('index.html');
  check(/<div id="prerender" inert><main class="_page_\w+_1">/.test(html), 'index.html: /login prerendered');
  check(html.includes('<label for="auth_mobile"'), 'index.html: the prerendered login form');
  const gate = /<script src="\/(assets\/prerender-gate-\w+\.js)"><\/script>/.exec(html)?.[1];
  const gateSource = gate ? read(gate) : '';
  check(gateSource.includes("location.pathname==='/login'"), 'index.html: the prerender gate script');
  // It preloads the login screen's entry and the app's: both are real files of the build.
  for (const file of ['entry', 'full-app']) {
    const preloaded = new RegExp(`/(assets/${file}-[\\w-]+\\.js)`).exec(gateSource)?.[1];
    check(preloaded && fs.existsSync(path.join(dist, preloaded)), `the gate preloads a built ${file} chunk`);
  }
  // The gate runs before the page is parsed; no antd styles any more (the screen is plain HTML).
  check(gate && html.indexOf(`/${gate}`) < html.indexOf('<style>'), 'index.html: the gate before the styles');
  check(!html.includes('.ant-'), 'index.html: no antd styles');
  // The screen's CSS modules are linked after the app's global CSS, as when its chunk loads them, so the chunk's
  // loader finds them there and does not load them again.
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[\w-]+\.css)"/g)].map((m) => m[1]);
  check(links.length >= 3, 'index.html: the global and the login screen stylesheets linked');
  check(
    links.slice(1).some((file) => /\._page_\w+_1\{/.test(read(file ?? ''))),
    "index.html: the login screen's CSS modules after the global CSS",
  );
  const br = zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'index.html.br'))).toString();
  check(br === html, 'index.html.br decompresses to index.html');
}

/** Brotli and gzip copies of the hashed assets decompress to the same bytes. */
function compressedCopies() {
  const assets = filesUnder(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const compressed = assets.filter((f) => fs.existsSync(path.join(dist, 'assets', `${f}.br`)));
  check(compressed.length > assets.length / 2, 'most assets have compressed copies');
  for (const file of compressed) {
    const source = fs.readFileSync(path.join(dist, 'assets', file));
    const br = fs.readFileSync(path.join(dist, 'assets', `${file}.br`));
    const gz = fs.readFileSync(path.join(dist, 'assets', `${file}.gz`));
    check(zlib.brotliDecompressSync(br).equals(source), `${file}.br decompresses to ${file}`);
    check(zlib.gunzipSync(gz).equals(source), `${file}.gz decompresses to ${file}`);
    check(br.length < source.length, `${file}.br is smaller than ${file}`);
  }
}

budgets();
firstVisits();
prerenderedLogin();
compressedCopies();

console.log('JavaScript and CSS of the first visit to each route, KB as sent:');
console.table(
  Object.fromEntries(
    reports.map((r) => [
      r.route,
      {
        files: r.files.length,
        'JS gzip': Number(kb(r.js.gzip)),
        'JS brotli': Number(kb(r.js.brotli)),
        'CSS gzip': Number(kb(r.css.gzip)),
        'JS gzip budget': ROUTE_BUDGETS[r.route] ? Number(kb(ROUTE_BUDGETS[r.route] as number)) : '',
      },
    ]),
  ),
);
if (failures.length > 0) {
  console.error(`The build of ${dist} fails ${failures.length} check(s):\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exitCode = 1;
} else console.log(`The build of ${dist} passes its checks.`);
