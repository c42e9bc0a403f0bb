import type { CompanyInfo } from '@app/shared';
import type { CompanyRow } from './repository.ts';

/** An HR's company information as the company card and the HR's own form show it. */
export function presentCompanyInfo(row: CompanyRow): CompanyInfo {
  return {
    hr_name: row.hrName,
    email: row.email,
    address: row.address,
    wechat: row.wechat,
    mobile: row.mobile,
    company_name: row.companyName,
    company_desc: row.companyDesc,
  };
}
