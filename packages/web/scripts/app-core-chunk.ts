import type { Plugin } from 'vite';

/** The signed-in app's entry (lazily imported by app/main.tsx) and what every first visit loads before it. */
const APP = /[\\/]src[\\/]app[\\/]full-app\.tsx$/;
const SHARED_FIRST = [/[\\/]src[\\/]app[\\/]main\.tsx$/, /[\\/]src[\\/]features[\\/]auth[\\/]login[\\/]entry\.tsx$/];

/** Libraries are not in `app`: the app's entry reaches more of them than a page's first visit runs. */
const NODE_MODULES = /[\\/]node_modules[\\/]/;

type Graph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

function staticClosure(graph: Graph, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Fewer, larger files for a signed-in first visit, which loaded about 150 (ADR 0127). Each file costs the main thread
 * a few milliseconds on a phone's CPU however small it is, and left to itself the bundler splits by which lazy pages
 * import a module: a hundred files of a few hundred bytes. The groups this gives, none of which the login screen
 * loads (it keeps its own files):
 * - `app`: the app's own modules its entry imports statically (the route table with every area's calls and query
 *   keys, the shared helpers), which every signed-in page loads anyway;
 * - `icons-app` (vite.config.ts, by `afterLogin`): every icon.
 * Libraries keep the bundler's split (ADR 0127 says why).
 */
export function appCoreChunk(): {
  plugin: Plugin;
  app: (id: string) => boolean;
  afterLogin: (id: string) => boolean;
} {
  let core = new Set<string>();
  let first: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'app-core-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const app = ids.filter((id) => APP.test(id));
      // The server's build of the pages has no app entry: nothing is grouped there.
      if (app.length === 0) return;
      const loaded = staticClosure(
        this,
        ids.filter((id) => SHARED_FIRST.some((entry) => entry.test(id))),
      );
      first = loaded;
      core = new Set([...staticClosure(this, app)].filter((id) => !loaded.has(id) && !NODE_MODULES.test(id)));
    },
  };
  return { plugin, app: (id) => core.has(id), afterLogin: (id) => first !== null && !first.has(id) };
}
