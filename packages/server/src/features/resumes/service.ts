import type { Db } from '../../db/client.ts';
import type { Emitter } from '../../lib/events.ts';
import type { FileUrls } from '../../lib/storage/file-urls.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { CatalogKind, CatalogService } from '../catalog/index.ts';
import { resumeDocument } from './document.ts';
import { resumeEntries } from './entries.ts';
import { resumeFiles } from './files.ts';
import type { ResumeAccessGrant } from './policy.ts';
import { createQualificationsReader } from './qualifications.ts';
import { createResumesRepository } from './repository.ts';
import { createTalentFactsReader } from './talent-facts.ts';
import { resumeWrites } from './writes.ts';

/** Emitted inside the writing transaction (see lib/events.ts). */
export type ResumesEvents = {
  /** Something in the seeker's resume changed in `tx` (the talent pool re-reads it). */
  'resume.changed': { userId: number; tx: Db };
};

export type ResumesDeps = {
  db: Db;
  /** Nickname and avatar live on the account. */
  accounts: AccountsService;
  catalog: CatalogService;
  storage: Storage;
  urls: FileUrls;
  /** Other areas' reasons an HR may read a closed resume; see policy.ts. */
  accessGrants?: readonly ResumeAccessGrant[];
  /** Every read of a seeker's resume by an HR, wherever it is read (the seeker's "who viewed my resume"). */
  onHrRead?: (hrId: number, seekerId: number) => Promise<void>;
  events?: Emitter<ResumesEvents>;
};

/**
 * Resumes: the resume itself (document.ts), its lists edited one entry at a time (entries.ts) and its files
 * (files.ts), all writing through writes.ts, plus what other areas read of many resumes; one service on one
 * database handle.
 */
export function createResumesService(deps: ResumesDeps) {
  return transactional(deps.db, (db) => {
    const writes = resumeWrites(db, deps);
    return {
      ...resumeDocument(db, deps, writes),
      ...readsForOtherAreas(db),
      ...resumeEntries(db, deps, writes),
      ...resumeFiles(db, deps, writes),
    };
  });
}

function readsForOtherAreas(db: Db) {
  const repo = createResumesRepository(db);
  return {
    /** Majors, certificates and experience of many seekers (the jobs area's match score). */
    qualificationsOf: createQualificationsReader(db),

    /** Resumes holding each catalogue entry of `ids` (the admin catalogue's usage counts and in-use rule). */
    catalogUsage: (kind: CatalogKind, ids: number[]) => repo.catalogueUsage(kind, ids),

    /**
     * Moves every resume link of catalogue entry `from` to `to` (merging two entries); the talent pool follows through
     * the `catalog.merged` reaction (app-services.ts). Bind it to the merging transaction.
     */
    relinkCatalogue: (kind: CatalogKind, from: number, to: number) => repo.relinkCatalogue(kind, from, to),

    /** What the talent pool copies from many resumes (features/talents); users without a resume are left out. */
    talentFacts: createTalentFactsReader(db),
  };
}

export type ResumesService = ReturnType<typeof createResumesService>;
