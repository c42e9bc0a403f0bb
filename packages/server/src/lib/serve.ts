import type { ApiInput, ApiRoute, MessageKey } from '@app/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { routeSchema } from './route-schema.ts';
import type { IncomingFile } from './storage/incoming.ts';
import { formRoute, type MultipartSpec, uploadRoute } from './storage/multipart.ts';

type Envelope<R extends ApiRoute> = R['paged'] extends true
  ? { code: 0; msg: string; data: z.input<R['data']>[]; total: number; total_capped?: boolean }
  : { code: 0; msg: string; data: z.input<R['data']> };

/** An upload route's body holds the received `file` beside its fields. */
type Body<R extends ApiRoute> = R extends { multipart: 'form' }
  ? ApiInput<R>['body']
  : R extends { multipart: string }
    ? (ApiInput<R>['body'] extends undefined ? unknown : ApiInput<R>['body']) &
        (R extends { optionalFile: true } ? { file?: IncomingFile } : { file: IncomingFile })
    : ApiInput<R>['body'];

/** The request as the handler sees it: params, query and body as the route's schemas output them. */
type RouteRequest<R extends ApiRoute> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  Omit<ApiInput<R>, 'body'> & { body: Body<R> };

/** A handler answers the success envelope, or (a file, the event stream) sends through the reply itself. */
export type RouteHandler<R extends ApiRoute> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<R['produces'] extends string ? FastifyReply : Envelope<R>>;

type ServeOptions = {
  /** The multipart limits (fields, bytes per field, bytes in all) where the defaults are too small. */
  form?: Partial<Omit<MultipartSpec, 'upload'>>;
  /** What an upload without its file is told, where 'please choose a file' says too little. */
  fileMissing?: MessageKey;
  /** More route config (rate-limit hints such as `readOnly`, `limit`); `auth` comes from the route. */
  config?: Omit<FastifyContextConfig, 'auth' | 'multipart'>;
};

function multipartConfig(route: ApiRoute, options: ServeOptions) {
  if (!route.multipart) return {};
  if (route.multipart === 'form') return formRoute(options.form);
  const { multipart } = uploadRoute(route.multipart);
  return { multipart: { ...multipart, ...options.form } };
}

/**
 * Registers one call of the route table (packages/shared/src/api): its method, path, auth, schemas and OpenAPI
 * description all come from the table, so a route cannot drift from what the web and the document say.
 */
export function serve<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: ServeOptions = {},
): void {
  app.route({
    method: route.method,
    url: route.path,
    config: { ...options.config, ...multipartConfig(route, options), auth: route.auth },
    schema: routeSchema(route, options.fileMissing),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
