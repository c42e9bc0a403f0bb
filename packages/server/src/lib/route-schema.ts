import { type ApiRoute, envelope, type MessageKey, pagedEnvelope } from '@app/shared';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { IncomingFileSchema, incomingFile } from './storage/incoming.ts';

/** An upload route's body: its fields and the received `file`, which only the server can check. */
function bodyOf(route: ApiRoute, fileMissing?: MessageKey) {
  if (!route.multipart || route.multipart === 'form') return route.body;
  const fields = (route.body ?? z.object({})) as z.ZodObject;
  const file = fileMissing ? incomingFile(fileMissing) : IncomingFileSchema;
  return fields.extend({ file: route.optionalFile ? file.optional() : file });
}

/**
 * The validation and serialization schemas of a table route. A route that answers a file or the event stream
 * sends through its reply, so only its JSON answers (the errors) pass a serializer.
 */
export function routeSchema(route: ApiRoute, fileMissing?: MessageKey): FastifySchema {
  const answer = route.paged ? pagedEnvelope(route.data) : envelope(route.data);
  const body = bodyOf(route, fileMissing);
  return {
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(body ? { body } : {}),
    ...(route.produces ? {} : { response: { 200: answer } }),
  };
}
