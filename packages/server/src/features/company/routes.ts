import { companyApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CompanyService } from './service.ts';

/**
 * An HR's company info (docs/product/jobs.md#company-info) and the card others see on the HR's jobs and resume views.
 */
export const companyRoutes: FastifyPluginAsync<{ company: CompanyService }> = async (app, { company }) => {
  serve(app, companyApi.mine, async (request) => ok(await company.get(currentUser(request).id)));
  serve(app, companyApi.save, async (request) => ok(await company.save(currentUser(request).id, request.body)));
  serve(app, companyApi.card, async (request) => ok(await company.get(request.query.hr_id)));
};
