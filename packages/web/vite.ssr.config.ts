import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server-side renderer of every page (src/app/server-render.tsx, ADR 0126), built after the app into
 * dist-ssr/ for the server to import. The same modules and CSS modules as the app's build, so the markup's class
 * names are the ones the app's stylesheets define (as the prerendered /login's, scripts/prerender-plugin.ts).
 */
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  ssr: { noExternal: true },
  // React's and antd's production code whatever NODE_ENV the server runs with (`npm start` leaves it unset): the
  // development builds draw several times slower and warn on every render.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  build: {
    ssr: 'src/app/server-render.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
  },
}));
