/**
 * zod compiles a fast parser for each object schema with `new Function`, after probing whether it may: under the
 * server's Content-Security-Policy (no 'unsafe-eval') the probe is refused, and the browser reports a violation on
 * every page that loads zod (docs/decisions/0070-web-delivery-and-first-visit.md). Its `jitless` setting
 * skips both. It is read when a schema is created, so it is set here, first thing in the entry, before any chunk
 * that defines schemas runs; and on zod's shared settings object (globalThis.__zod_globalConfig, which `z.config`
 * writes) rather than through `z.config`, so that the signed-out /login, which loads no zod, still loads none.
 * zod-jitless.test.ts checks that zod reads it.
 */
type ZodSettings = { jitless?: boolean };
const holder = globalThis as { __zod_globalConfig?: ZodSettings };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
