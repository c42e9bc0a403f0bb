import { COMPANY_LIMITS } from '@app/shared';
import { DEMO_COMPANIES } from './jobs-data.ts';
import type { Seeding } from './seeding.ts';

/**
 * Company info of every demo recruiter (the two demo HR logins and the others), from the companies their demo
 * jobs are posted by: the contact card on their jobs and under the resumes they view. Runs after seedJobs,
 * which creates those recruiters.
 */
export async function seedCompanies(seeding: Seeding): Promise<void> {
  const companies = Object.values(DEMO_COMPANIES);
  const hrIdByPhone = await seeding.accounts.idsByPhone(companies.map((c) => c.hrPhone));
  for (const company of companies) {
    const hrId = hrIdByPhone.get(company.hrPhone);
    if (!hrId) continue;
    const [address = ''] = Object.values(company.sites);
    await seeding.companyInfo.save(hrId, {
      hr_name: company.contact,
      email: company.email,
      address,
      // The form requires a WeChat ID; a company without one lists its recruiting account's number.
      wechat: company.wechat || `hr${company.hrPhone.slice(-4)}`,
      mobile: company.hrPhone,
      company_name: company.name,
      company_desc: company.desc.slice(0, COMPANY_LIMITS.companyDesc),
    });
  }
}
