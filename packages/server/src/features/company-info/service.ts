import type { CompanyInfo, CompanyInfoBody } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { transactional } from '../../lib/transactional.ts';
import { presentCompanyInfo } from './presenter.ts';
import { type CompanyInfoRepository, createCompanyInfoRepository } from './repository.ts';

export type CompanyInfoDeps = { db: Db };

export function createCompanyInfoService(deps: CompanyInfoDeps) {
  return transactional(deps.db, (db) => companyInfoService(createCompanyInfoRepository(db)));
}

function companyInfoService(repo: CompanyInfoRepository) {
  return {
    /**
     * An HR's company info, or null before they filled it in. Every signed-in user may read it: it is the
     * contact an HR publishes on their jobs and under the resumes they view (the route gates the caller).
     */
    async get(hrId: number): Promise<CompanyInfo | null> {
      const row = await repo.find(hrId);
      return row ? presentCompanyInfo(row) : null;
    },

    /** Saves the HR's own company info (every field required; the route's schema validated them). */
    async save(hrId: number, body: CompanyInfoBody): Promise<CompanyInfo> {
      const row = await repo.upsert(hrId, {
        hrName: body.hr_name,
        email: body.email,
        address: body.address,
        wechat: body.wechat,
        mobile: body.mobile,
        companyName: body.company_name,
        companyDesc: body.company_desc,
      });
      return presentCompanyInfo(row);
    },
  };
}

export type CompanyInfoService = ReturnType<typeof createCompanyInfoService>;
