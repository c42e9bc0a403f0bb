import { companyInfoApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CompanyInfoService } from './service.ts';

/**
 * An HR's company info (docs/product/jobs.md#company-info) and the card others see on the HR's jobs and resume views.
 */
export const companyInfoRoutes: FastifyPluginAsync<{ companyInfo: CompanyInfoService }> = async (
  app,
  { companyInfo },
) => {
  serve(app, companyInfoApi.mine, async (request) => ok(await companyInfo.get(currentUser(request).id)));
  serve(app, companyInfoApi.save, async (request) => ok(await companyInfo.save(currentUser(request).id, request.body)));
  serve(app, companyInfoApi.card, async (request) => ok(await companyInfo.get(request.query.hr_id)));
};
