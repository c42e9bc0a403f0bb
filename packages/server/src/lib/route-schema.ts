import { type ApiRoute, envelope, pagedEnvelope } from '@app/shared';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { IncomingFileSchema } from './storage/incoming.ts';

/** An upload route's body: its fields and the received `file`, which only the server can check. */
function bodyOf(route: ApiRoute) {
  if (!route.multipart || route.multipart === 'form') return route.body;
  const fields = (route.body ?? z.object({})) as z.ZodObject;
  return fields.extend({ file: IncomingFileSchema });
}

/**
 * The validation and serialization schemas of a table route. A route that answers a file or the event stream
 * sends through its reply, so only its JSON answers (the errors) pass a serializer.
 */
export function routeSchema(route: ApiRoute): FastifySchema {
  const answer = route.paged ? pagedEnvelope(route.data) : envelope(route.data);
  const body = bodyOf(route);
  return {
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(body ? { body } : {}),
    ...(route.produces ? {} : { response: { 200: answer } }),
  };
}
