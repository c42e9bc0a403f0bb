import { API_PREFIX } from '@app/shared';
import fastifyRateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../config.ts';
import { tooManyRequests } from '../lib/app-error.ts';
import type { Counters } from './counters.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A per-address limit of its own for a route that costs more than most (e.g. drawing a captcha). */
    limit?: 'captcha';
    /**
     * A read sent as POST (a search or a list whose filters travel in a body): the write limits skip it. Only for
     * routes that change nothing; anonymous calls still count (docs/decisions/0119-input-bounds-and-hostile-input.md).
     */
    readOnly?: boolean;
  }
}

const WINDOW_MS = 60_000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** @fastify/rate-limit's store interface over the counters table: every instance counts together. */
function databaseStore(counters: Counters) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, ms: number) {
      counters.hit(key, ms).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

type Rule = {
  name: string;
  max: number;
  applies: (request: FastifyRequest) => boolean;
  key: (r: FastifyRequest) => string;
};

/**
 * General limits per minute, counted in the database (docs/architecture.md#several-instances): every anonymous API call
 * per address, every write per address and per account (a POST marked `config.readOnly` is a read), and routes marked
 * `config.limit` per address. Runs after the auth phase (plugins/auth.ts), so it knows who calls; a limit of 0 is off.
 * Past a limit: 429 envelope with Retry-After.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { counters: Counters; limits: RateLimits }) => {
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(opts.counters), timeWindow: WINDOW_MS });

  // A client gone before its request is handled leaves no address (`request.ip` undefined): counted as one unknown.
  const address = (request: FastifyRequest) => normalizeIP(request.ip ?? 'unknown');
  const isWrite = (request: FastifyRequest) =>
    WRITES.has(request.method) && request.routeOptions.config?.readOnly !== true;
  const rules: Rule[] = [
    { name: 'anonymous', max: opts.limits.anonymousPerIp, applies: (r) => !r.authUser, key: address },
    { name: 'writes', max: opts.limits.writesPerIp, applies: isWrite, key: address },
    {
      name: 'account-writes',
      max: opts.limits.writesPerAccount,
      applies: (r) => isWrite(r) && r.authUser !== null,
      key: (r) => String(r.authUser?.id),
    },
    {
      name: 'captcha',
      max: opts.limits.captchasPerIp,
      applies: (r) => r.routeOptions.config?.limit === 'captcha',
      key: address,
    },
  ];
  const limiters = rules
    .filter((rule) => rule.max > 0)
    .map((rule) => ({
      applies: rule.applies,
      check: app.createRateLimit({ max: rule.max, keyGenerator: (r) => `${rule.name}:${rule.key(r)}` }),
    }));

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const results = await Promise.all(limiters.filter((l) => l.applies(request)).map((l) => l.check(request)));
    const waits = results.flatMap((r) => (!r.isAllowed && r.isExceeded ? [Math.max(1, r.ttlInSeconds)] : []));
    if (waits.length > 0) throw tooManyRequests('tooManyRequests', Math.max(...waits));
  });
});
