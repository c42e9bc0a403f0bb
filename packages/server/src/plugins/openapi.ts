import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests; UI at /docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Talent platform API',
        version: '1.0.0',
        description: 'Envelope: {code, msg, msg_en?, data, total?}',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
});
