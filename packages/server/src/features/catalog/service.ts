import { badRequest } from '../../lib/app-error.ts';
import type { CatalogRepository } from './repository.ts';

/** The catalogue of majors and certificates as other areas use it. */
export function createCatalogService(repo: CatalogRepository) {
  return {
    listMajors: repo.listMajors,
    listCertificates: repo.listCertificates,

    /** 400 unless every id names an existing major. */
    async assertMajorsExist(ids: number[]) {
      const found = await repo.existingMajorIds(ids);
      if (ids.some((id) => !found.has(id))) throw badRequest('majorNotFound');
    },

    /** 400 unless every id names an existing certificate. */
    async assertCertificatesExist(ids: number[]) {
      const found = await repo.existingCertificateIds(ids);
      if (ids.some((id) => !found.has(id))) throw badRequest('certNotFound');
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
