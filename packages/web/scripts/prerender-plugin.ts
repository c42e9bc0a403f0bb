import { createHash } from 'node:crypto';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { build, type Plugin } from 'vite';

const LOGIN_PAGE = '/src/features/auth/pages/login-page.tsx';
const PRERENDER_ID = 'prerender';

/**
 * Runs before the page is parsed (a synchronous script in <head>): the markup is /login's, in the
 * default language and signed out, so anything else hides it and the app renders as before. An
 * external file because the server's Content-Security-Policy allows no inline script.
 */
/** STORAGE_KEYS.language and .token (@app/shared is not loadable from the Vite config; checked by prerender.test.ts). */
export const GATE_KEYS = { language: 'language', token: 'token' } as const;

export const GATE = `(function(){var off=location.pathname!=='/login';try{off=off||localStorage.getItem(${JSON.stringify(GATE_KEYS.language)})==='en'||!!localStorage.getItem(${JSON.stringify(GATE_KEYS.token)})}catch(e){}if(off)document.documentElement.setAttribute('data-prerender','off')})();\n`;
const GATE_FILE = `assets/prerender-gate-${createHash('sha256').update(GATE).digest('hex').slice(0, 8)}.js`;

/** The CSS files the login page's chunk and its static imports bring (CSS modules), once each. */
function loginCss(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const login = chunks.find((c) => c.facadeModuleId?.endsWith(LOGIN_PAGE));
  if (!login) throw new Error(`prerender: no chunk for ${LOGIN_PAGE}`);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(login);
  return [...css];
}

/** Renders /login with the production modules (src/app/prerender.tsx) in a separate server-side build. */
async function renderLogin(root: string): Promise<{ html: string; css: string }> {
  const outDir = path.join(root, 'node_modules', '.prerender');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    ssr: { noExternal: true },
    build: { ssr: 'src/app/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = path.join(outDir, 'prerender.js');
  const module = (await import(`${entry}?t=${Date.now()}`)) as { renderLogin: () => { html: string; css: string } };
  return module.renderLogin();
}

/**
 * /login's markup and styles written into index.html at build time, so its first paint needs no
 * JavaScript; main.tsx then renders the same page over it.
 */
export function prerenderLogin(): Plugin {
  let root = '';
  return {
    name: 'prerender-login',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: GATE_FILE, source: GATE });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const page = await renderLogin(root);
        const links = loginCss(ctx.bundle)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
          .join('');
        const hide = `html[data-prerender=off] #${PRERENDER_ID}{display:none}`;
        // antd's styles go first, as antd itself puts them: the app's own CSS overrides them.
        return (
          html
            .replace('</title>', `</title><script src="/${GATE_FILE}"></script><style>${hide}${page.css}</style>`)
            .replace('</head>', `${links}</head>`)
            // inert: nothing typed or clicked before the app takes over would be kept.
            .replace('<div id="root"></div>', `<div id="root"><div id="${PRERENDER_ID}" inert>${page.html}</div></div>`)
        );
      },
    },
  };
}
