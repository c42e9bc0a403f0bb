import { AuditEntrySchema, AuditQuerySchema, pagedEnvelope } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okPage } from '../../lib/reply.ts';
import type { AuditService } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/admin/get/audit/list',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['audit (admin)'],
        summary:
          "Administrators' writes, newest first, filtered by actor, action, target and days; total exact up to 10,000",
        querystring: AuditQuerySchema,
        response: { 200: pagedEnvelope(AuditEntrySchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await audit.list(request.query);
      return okPage(data, total, capped);
    },
  );
};
