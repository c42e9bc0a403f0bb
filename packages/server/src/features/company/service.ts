import type { CompanyInfo, CompanyInfoBody } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { transactional } from '../../lib/transactional.ts';
import { presentCompanyInfo } from './presenter.ts';
import { type CompanyRepository, createCompanyRepository } from './repository.ts';

export type CompanyDeps = { db: Db };

export function createCompanyService(deps: CompanyDeps) {
  return transactional(deps.db, (db) => companyService(createCompanyRepository(db)));
}

function companyService(repo: CompanyRepository) {
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

export type CompanyService = ReturnType<typeof createCompanyService>;
