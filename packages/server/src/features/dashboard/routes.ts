import { dashboardApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import type { DashboardService } from './service.ts';

export const dashboardRoutes: FastifyPluginAsync<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  serve(app, dashboardApi.get, async () => ok(await dashboard.get()));
};
