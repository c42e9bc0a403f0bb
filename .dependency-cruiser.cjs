/**
 * Boundaries between the packages, the server's floors and the areas (docs/architecture.md, "Server layers" and
 * "Seams between areas"), checked by `npm run lint`. A violation fails the lint; the server test
 * src/boundaries.test.ts proves each rule still bites on fixtures.
 */
const SERVER = '^packages/server/src/';
const FEATURES = `${SERVER}features/`;
const WEB = '^packages/web/src/';
const WEB_FEATURES = `${WEB}features/`;
/** The web's tests render pages inside the app's providers; they stand above the floors. */
const WEB_TESTS = ['\\.test\\.tsx?$', `${WEB}test/`];
/** Tests stand above every floor (they build the whole app, seed, reach into tables); area rules still hold. */
const TESTS = ['\\.test\\.tsx?$', `${SERVER}test/`];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'Import cycles make the order of module evaluation matter; break them with injection or a smaller module. ' +
        'A cycle through a type-only or a lazy import() evaluates nothing early and is allowed.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web talks to the server over HTTP and shares only packages/shared.',
      from: { path: '^packages/web/' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      severity: 'error',
      comment: 'packages/shared is the contract both sides import; it imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^packages/(server|web)/' },
    },
    {
      name: 'feature-only-through-entry',
      severity: 'error',
      comment: 'An area reaches another only through its public entry features/<area>/index.ts, never its files.',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'feature-imports-types-only',
      severity: 'error',
      comment:
        'Areas import each other as types only (`import type`); calls across areas come in through injection in app.ts.',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: `${FEATURES}[^/]+/index\\.ts$`, pathNot: `${FEATURES}$1/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lower-floors-not-features',
      severity: 'error',
      comment: 'plugins/, lib/ and db/ (but the demo seed) sit below the areas: they take services by injection.',
      from: { path: `${SERVER}(plugins|lib|db)/`, pathNot: [`${SERVER}db/seed/`, ...TESTS] },
      to: { path: FEATURES },
    },
    {
      name: 'only-the-top-imports-the-root',
      severity: 'error',
      comment: 'app.ts, main.ts, cli/ and the demo seed are the top floor; nothing below imports them.',
      from: { path: `${SERVER}(features|plugins|lib|db)/`, pathNot: [`${SERVER}db/seed/`, ...TESTS] },
      to: { path: [`${SERVER}(app|app-services|app-routes|main)\\.ts$`, `${SERVER}cli/`, `${SERVER}db/seed/`] },
    },
    {
      name: 'top-floor-through-entries',
      severity: 'error',
      comment: 'app.ts, cli/ and the demo seed use an area through its entry only.',
      from: { path: [`${SERVER}(app|app-services|app-routes|main)\\.ts$`, `${SERVER}cli/`, `${SERVER}db/seed/`] },
      to: { path: FEATURES, pathNot: `${FEATURES}[^/]+/index\\.ts$` },
    },
    {
      name: 'web-no-cycles',
      severity: 'error',
      comment:
        'No import circle in the web, not even through a lazy import() or a type: a page, an area and a floor each ' +
        'stand on what is below them.',
      from: { path: WEB },
      to: { circular: true },
    },
    {
      name: 'web-areas-not-app',
      severity: 'error',
      comment:
        'app/ (routes, layouts, the entry) is the top floor: the areas and the lower floors below it never import it.',
      from: { path: `${WEB}(features|components|lib|locales)/`, pathNot: WEB_TESTS },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-lower-floors-not-areas',
      severity: 'error',
      comment: 'components/, lib/ and locales/ sit below the areas: they know no area.',
      from: { path: `${WEB}(components|lib|locales)/`, pathNot: WEB_TESTS },
      to: { path: WEB_FEATURES },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment:
        'A web area uses another only through its api.ts (server calls), keys.ts (its query keys, to refresh them) and components/ (shared pieces); its pages and the rest are its own.',
      from: { path: `${WEB_FEATURES}([^/]+)/` },
      to: {
        path: WEB_FEATURES,
        pathNot: [`${WEB_FEATURES}$1/`, `${WEB_FEATURES}[^/]+/(api|keys)\\.ts$`, `${WEB_FEATURES}[^/]+/components/`],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.tmp\\.'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.css'],
    },
    cache: false,
  },
};
