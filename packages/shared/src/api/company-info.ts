import { CompanyCardQuerySchema, CompanyInfoBodySchema, CompanyInfoSchema } from '../company.ts';
import { defineRoutes } from './route.ts';

const tags = ['company'];

/**
 * An HR's company info (docs/product/jobs.md#company-info) and the card others see on the HR's jobs and resume views.
 */
export const companyInfoApi = defineRoutes({
  mine: {
    method: 'GET',
    path: '/hr/get/company',
    auth: 'hr',
    tags,
    summary: 'My company info (null before it is filled in)',
    data: CompanyInfoSchema.nullable(),
  },
  save: {
    method: 'POST',
    path: '/hr/update/company',
    auth: 'hr',
    tags,
    summary: 'Save my company info (every field required)',
    body: CompanyInfoBodySchema,
    data: CompanyInfoSchema,
  },
  card: {
    method: 'GET',
    path: '/user/get/company/card',
    auth: 'user',
    tags,
    summary: "An HR's company contact card (null when they have none)",
    query: CompanyCardQuerySchema,
    data: CompanyInfoSchema.nullable(),
  },
});
