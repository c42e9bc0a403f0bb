import { type ApiRoute, envelope, pagedEnvelope } from '@app/shared';
import type { FastifySchema } from 'fastify';

/**
 * The validation and serialization schemas of a table route. A route that answers a file or the event stream
 * sends through its reply, so only its JSON answers (the errors) pass a serializer.
 */
export function routeSchema(route: ApiRoute): FastifySchema {
  const answer = route.paged ? pagedEnvelope(route.data) : envelope(route.data);
  return {
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.produces ? {} : { response: { 200: answer } }),
  };
}
