import { API_PREFIX, ROLES, type Role, TOKEN_HEADER } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error.ts';

export type AuthUser = { id: number; role: Role; nickName: string; sessionId: number };
type RoleName = keyof typeof ROLES;
/** Who may call a route: anyone, any signed-in user, or signed-in users of the named roles. */
export type RouteAuth = 'public' | 'user' | RoleName | readonly RoleName[];
export type RouteAuthDeclaration = { method: string; url: string; auth: RouteAuth };

/** What the auth plugin needs from the accounts area: the live session a token names, or null. */
export type SessionLookup = (
  token: string,
) => Promise<{ sessionId: number; userId: number; role: string; nickName: string } | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every API route; read by the one onRequest hook of the auth plugin. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The caller's session, when a valid x-token came with the request (also on public routes). */
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every route's declaration, in registration order (the anonymous-caller test walks it). */
    routeAuth: readonly RouteAuthDeclaration[];
  }
}

/** The signed-in user of a request to a route that is not public. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

function rolesOf(auth: RouteAuth): Role[] | null {
  if (auth === 'public' || auth === 'user') return null;
  const names: readonly string[] = typeof auth === 'string' ? [auth] : auth;
  return names.map((name) => {
    if (!Object.hasOwn(ROLES, name)) throw new Error(`Unknown role "${name}" in a route's config.auth`);
    return ROLES[name as RoleName];
  });
}

/**
 * The one auth phase (ADR 0041): every API route declares `config: { auth }` and a route without it stops the
 * server at startup. One onRequest hook reads the declaration and answers 401 or 403 before a byte of the body
 * is read or validated. Ownership is the areas' business, through lib/authorize.ts.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { findSession: SessionLookup }) => {
  const declarations: RouteAuthDeclaration[] = [];
  app.decorate('routeAuth', declarations);
  app.decorateRequest('authUser', null);

  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    const methods = ([] as string[]).concat(route.method);
    if (auth === undefined) {
      // Outside the API (health, files, docs, the SPA) a route without a declaration is public.
      if (route.url.startsWith(`${API_PREFIX}/`)) {
        throw new Error(`${methods.join(',')} ${route.url} declares no config.auth ('public', 'user' or roles)`);
      }
      return;
    }
    rolesOf(auth); // throws at startup on an unknown role name
    for (const method of methods) declarations.push({ method, url: route.url, auth });
  });

  async function identify(request: FastifyRequest) {
    const token = request.headers[TOKEN_HEADER];
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
    const session = await opts.findSession(token);
    if (!session) return null;
    return { id: session.userId, role: session.role as Role, nickName: session.nickName, sessionId: session.sessionId };
  }

  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config?.auth;
    if (auth === undefined) return;
    request.authUser = await identify(request);
    if (auth === 'public') return;
    if (!request.authUser) throw unauthorized();
    const roles = rolesOf(auth);
    if (roles && !roles.includes(request.authUser.role)) throw forbidden();
  });
});
