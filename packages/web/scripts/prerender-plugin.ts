import { createHash } from 'node:crypto';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { build, type Plugin } from 'vite';

/** The standalone login screen (a signed-out first visit to /login) and the app (every other first visit). */
const LOGIN_ENTRY = '/src/features/auth/login/entry.tsx';
const APP_ENTRY = '/src/app/full-app.tsx';
const PRERENDER_ID = 'prerender';

/** Each language's namespaces (lib/i18n.ts loads the interface's language before the app renders). */
const LANGUAGE_SOURCES = { zh: '/src/locales/zh.ts', en: '/src/locales/en.ts' } as const;

/** STORAGE_KEYS.language and .token (@app/shared is not loadable from the Vite config; checked by prerender.test.ts). */
export const GATE_KEYS = { language: 'language', token: 'token' } as const;
/** ROUTE_MODULES_ID: the drawn page's own modules, which the gate preloads with the entry (checked by the same test). */
export const GATE_ROUTE_MODULES_ID = 'route-modules';

/**
 * Runs before the page is parsed (a synchronous script in <head>). The markup is /login's, in the
 * default language and signed out, so anything else hides it. It then starts loading what main.tsx
 * will import, by the same test: the login screen's chunks on a signed-out /login, else the app's
 * (the entry would ask for them only once it has run). An external file: the
 * Content-Security-Policy allows no inline script. A page the server drew (ADR 0126: `data-drawn` on <html>, naming
 * the entry, whose tag the server took out) is painted first; the entry follows, then the preloads, the page's own
 * modules (listed in the document, ROUTE_MODULES_ID) after the app's, one per task.
 */
export type GatePreload = {
  login: readonly string[];
  app: readonly string[];
  /** With the app, the stored language's namespaces (English when stored, else Chinese). */
  languages?: { zh: readonly string[]; en: readonly string[] };
};

export function gateScript(preload: GatePreload): string {
  // When the prerendered screen is shown, after its first paint: nothing competes with that paint. A page the server
  // drew shows its forms before the app has taken them over: a form sent then would go to the address as a plain GET
  // (what was typed in the URL), so none is sent until then. Its entry is added once the whole document is parsed
  // (the state the app hydrates from ends it; a module script added earlier may run on half of it) and painted.
  // Each preload is a task of its own: adding a `modulepreload` link costs the main thread a few milliseconds on a
  // phone's CPU (more under Lighthouse's tracing), and the hundred of a first visit added in one go were a task of over
  // a second. The timers are set side by side, not one from another, so the browser does not space them out.
  const keys = GATE_KEYS;
  const languages = preload.languages ?? { zh: [], en: [] };
  return `(function(){var d=document,p=location.pathname==='/login',e=false,t=false;try{e=localStorage.getItem(${JSON.stringify(keys.language)})==='en';t=!!localStorage.getItem(${JSON.stringify(keys.token)})}catch(x){}var s=p&&!e&&!t;if(!s)d.documentElement.setAttribute('data-prerender','off');function f(o){var a=p&&!t?${JSON.stringify(preload.login)}:${JSON.stringify(preload.app)}.concat(e?${JSON.stringify(languages.en)}:${JSON.stringify(languages.zh)});a.concat(o||[]).forEach(function(h){setTimeout(function(){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)},0)})}var w=d.documentElement.getAttribute('data-drawn');function g(){var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=w;d.head.appendChild(m);var r=d.getElementById(${JSON.stringify(GATE_ROUTE_MODULES_ID)}),o=[];if(r)try{o=JSON.parse(r.textContent)}catch(x){}f(o)}if(w){d.addEventListener('submit',function(v){if(!d.documentElement.hasAttribute('data-hydrated'))v.preventDefault()},true);d.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(g,0)})})}else if(s)requestAnimationFrame(function(){setTimeout(f,0)});else f()})();\n`;
}

function chunksOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
}

/** A chunk and everything it imports statically. */
function graph(bundle: Rolldown.OutputBundle, from: Rolldown.OutputChunk): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(from);
  return [...seen.values()];
}

function chunkOf(bundle: Rolldown.OutputBundle, source: string): Rolldown.OutputChunk {
  const chunk = chunksOf(bundle).find((c) => c.facadeModuleId?.endsWith(source));
  if (!chunk) throw new Error(`prerender: no chunk for ${source}`);
  return chunk;
}

/** A dynamically imported module's JavaScript files that index.html does not already load (the entry's graph). */
function scriptsOf(bundle: Rolldown.OutputBundle, source: string): string[] {
  const entry = chunksOf(bundle).find((c) => c.isEntry);
  const loaded = new Set(entry ? graph(bundle, entry).map((c) => c.fileName) : []);
  return graph(bundle, chunkOf(bundle, source))
    .map((c) => `/${c.fileName}`)
    .filter((file) => !loaded.has(file.slice(1)));
}

/** The CSS files a module's chunk and its static imports bring (CSS modules), once each. */
function cssOf(bundle: Rolldown.OutputBundle, source: string): string[] {
  return [...new Set(graph(bundle, chunkOf(bundle, source)).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))];
}

function loginCss(bundle: Rolldown.OutputBundle): string[] {
  return cssOf(bundle, LOGIN_ENTRY);
}

/** Renders /login with the production modules (src/app/prerender.tsx) in a separate server-side build. */
async function renderLogin(root: string): Promise<{ html: string }> {
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
  const module = (await import(`${entry}?t=${Date.now()}`)) as { renderLogin: () => { html: string } };
  return module.renderLogin();
}

/**
 * /login's markup and styles written into index.html at build time, so its first paint needs no
 * JavaScript; the login screen's entry then renders the same screen over it.
 */
export function prerenderLogin(): Plugin {
  let root = '';
  let gateFile = '';
  return {
    name: 'prerender-login',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // Before index.html is written (vite:build-html), which names the gate.
      order: 'pre',
      handler(_options, bundle) {
        const app = scriptsOf(bundle, APP_ENTRY);
        const language = (source: string) => scriptsOf(bundle, source).filter((file) => !app.includes(file));
        const languages = { zh: language(LANGUAGE_SOURCES.zh), en: language(LANGUAGE_SOURCES.en) };
        const source = gateScript({ login: scriptsOf(bundle, LOGIN_ENTRY), app, languages });
        gateFile = `assets/prerender-gate-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName: gateFile, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const page = await renderLogin(root);
        const bundle = ctx.bundle;
        // The screen's CSS modules as links after the global CSS (fetched beside it, cached like it). Not
        // inline: the screen's chunk asks for these files again, and Vite's loader skips a stylesheet
        // the document already links, where an inline copy would be loaded again and restyle the page.
        const modules = loginCss(bundle)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
          .join('');
        const hide = `html[data-prerender=off] #${PRERENDER_ID}{display:none}`;
        return (
          html
            .replace('</title>', `</title><script src="/${gateFile}"></script><style>${hide}</style>`)
            .replace('</head>', `${modules}</head>`)
            // inert: nothing typed or clicked before the app takes over would be kept.
            .replace('<div id="root"></div>', `<div id="root"><div id="${PRERENDER_ID}" inert>${page.html}</div></div>`)
        );
      },
    },
  };
}
