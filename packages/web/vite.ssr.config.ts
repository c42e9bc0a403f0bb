import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server-side renderer of the light pages (src/app/server-render.tsx, ADR 0097), built after the app into
 * dist-ssr/ for the server to import. The same modules and CSS modules as the app's build, so the markup's class
 * names are the ones the app's stylesheets define (as the prerendered /login's, scripts/prerender-plugin.ts).
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/server-render.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
  },
});
