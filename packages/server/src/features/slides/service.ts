import { SLIDE_LIMITS, type Slide, type SlideFields, type UpdateSlideFields } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { storeUpload } from '../../lib/storage/uploads.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import { isStorageKey, presentSlide } from './presenter.ts';
import { createSlidesRepository, type NewSlide, type SlideRow } from './repository.ts';

export type SlidesDeps = {
  db: Db;
  /** The URL of a stored file (slide images are kept in storage under their key). */
  fileUrl: (key: string) => string;
  /** Where uploaded slide images go; replaced and deleted ones are removed once their change committed. */
  storage: Storage;
  /** Every administrator's write is recorded with it, in the same transaction (ADR 0101). */
  audit: AuditService;
};

/** What the audit log keeps of a slide (the image by its storage key or URL). */
const snapshot = (row: SlideRow) => ({
  title: row.title,
  en_title: row.enTitle,
  link: row.link,
  position: row.position,
  image: row.url,
});

/** `ids` with `id` moved to `position` (1-based; past the end: last). */
function placed(ids: number[], id: number, position: number | undefined) {
  if (position === undefined) return ids;
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.min(position, rest.length + 1) - 1, 0, id);
  return rest;
}

/** The home carousel (docs/product/home-and-navigation.md#home) and its management by administrators. */
export function createSlidesService(deps: SlidesDeps) {
  return transactional(deps.db, (db) => {
    const repo = createSlidesRepository(db);
    const present = (slide: SlideRow): Slide => presentSlide(slide, deps.fileUrl);

    /** Removes a stored image no slide uses any more (URLs of their own are left alone). */
    const discard = async (url: string | null | undefined) => {
      if (url && isStorageKey(url)) await deps.storage.delete(url);
    };

    /** Stores the image, then runs the audited write; the new image is removed again when the write fails. */
    async function withImage<T>(
      admin: AuditActor,
      file: IncomingFile | undefined,
      write: (key?: string) => Promise<T>,
    ) {
      const key = file ? await storeUpload(deps.storage, file, admin.id) : undefined;
      try {
        return await write(key);
      } catch (error) {
        await discard(key);
        throw error;
      }
    }

    const fieldsOf = (fields: SlideFields) => ({ title: fields.title, enTitle: fields.en_title, link: fields.link });

    return {
      /** Every slide, first to last (the public carousel and the admin list alike: at most SLIDE_LIMITS.max). */
      list: async () => (await repo.list()).map(present),

      /** A slide whose image is already stored or a URL (the demo seed, tests); goes where `position` says. */
      add: async (slide: NewSlide) => present(await repo.insert(slide)),

      /** An administrator adds a slide with its image; it goes last unless a position is given. */
      async create(admin: AuditActor, fields: SlideFields, file: IncomingFile): Promise<Slide> {
        return withImage(admin, file, (key) =>
          deps.audit.write(admin, { action: 'slide.create', targetType: 'slide' }, async (tx) => {
            const r = createSlidesRepository(tx);
            await r.lockForWrite();
            const ids = (await r.list()).map((s) => s.id);
            if (ids.length >= SLIDE_LIMITS.max) throw badRequest('slideTooMany', { max: SLIDE_LIMITS.max });
            const row = await r.insert({ ...fieldsOf(fields), url: key ?? '', position: ids.length + 1 });
            await r.setPositions(placed([...ids, row.id], row.id, fields.position));
            const after = (await r.find(row.id)) ?? row;
            return { result: present(after), targetId: row.id, summary: row.title, after: snapshot(after) };
          }),
        );
      },

      /** Edits a slide's texts and link, and moves it when a position is given; a new image replaces the old one. */
      async update(admin: AuditActor, fields: UpdateSlideFields, file?: IncomingFile): Promise<Slide> {
        let replaced: string | undefined;
        const slide = await withImage(admin, file, (key) =>
          deps.audit.write(admin, { action: 'slide.update', targetType: 'slide' }, async (tx) => {
            const r = createSlidesRepository(tx);
            await r.lockForWrite();
            const before = await r.find(fields.id);
            if (!before) throw notFound('slideNotFound');
            await r.update(fields.id, { ...fieldsOf(fields), ...(key ? { url: key } : {}) });
            if (fields.position !== undefined) {
              const ids = (await r.list()).map((s) => s.id);
              await r.setPositions(placed(ids, fields.id, fields.position));
            }
            const after = (await r.find(fields.id)) ?? before;
            if (key) replaced = before.url;
            const change = { before: snapshot(before), after: snapshot(after) };
            return { result: present(after), targetId: fields.id, summary: after.title, ...change };
          }),
        );
        await discard(replaced);
        return slide;
      },

      /** Deletes a slide (the others close up) and, once that committed, its stored image. */
      async remove(admin: AuditActor, id: number): Promise<void> {
        const removed = await deps.audit.write(admin, { action: 'slide.delete', targetType: 'slide' }, async (tx) => {
          const r = createSlidesRepository(tx);
          await r.lockForWrite();
          const row = await r.remove(id);
          if (!row) throw notFound('slideNotFound');
          await r.setPositions((await r.list()).map((s) => s.id));
          return { result: row, targetId: id, summary: row.title, before: snapshot(row) };
        });
        await discard(removed.url);
      },

      /** Puts every slide in the given order (positions 1..n), in one transaction; the list must name each once. */
      async reorder(admin: AuditActor, idList: number[]): Promise<Slide[]> {
        return deps.audit.write(admin, { action: 'slide.reorder', targetType: 'slide' }, async (tx) => {
          const r = createSlidesRepository(tx);
          await r.lockForWrite();
          const before = await r.list();
          const known = new Set(before.map((s) => s.id));
          if (idList.length !== known.size || !idList.every((id) => known.has(id)))
            throw badRequest('slideReorderMismatch');
          await r.setPositions(idList);
          const after = await r.list();
          return {
            result: after.map(present),
            summary: after.map((s) => s.title).join(' / '),
            before: { id_list: before.map((s) => s.id) },
            after: { id_list: after.map((s) => s.id) },
          };
        });
      },
    };
  });
}

export type SlidesService = ReturnType<typeof createSlidesService>;
