import { ErrorEnvelopeSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../lib/app-error.ts';

/** The ping never rejects; a database that does not answer within `ms` counts as down. */
async function pingWithin(ping: () => Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ping(), late]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ timeoutMs: number }> = async (app, { timeoutMs }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: '200 only when the database answers in time, 503 while it is away, stuck or locked',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: ErrorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      if (!(await pingWithin(app.database.ping, timeoutMs))) {
        return reply.status(503).header('retry-after', '5').send(errorEnvelope(503, 'databaseUnavailable'));
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
