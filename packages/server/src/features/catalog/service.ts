import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Emitter } from '../../lib/events.ts';
import { transactional } from '../../lib/transactional.ts';
import { type CatalogKind, createCatalogRepository } from './repository.ts';

/** Emitted inside the writing transaction (see lib/events.ts). */
export type CatalogEvents = {
  /** A major or certificate has new names; whatever copied them (search tokens) refreshes in `tx`. */
  'catalog.renamed': { kind: CatalogKind; id: number; tx: Db };
};

export type CatalogDeps = { db: Db; events: Emitter<CatalogEvents> };

/** The catalogue of majors and certificates as other areas use it. */
export function createCatalogService(deps: CatalogDeps) {
  return transactional(deps.db, (db) => {
    const repo = createCatalogRepository(db);
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

      /** New names for a major or certificate (the admin area's call); jobs re-tokenise in the same transaction. */
      async rename(kind: CatalogKind, id: number, names: { name: string; enName: string }) {
        await db.transaction(async (tx) => {
          const r = createCatalogRepository(tx);
          if (await r.nameTaken(kind, names.name, id)) throw conflict('catalogNameTaken');
          if (!(await r.rename(kind, id, names))) throw notFound(kind === 'major' ? 'majorNotFound' : 'certNotFound');
          await deps.events.emit('catalog.renamed', { kind, id, tx });
        });
      },
    };
  });
}

export type CatalogService = ReturnType<typeof createCatalogService>;
