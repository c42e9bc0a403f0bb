import { type Role, TOKEN_HEADER } from '@app/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthService } from '../features/auth/service.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';

export type AuthUser = { id: number; role: Role; nickName: string; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the x-token names a live session. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: 401 without a session, 403 unless the user has one of the roles. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService }) => {
  app.decorateRequest('authUser', null);

  async function load(request: FastifyRequest) {
    const token = request.headers[TOKEN_HEADER];
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw unauthorized();
    const session = await opts.auth.findSession(token);
    if (!session) throw unauthorized();
    request.authUser = {
      id: session.userId,
      role: session.role as Role,
      nickName: session.nickName,
      sessionId: session.sessionId,
    };
  }

  app.decorate('authenticate', async (request: FastifyRequest) => load(request));
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await load(request);
    if (!roles.includes(currentUser(request).role)) throw forbidden();
  });
});
