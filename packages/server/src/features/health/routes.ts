import { ErrorEnvelopeSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: '200 only when the database answers',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: ErrorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      if (!(await app.database.ping())) return reply.status(503).send(errorEnvelope(503, 'serverError'));
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
