import type { z } from 'zod';
import type { ROLES } from '../constants.ts';
import type { UploadKind } from '../resumes/files.ts';

/**
 * One call of the API, declared once (docs/web.md#calls): the server registers its route from this, the web calls
 * it through `call(route, input)`, and the OpenAPI document is generated from it.
 */

type RoleName = keyof typeof ROLES;
/** Who may call: anyone, any signed-in user (x-token), or signed-in users of the named roles. */
export type ApiAuth = 'public' | 'user' | RoleName | readonly RoleName[];
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export type ApiRoute = {
  method: ApiMethod;
  /** Under API_PREFIX, with `:name` path parameters (e.g. `/hunter/get/job`, `/client/get/bid/info/:slug`). */
  path: string;
  auth: ApiAuth;
  /** Public calls of the bid pages that also need the `x-bid-access` credential. */
  bidAccess?: true;
  /** One short sentence: what the call does and its notable refusals. */
  summary: string;
  tags: readonly string[];
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** JSON or urlencoded; also multipart/form-data when `multipart` is set. */
  body?: ObjectSchema;
  /** The route also reads multipart/form-data: fields only ('form') or one file of this kind in the field `file`. */
  multipart?: 'form' | UploadKind;
  /** An upload whose file may be left out (an edit that keeps the current picture). */
  optionalFile?: true;
  /** `data` of the success envelope; the item of `data` when `paged`. */
  data: z.ZodType;
  /** A paged list: `data` is an array of the item, beside `total` (and `total_capped`). */
  paged?: true;
  /** An answer that is not the JSON envelope when it succeeds (a file or the event stream). */
  produces?: 'application/pdf' | 'text/event-stream';
};

/** Declares an area's calls; the `const` keeps each route's literal types for the server and the web. */
export function defineRoutes<const T extends Record<string, ApiRoute>>(routes: T): T {
  return routes;
}

type Schema<R, K extends 'params' | 'query' | 'body'> = R extends Record<K, infer S extends z.ZodType> ? S : undefined;

/** What the handler receives, after validation. */
export type ApiInput<R extends ApiRoute> = {
  params: Schema<R, 'params'> extends z.ZodType ? z.output<Schema<R, 'params'>> : undefined;
  query: Schema<R, 'query'> extends z.ZodType ? z.output<Schema<R, 'query'>> : undefined;
  body: Schema<R, 'body'> extends z.ZodType ? z.output<Schema<R, 'body'>> : undefined;
};

type Sent<R, K extends 'params' | 'query' | 'body'> =
  Schema<R, K> extends z.ZodType ? { [P in K]: z.input<Schema<R, K>> } : { [P in K]?: undefined };

/** What a caller sends: the parameters, query and body as the schemas accept them. */
export type ApiRequest<R extends ApiRoute> = Sent<R, 'params'> & Sent<R, 'query'> & Sent<R, 'body'>;

/** The success envelope's `data` as it arrives: the schema's output, as the server sends only what passes it. */
export type ApiData<R extends ApiRoute> = R['paged'] extends true ? z.output<R['data']>[] : z.output<R['data']>;

/** The path with its parameters filled in (each one URL-encoded). */
export function pathOf(route: Pick<ApiRoute, 'path'>, params?: Record<string, unknown>): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
