import { z } from 'zod';
import { positiveId } from './common/ids.ts';
import { emailText, patternText, requiredText } from './common/text.ts';
import { PHONE_PATTERN } from './constants.ts';

/** Longest value of each company info field (characters, after trimming). */
export const COMPANY_LIMITS = {
  hrName: 50,
  email: 100,
  address: 200,
  wechat: 50,
  mobile: 11,
  companyName: 100,
  companyDesc: 2000,
} as const;

/**
 * An HR's company info (docs/product/jobs.md#company-info): the contact shown on their jobs and under resumes they
 * view.
 */
export const CompanyInfoSchema = z.object({
  hr_name: z.string(),
  email: z.string(),
  address: z.string(),
  wechat: z.string(),
  mobile: z.string(),
  company_name: z.string(),
  company_desc: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

/** POST /hr/update/company: every field required, email valid, mobile a mainland mobile number. */
export const CompanyInfoBodySchema = z.object({
  hr_name: requiredText('companyHrNameRequired', COMPANY_LIMITS.hrName),
  email: emailText(COMPANY_LIMITS.email, { missing: 'companyEmailRequired', invalid: 'companyEmailInvalid' }),
  address: requiredText('companyAddressRequired', COMPANY_LIMITS.address),
  wechat: requiredText('companyWechatRequired', COMPANY_LIMITS.wechat),
  mobile: patternText(PHONE_PATTERN, COMPANY_LIMITS.mobile, {
    missing: 'companyMobileRequired',
    invalid: 'companyMobileInvalid',
  }),
  company_name: requiredText('companyNameRequired', COMPANY_LIMITS.companyName),
  company_desc: requiredText('companyDescRequired', COMPANY_LIMITS.companyDesc),
});
export type CompanyInfoBody = z.infer<typeof CompanyInfoBodySchema>;

/** GET /user/get/company/card?hr_id */
export const CompanyCardQuerySchema = z.object({ hr_id: positiveId('hrIdInvalid') });
