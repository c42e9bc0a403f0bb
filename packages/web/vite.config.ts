import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { prerenderLogin } from './scripts/prerender-plugin.ts';

const backend = 'http://127.0.0.1:3000';

/**
 * Framework code every screen needs is split into a few long-cached chunks; everything else
 * (antd components, pages) is split per route by the bundler, so the login route loads only
 * what it renders.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // Apart from React: a signed-out first visit to /login does without the router.
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

export default defineConfig({
  plugins: [
    react(),
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
