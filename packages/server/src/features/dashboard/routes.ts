import { DashboardSchema, envelope } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import type { DashboardService } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/admin/get/dashboard',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['dashboard (admin)'],
        summary:
          'Key figures (users by role, jobs by status and review status, applications, resume view requests, ' +
          'standards, oil) and per-day series of the last 30 UTC days, zero-filled',
        response: { 200: envelope(DashboardSchema) },
      },
    },
    async () => ok(await dashboard.get()),
  );
};
