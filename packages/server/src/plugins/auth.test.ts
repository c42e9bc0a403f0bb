import { ROLES, type Role } from '@app/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../test/factories.ts';
import { expectBilingualError } from '../test/http.ts';
import { authPlugin, type RouteAuth, type RouteAuthDeclaration } from './auth.ts';

let app: TestApp;
let tokens: Record<Role, string>;
beforeAll(async () => {
  app = await buildTestApp();
  const [admin, hr, seeker] = await Promise.all([
    createAdmin(app),
    registerUser(app, { role: ROLES.hr }),
    registerUser(app, { role: ROLES.seeker }),
  ]);
  tokens = { [ROLES.admin]: admin.token, [ROLES.hr]: hr.token, [ROLES.seeker]: seeker.token };
});
afterAll(() => app.close());

/** A request the route could never accept: a broken JSON body, or for GET a nonsense query; params too. */
function hostileRequest({ method, url }: RouteAuthDeclaration) {
  const path = url.replace(/:\w+/g, 'not-an-id').replace(/\*$/, '');
  if (method === 'GET' || method === 'HEAD') return { method, url: `${path}?id=x&pn=-1&p_size=huge` } as const;
  return {
    method: method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: `${path}?major_id=x`,
    headers: { 'content-type': 'application/json' },
    payload: '{"not json',
  };
}

const rolesOf = (auth: RouteAuth): Role[] => {
  if (auth === 'public' || auth === 'user') return Object.values(ROLES);
  const names = typeof auth === 'string' ? [auth] : auth;
  return names.map((name) => ROLES[name]);
};

describe('the one auth phase', () => {
  // Generated from the registered routes: a route added later is covered without a new test.
  const guarded = () => app.routeAuth.filter((route) => route.auth !== 'public' && route.method !== 'HEAD');

  it('knows every API route, and most of them need a session', () => {
    const urls = guarded().map((route) => `${route.method} ${route.url}`);
    expect(urls.length).toBeGreaterThan(30);
    expect(urls).toContain('POST /u/v1/hunter/save/resume');
    expect(urls).toContain('POST /u/v1/hr/add/job');
    expect(urls).toContain('POST /u/v1/user/logout');
  });

  it('answers an anonymous caller 401 before reading or validating anything', async () => {
    for (const route of guarded()) {
      const res = await app.inject(hostileRequest(route));
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(401);
      expectBilingualError(res, 401, 'Login expired, please log in again');
    }
  });

  it('answers an unknown token like no token', async () => {
    for (const route of guarded()) {
      const res = await app.inject({ ...hostileRequest(route), headers: { ...authHeader('not-a-session') } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers a caller of the wrong role 403 before validation', async () => {
    const restricted = guarded().filter((route) => route.auth !== 'user');
    expect(restricted.length).toBeGreaterThan(20);
    for (const route of restricted) {
      const allowed = rolesOf(route.auth);
      const outsider = Object.values(ROLES).find((role) => !allowed.includes(role));
      if (!outsider) continue;
      const request = hostileRequest(route);
      const res = await app.inject({ ...request, headers: { ...request.headers, ...authHeader(tokens[outsider]) } });
      expect(res.statusCode, `${route.method} ${route.url} as role ${outsider}: ${res.body}`).toBe(403);
      expectBilingualError(res, 403);
    }
  });

  it('lets the right role through to validation', async () => {
    const res = await app.inject({
      ...hostileRequest({ method: 'POST', url: '/u/v1/hr/add/job', auth: 'hr' }),
      headers: { 'content-type': 'application/json', ...authHeader(tokens[ROLES.hr]) },
    });
    expectBilingualError(res, 400);
  });

  it('serves public routes without a token, and with a stale one', async () => {
    const publicRoutes = app.routeAuth.filter((route) => route.auth === 'public').map((r) => r.url);
    expect(publicRoutes).toContain('/u/v1/user/passwd_login');
    for (const headers of [{}, authHeader('expired-or-made-up')]) {
      const res = await app.inject({ method: 'GET', url: '/u/v1/user/get/major/list', headers });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('declarations', () => {
  it('stops the server at startup when an API route declares no auth', async () => {
    const bare = Fastify();
    await bare.register(authPlugin, { findSession: async () => null });
    expect(() => bare.get('/u/v1/forgotten', async () => 'open to all by mistake')).toThrow(
      /GET \/u\/v1\/forgotten declares no config\.auth/,
    );
    await bare.close();
  });

  it('refuses an unknown role name at startup', async () => {
    const bare = Fastify();
    await bare.register(authPlugin, { findSession: async () => null });
    expect(() => bare.get('/u/v1/typo', { config: { auth: 'recruiter' as never } }, async () => 'x')).toThrow(
      /Unknown role "recruiter"/,
    );
    await bare.close();
  });
});
