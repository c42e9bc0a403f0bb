import { readFileSync } from 'node:fs';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { appCoreChunk } from './scripts/app-core-chunk.ts';
import { prerenderLogin } from './scripts/prerender-plugin.ts';
import { pureContractValues } from './scripts/pure-contract-plugin.ts';
import { routeTableWithoutSchemas } from './scripts/route-table-plugin.ts';

const backend = 'http://127.0.0.1:3000';

/**
 * Framework code every screen needs is split into a few long-cached chunks; everything else
 * (antd components, pages) is split per route by the bundler, so the login route loads only
 * what it renders.
 */
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
        String.raw`[\\/]src[\\/]features[\\/]auth[\\/]login[\\/]icon\.tsx`,
        String.raw`icons-svg[\\/]es[\\/]asn[\\/](${LOGIN_ICONS.join('|')})\.js`,
      ].join('|'),
    ),
  },
  // The API contract's small modules without schemas (codes, labels) the signed-in pages load: one file, not
  // fifteen. Not the login screen's (constants, messages-base, stored-login): /login loads none of this. The modules
  // that define zod schemas stay out, and the message catalogue (messages.ts and the areas' admin/*-messages): the
  // pages that parse forms get them in chunks of their own.
  {
    name: 'contract',
    includeDependenciesRecursively: false,
    test: (id: string) =>
      /[\\/]packages[\\/]shared[\\/]src[\\/](?!constants|messages|stored-login|index|admin[\\/])[^?]*\.ts$/.test(id) &&
      !definesSchemas(id),
  },
];

const appCore = appCoreChunk();

export default defineConfig({
  plugins: [
    react(),
    appCore.plugin,
    routeTableWithoutSchemas(),
    pureContractValues(),
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
        codeSplitting: {
          groups: [
            ...vendorGroups,
            { name: 'app', test: appCore.app, includeDependenciesRecursively: false },
            {
              name: 'icons-app',
              test: (id: string) => /@ant-design[\\/]icons/.test(id) && appCore.afterLogin(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
