import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openApiDocument } from '../lib/openapi-document.ts';

/** The OpenAPI document of the route table at /docs/json, its UI at /docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, { mode: 'static', specification: { document: openApiDocument() as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
});
