import { type ApiData, type ApiRequest, type ApiRoute, pathOf } from '@app/shared';
import type { z } from 'zod';
import { type Page, type Query, type RequestOptions, request, requestFile } from './api-client.ts';

/**
 * The one way the web calls the API (docs/web.md#calls): a route of the shared table and its input, typed by the
 * route's schemas. Answers are not parsed again here: the server sends only what passes the same schema.
 */

type Options = Pick<
  RequestOptions,
  'signal' | 'timeoutMs' | 'onUploadProgress' | 'headers' | 'anonymous' | 'ignoreUnauthorized'
> & {
  /** The one file of an upload route (sent as multipart/form-data with the body's fields). */
  file?: Blob;
};

type CallInput<R extends ApiRoute> = ApiRequest<R> & Options;
/** The input is optional for a call that takes no parameters, query or body. */
type Args<R extends ApiRoute> = object extends ApiRequest<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

type FormValue = string | number | boolean | Blob | null | undefined;

type SentInput = Options & { params?: unknown; query?: unknown; body?: unknown };

function requestOptions(route: ApiRoute, input: SentInput = {}): RequestOptions {
  const { params, query, body, file, ...options } = input;
  const sent: RequestOptions = { ...options, method: route.method, query: query as Query | undefined };
  if (file) sent.form = { ...(body as Record<string, FormValue> | undefined), file };
  else if (body !== undefined) sent.json = body;
  return sent;
}

function urlOf(route: ApiRoute, input: SentInput = {}): string {
  return pathOf(route, input.params as Record<string, unknown> | undefined);
}

/** Sends the call and returns the envelope's `data`. */
export async function call<R extends ApiRoute>(route: R, ...[input]: Args<R>): Promise<ApiData<R>> {
  const envelope = await request(urlOf(route, input as SentInput), requestOptions(route, input as SentInput));
  return envelope.data as ApiData<R>;
}

/** A paged call: the list and the total of all matches (`capped` past the search cap). */
export async function callPage<R extends ApiRoute & { paged: true }>(
  route: R,
  ...[input]: Args<R>
): Promise<Page<z.output<R['data']>>> {
  const envelope = await request(urlOf(route, input as SentInput), requestOptions(route, input as SentInput));
  const list = (Array.isArray(envelope.data) ? envelope.data : []) as z.output<R['data']>[];
  return { list, total: envelope.total ?? list.length, ...(envelope.total_capped ? { capped: true } : {}) };
}

/** A call that answers a file (PDF): the file and its name; errors still come as the JSON envelope. */
export function callFile<R extends ApiRoute & { produces: string }>(route: R, ...[input]: Args<R>) {
  return requestFile(urlOf(route, input as SentInput), requestOptions(route, input as SentInput));
}
