import { CompanyCardQuerySchema, CompanyInfoBodySchema, CompanyInfoSchema, envelope } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CompanyService } from './service.ts';

/**
 * An HR's company info (docs/product/jobs.md#company-info) and the card others see on the HR's jobs and resume views.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService }> = async (app, { company }) => {
  const tags = ['company'];
  const info = envelope(CompanyInfoSchema.nullable());

  app.get(
    '/hr/get/company',
    {
      config: { auth: 'hr' },
      schema: { tags, summary: 'My company info (null before it is filled in)', response: { 200: info } },
    },
    async (request) => ok(await company.get(currentUser(request).id)),
  );

  app.post(
    '/hr/update/company',
    {
      config: { auth: 'hr' },
      schema: {
        tags,
        summary: 'Save my company info (every field required)',
        body: CompanyInfoBodySchema,
        response: { 200: envelope(CompanyInfoSchema) },
      },
    },
    async (request) => ok(await company.save(currentUser(request).id, request.body)),
  );

  app.get(
    '/user/get/company/card',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "An HR's company contact card (null when they have none)",
        querystring: CompanyCardQuerySchema,
        response: { 200: info },
      },
    },
    async (request) => ok(await company.get(request.query.hr_id)),
  );
};
