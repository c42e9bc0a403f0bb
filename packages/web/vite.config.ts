import { readFileSync } from 'node:fs';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { prerenderLogin } from './scripts/prerender-plugin.ts';
import { routeTableWithoutSchemas } from './scripts/route-table-plugin.ts';

const backend = 'http://127.0.0.1:3000';

/**
 * Framework code every screen needs is split into a few long-cached chunks; everything else
 * (antd components, pages) is split per route by the bundler, so the login route loads only
 * what it renders.
 */
/** The light pieces' antd icons (not those of the login screen, which loads without the group). */
const LIGHT_ICONS = [
  'MenuOutlined',
  'BellOutlined',
  'UserOutlined',
  'LogoutOutlined',
  'LeftOutlined',
  'RightOutlined',
  'SearchOutlined',
  'FilterOutlined',
  'StarFilled',
  'StarOutlined',
  'MinusCircleOutlined',
  'CheckCircleOutlined',
  'ArrowLeftOutlined',
  'ShopOutlined',
  'HomeOutlined',
  'AppstoreOutlined',
  'BarChartOutlined',
  'CameraOutlined',
  'FileProtectOutlined',
  'FileTextOutlined',
  'IdcardOutlined',
  'KeyOutlined',
  'MailOutlined',
  'PictureOutlined',
  'ProfileOutlined',
  'ReadOutlined',
  'SafetyCertificateOutlined',
  'SendOutlined',
  'TrophyOutlined',
  'InfoCircleFilled',
  'AuditOutlined',
  'EnvironmentOutlined',
  'UnlockOutlined',
];

/** Every icon of the login screen, some of which the signed-in pages use too: one file for all instead of one each. */
const LOGIN_ICONS = [
  'BookOutlined',
  'CheckCircleFilled',
  'CloseCircleFilled',
  'DownOutlined',
  'ExclamationCircleFilled',
  'EyeInvisibleOutlined',
  'EyeOutlined',
  'GlobalOutlined',
  'LockOutlined',
  'MobileOutlined',
  'ReloadOutlined',
  'SafetyOutlined',
  'SolutionOutlined',
  'TeamOutlined',
];

/** A shared module that imports zod (its schemas), read once per module at build time. */
function definesSchemas(file: string): boolean {
  return /from 'zod'/.test(readFileSync(file, 'utf8'));
}

const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // Apart from React: a signed-out first visit to /login does without the router.
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // The texts the login screen reads in both languages (the app's entry carries `common` in both too): one file.
  { name: 'locales-base', test: /[\\/]locales[\\/](zh|en)[\\/](auth|common)\.json$/ },
  {
    name: 'icons',
    includeDependenciesRecursively: false,
    test: new RegExp(
      [
        String.raw`[\\/]src[\\/](components[\\/]light|features[\\/]auth[\\/]login)[\\/]icon\.tsx`,
        String.raw`icons-svg[\\/]es[\\/]asn[\\/](${LOGIN_ICONS.join('|')})\.js`,
      ].join('|'),
    ),
  },
  // The API contract's small modules without schemas (codes, labels) the signed-in pages load: one file, not
  // fifteen. Not the login screen's (constants, messages-base, stored-login): /login loads none of this. The modules
  // that define zod schemas stay out, and the message catalogue (messages.ts and the areas' admin/*-messages): the
  // light pages' first view loads neither (ADR 0097); the pages that parse forms get them in chunks of their own.
  {
    name: 'contract',
    includeDependenciesRecursively: false,
    test: (id: string) =>
      /[\\/]packages[\\/]shared[\\/]src[\\/](?!constants|messages|stored-login|index|admin[\\/])[^?]*\.ts$/.test(id) &&
      !definesSchemas(id),
  },
  // What the entry's early requests need (app/early-requests.ts: the search's query from the address), apart from the
  // light chunk: the page's data is asked for as soon as this small file has come, not after the whole light chunk.
  {
    name: 'early',
    includeDependenciesRecursively: false,
    test: /[\\/]src[\\/](app[\\/]early-requests|lib[\\/]early-answers|features[\\/](jobs[\\/](search-params|pages[\\/]jobs-query)|talents[\\/]search-params))\.ts$/,
  },
  // The signed-in header and the light pages /jobs, /job/{id} and /talents (ADR 0097) in one file: on a first visit
  // over HTTP/1.1 and a slow network each of their ~50 small modules was a file and a round trip of its own. Nothing
  // here is on the signed-out /login (its icons stay out: the route budget test holds its size).
  {
    name: 'light',
    // Only these modules: what they import (antd on demand, the vendors) stays where it was. The routes' own
    // modules (layout, pages, query shell) stay chunks of their own: the route budget reads them by name.
    includeDependenciesRecursively: false,
    test: new RegExp(
      [
        String.raw`[\\/]src[\\/]components[\\/]light[\\/](?!antd-)`,
        String.raw`[\\/]src[\\/]app[\\/](layouts[\\/](nav-items|user-menu|oil-amount|layouts\.module)|toast-host|root-shell)`,
        String.raw`[\\/]src[\\/]components[\\/]antd-island`,
        String.raw`[\\/]src[\\/]lib[\\/](api-client|call|feedback|query-client|use-go|use-page-title|use-session|session-expiry|navigation)\.`,
        String.raw`[\\/]src[\\/]features[\\/]jobs[\\/](api|saved-api|labels|back-to-list|jobs\.module|components[\\/](job-card|match-score|save-job-button|save-search-button|apply-button))\.`,
        String.raw`[\\/]src[\\/]features[\\/]talents[\\/](api|talents\.module|components[\\/](talent-card|talent-cards))\.`,
        String.raw`[\\/]src[\\/]features[\\/](company-info[\\/](api|company-info\.module|components[\\/]company-card)|catalog[\\/]api|accounts[\\/]api|auth[\\/]api|messages[\\/](api|message-target|components[\\/]notification-bell(\.module)?|stream[\\/][^/\\]+))\.`,
        String.raw`icons-svg[\\/]es[\\/]asn[\\/](${LIGHT_ICONS.join('|')})\.js`,
      ].join('|'),
    ),
  },
];

export default defineConfig({
  plugins: [
    react(),
    routeTableWithoutSchemas(),
    prerenderLogin(),
    // The server sends these `.br` / `.gz` files as they are (@fastify/static preCompressed): the best
    // compression is paid once at build time, never per request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/u/v1': backend,
      '/healthz': backend,
      '/docs': backend,
      '/files': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the route budget (scripts/route-budget.ts): which files each page loads.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
