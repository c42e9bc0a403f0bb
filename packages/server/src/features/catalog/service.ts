import {
  type AdminCatalogItem,
  type AdminCatalogQuery,
  CATALOG_LIMITS,
  type CatalogFields,
  type MessageKey,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Emitter } from '../../lib/events.ts';
import { windowOffset } from '../../lib/search/index.ts';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { storeUpload } from '../../lib/storage/uploads.ts';
import { transactional } from '../../lib/transactional.ts';
import { presentAdminEntry } from './presenter.ts';
import { type CatalogKind, type CatalogRow, type CatalogValues, createCatalogRepository } from './repository.ts';

/** Emitted inside the writing transaction (see lib/events.ts). */
export type CatalogEvents = {
  /** A major or certificate has new names; whatever copied them (search tokens) refreshes in `tx`. */
  'catalog.renamed': { kind: CatalogKind; id: number; tx: Db };
  /**
   * Every job and resume link of `from` now points at `into` and `from` is about to be deleted: whatever copied the
   * links (job tokens, the talent pool's facet tokens) refreshes in `tx`.
   */
  'catalog.merged': { kind: CatalogKind; from: number; into: number; tx: Db };
};

/** How many jobs (or resumes) use each of `ids`, read on `db` (the caller's transaction when there is one). */
type CatalogUsageReader = (db: Db, kind: CatalogKind, ids: number[]) => Promise<Map<number, number>>;

export type CatalogDeps = {
  db: Db;
  events: Emitter<CatalogEvents>;
  storage: Storage;
  /** The URL of a stored file (certificate images). */
  fileUrl: (key: string) => string;
  /** The areas holding links to the catalogue (jobs, resumes), wired in app-services.ts. */
  usage: { jobs: CatalogUsageReader; resumes: CatalogUsageReader };
  /** Moves every job and resume link of `from` to `to` on `tx` (a merge). */
  relink: (tx: Db, kind: CatalogKind, from: number, to: number) => Promise<void>;
};

/** What an admin write reports: the item before and after (plain views for the audit log) and a file to drop. */
export type CatalogChange = {
  before: object | null;
  after: AdminCatalogItem | null;
  /** A stored image no longer referenced; deleted once the transaction committed (`discardImage`). */
  droppedImage: string | null;
};

const notFoundKey = (kind: CatalogKind): MessageKey => (kind === 'major' ? 'majorNotFound' : 'certNotFound');

