import { auditApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import type { AuditService } from './service.ts';

export const auditRoutes: FastifyPluginAsync<{ audit: AuditService }> = async (app, { audit }) => {
  serve(app, auditApi.list, async (request) => {
    const { data, total, capped } = await audit.list(request.query);
    return okPage(data, total, capped);
  });
};