/** The audit log's view of an entry. */
function snapshot(row: CatalogRow) {
  return {
    name: row.name,
    en_name: row.enName,
    category: row.category,
    description: row.description,
    en_description: row.enDescription,
    image: row.image,
    sort: row.sort,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const valuesOf = (fields: CatalogFields): CatalogValues => ({
  name: fields.name,
  enName: fields.en_name,
  category: fields.category,
  description: fields.description,
  enDescription: fields.en_description,
});

/** The catalogue of majors and certificates: option lists for everyone, management for administrators. */
export function createCatalogService(deps: CatalogDeps) {
  return transactional(deps.db, (db) => {
    const repo = createCatalogRepository(db);

    async function withUsage(on: Db, kind: CatalogKind, rows: CatalogRow[]): Promise<AdminCatalogItem[]> {
      const ids = rows.map((r) => r.id);
      const [jobs, resumes] = await Promise.all([deps.usage.jobs(on, kind, ids), deps.usage.resumes(on, kind, ids)]);
      return rows.map((row) =>
        presentAdminEntry(row, { jobs: jobs.get(row.id) ?? 0, resumes: resumes.get(row.id) ?? 0 }, deps.fileUrl),
      );
    }

    const one = async (on: Db, kind: CatalogKind, row: CatalogRow) => {
      const [item] = await withUsage(on, kind, [row]);
      if (!item) throw new Error('catalogue item vanished');
      return item;
    };

    const nameTaken = (kind: CatalogKind, name: string) =>
      new AppError(409, kind === 'major' ? 'majorNameTaken' : 'certNameTaken', { name });

    /** Runs `work` in a transaction; a unique-name race lost to another writer answers the same 409. */
    async function inTransaction<T>(kind: CatalogKind, name: string | null, work: (tx: Db) => Promise<T>) {
      try {
        return await db.transaction(work);
      } catch (error) {
        if (name !== null && isUniqueViolation(error)) throw nameTaken(kind, name);
        throw error;
      }
    }

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

      /** New names for a major or certificate; jobs and talents re-tokenise in the same transaction. */
      async rename(kind: CatalogKind, id: number, names: { name: string; enName: string }) {
        await db.transaction(async (tx) => {
          const r = createCatalogRepository(tx);
          if (await r.nameTaken(kind, names.name, id)) throw conflict('catalogNameTaken');
          if (!(await r.rename(kind, id, names))) throw notFound(notFoundKey(kind));
          await deps.events.emit('catalog.renamed', { kind, id, tx });
        });
      },

      /**
       * A page of the admin list with each entry's usage (live jobs, resumes), counted for the page's ids only.
       * Sorting by usage ranks every matching entry (at most CATALOG_LIMITS.entries): counts by the link indexes.
       */
      async adminList(kind: CatalogKind, query: AdminCatalogQuery) {
        const offset = windowOffset(query.pn, query.p_size);
        if (query.sort !== 'usage') {
          const page = await repo.page(
            kind,
            { keyword: query.key_word, by: query.sort ?? 'sort' },
            offset,
            query.p_size,
          );
          return { data: await withUsage(db, kind, page.rows), total: page.total, capped: page.capped };
        }
        const ids = await repo.matchingIds(kind, query.key_word, CATALOG_LIMITS.entries);
        const [jobs, resumes] = await Promise.all([deps.usage.jobs(db, kind, ids), deps.usage.resumes(db, kind, ids)]);
        const used = (id: number) => (jobs.get(id) ?? 0) + (resumes.get(id) ?? 0);
        // A stable sort: equal usage keeps the catalogue order.
        const ranked = [...ids].sort((a, b) => used(b) - used(a));
        const pageIds = ranked.slice(offset, offset + query.p_size);
        const rows = new Map((await repo.byIds(kind, pageIds)).map((r) => [r.id, r]));
        const data = await withUsage(
          db,
          kind,
          pageIds.flatMap((id) => rows.get(id) ?? []),
        );
        return { data, total: ids.length, capped: false };
      },

      /** A stored certificate image's key (checked and re-encoded), or undefined without a file. */
      storeImage: (file: IncomingFile | undefined, adminId: number) =>
        file ? storeUpload(deps.storage, file, adminId) : Promise.resolve(undefined),

      /**
       * Deletes a stored image no entry references any more (after the transaction committed). A storage failure is
       * swallowed: it leaves an orphan file, never an answer saying a committed write failed.
       */
      async discardImage(key: string | null | undefined) {
        if (!key) return;
        await deps.storage.delete(key).catch(() => undefined);
      },

      /** A new entry, placed last. `image`: a stored key (certificates). */
      async add(kind: CatalogKind, fields: CatalogFields, image?: string): Promise<CatalogChange> {
        return inTransaction(kind, fields.name, async (tx) => {
          const r = createCatalogRepository(tx);
          if ((await r.countInTurn(kind)) >= CATALOG_LIMITS.entries) {
            throw badRequest('catalogFull', { max: CATALOG_LIMITS.entries });
          }
          if (await r.nameTaken(kind, fields.name, 0)) throw nameTaken(kind, fields.name);
          const row = await r.insert(kind, { ...valuesOf(fields), ...(image ? { image } : {}) });
          return { before: null, after: await one(tx, kind, row), droppedImage: null };
        });
      },

      /**
       * New fields of an entry; `image`: a new stored key, null to remove it, undefined to keep it (certificates).
       * A changed name re-tokenises the jobs and talents using it in the same transaction.
       */
      async update(
        kind: CatalogKind,
        id: number,
        fields: CatalogFields,
        image?: string | null,
      ): Promise<CatalogChange> {
        return inTransaction(kind, fields.name, async (tx) => {
          const r = createCatalogRepository(tx);
          const before = await r.find(kind, id, true);
          if (!before) throw notFound(notFoundKey(kind));
          if (await r.nameTaken(kind, fields.name, id)) throw nameTaken(kind, fields.name);
          const values = { ...valuesOf(fields), ...(kind === 'certificate' && image !== undefined ? { image } : {}) };
          const row = await r.update(kind, id, values);
          if (!row) throw notFound(notFoundKey(kind));
          if (row.name !== before.name || row.enName !== before.enName) {
            await deps.events.emit('catalog.renamed', { kind, id, tx });
          }
          const droppedImage = before.image && before.image !== row.image ? before.image : null;
          return { before: snapshot(before), after: await one(tx, kind, row), droppedImage };
        });
      },

      /**
       * `ids` take the places they hold now, in the given order (moving one up swaps it with the one above).
       * Every entry is renumbered when places are shared (the seeded order may repeat a number).
       */
      async reorder(kind: CatalogKind, ids: number[]) {
        return db.transaction(async (tx) => {
          const r = createCatalogRepository(tx);
          const current = await r.orderedIds(kind);
          const listed = new Set(ids);
          const known = new Set(current.map((c) => c.id));
          if (ids.some((id) => !known.has(id))) throw notFound(notFoundKey(kind));
          const queue = [...ids];
          const order = current.map((c) => (listed.has(c.id) ? (queue.shift() as number) : c.id));
          const distinct = current.every((c, i) => i === 0 || c.sort > (current[i - 1]?.sort ?? 0));
          const before = new Map(current.map((c) => [c.id, c.sort]));
          for (const [i, id] of order.entries()) {
            const sort = distinct ? (current[i]?.sort ?? 0) : (i + 1) * 10;
            if (before.get(id) !== sort) await r.setSort(kind, id, sort);
          }
          return { before: ids.map((id) => ({ id, sort: before.get(id) })), after: ids };
        });
      },

      /** Deletes an entry no live job and no resume uses (409 naming the counts otherwise). */
      async remove(kind: CatalogKind, id: number): Promise<CatalogChange> {
        return db.transaction(async (tx) => {
          const r = createCatalogRepository(tx);
          // Locked first: a job or resume linking it meanwhile waits (its foreign key check) and then fails.
          const row = await r.find(kind, id, true);
          if (!row) throw notFound(notFoundKey(kind));
          const item = await one(tx, kind, row);
          if (item.job_count > 0 || item.resume_count > 0) {
            throw new AppError(409, kind === 'major' ? 'majorInUse' : 'certInUse', {
              jobs: item.job_count,
              resumes: item.resume_count,
            });
          }
          await r.delete(kind, id);
          return { before: snapshot(row), after: null, droppedImage: row.image };
        });
      },

      /**
       * Moves every job and resume link of `id` to `intoId` (no duplicates), re-tokenises what copied them, then
       * deletes `id`: one transaction. Answers `intoId`'s entry as `after`.
       */
      async merge(kind: CatalogKind, id: number, intoId: number): Promise<CatalogChange> {
        return db.transaction(async (tx) => {
          const r = createCatalogRepository(tx);
          // Locked in id order, so two opposite merges cannot deadlock.
          const [first, second] = id < intoId ? [id, intoId] : [intoId, id];
          const a = await r.find(kind, first, true);
          const b = await r.find(kind, second, true);
          const from = a?.id === id ? a : b?.id === id ? b : null;
          const into = a?.id === intoId ? a : b?.id === intoId ? b : null;
          if (!from) throw notFound(notFoundKey(kind));
          if (!into) throw notFound(kind === 'major' ? 'mergeTargetMajorNotFound' : 'mergeTargetCertNotFound');
          const moved = await one(tx, kind, from);
          await deps.relink(tx, kind, id, intoId);
          await deps.events.emit('catalog.merged', { kind, from: id, into: intoId, tx });
          await r.delete(kind, id);
          return {
            before: { ...snapshot(from), job_count: moved.job_count, resume_count: moved.resume_count },
            after: await one(tx, kind, into),
            droppedImage: from.image,
          };
        });
      },
    };
  });
}

export type CatalogService = ReturnType<typeof createCatalogService>;
