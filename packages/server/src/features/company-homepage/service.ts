import {
  type AddHomepageItemFields,
  type AdminHomepageQuery,
  HOMEPAGE_LIMITS,
  HOMEPAGE_SECTION_LABELS,
  type Homepage,
  type HomepageItem,
  type HomepageSection,
  type UpdateHomepageItemFields,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { windowOffset } from '../../lib/search/index.ts';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { newStorageKey, storeUpload } from '../../lib/storage/uploads.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import { presentHomepageItem } from './presenter.ts';
import { createCompanyHomepageRepository, type HomepageRow, type NewHomepageItem } from './repository.ts';

export type CompanyHomepageDeps = {
  db: Db;
  storage: Storage;
  /** The URL of a stored file (the `homepage/` folder is public). */
  fileUrl: (key: string) => string;
  /** Every administrator's write is recorded with it, in the write's transaction. */
  audit: AuditService;
};

/** What an item looked like, as the audit log keeps it (the section says which admin page wrote it). */
const snapshot = (row: HomepageRow) => ({
  section: row.section,
  title: row.title,
  en_title: row.enTitle,
  body: row.body,
  en_body: row.enBody,
  link: row.link,
  image_key: row.imageKey,
  position: row.position,
});

const sectionName = (section: HomepageSection) => HOMEPAGE_SECTION_LABELS.find((s) => s.value === section)?.zh ?? '';

const textOf = (fields: Omit<AddHomepageItemFields, 'section'>) => ({
  title: fields.title,
  enTitle: fields.en_title,
  body: fields.body,
  enBody: fields.en_body,
  link: fields.link,
});

/**
 * The company homepage (ADR 0105): the public page's content and the administrators' writes, each
 * recorded in the audit log in its own transaction. Images are stored before the write and removed when it
 * fails; a replaced or deleted item's image is removed once the write has committed.
 */
export function createCompanyHomepageService(deps: CompanyHomepageDeps) {
  return transactional(deps.db, (db) => companyHomepageService(db, deps));
}

function companyHomepageService(db: Db, deps: CompanyHomepageDeps) {
  const repo = createCompanyHomepageRepository(db);

  const present = (row: HomepageRow) => presentHomepageItem(row, deps.fileUrl);

  /** Stores the image (checked and re-encoded), runs `write`, and removes the image again if the write fails. */
  async function withImage<T>(
    file: IncomingFile | undefined,
    actorId: number,
    write: (key: string | null) => Promise<T>,
  ) {
    const key = file ? await storeUpload(deps.storage, file, actorId) : null;
    try {
      return await write(key);
    } catch (error) {
      if (key) await deps.storage.delete(key);
      throw error;
    }
  }

  const dropImage = async (key: string | null | undefined) => {
    if (key) await deps.storage.delete(key);
  };

  async function append(tx: Db, values: NewHomepageItem): Promise<HomepageRow> {
    const txRepo = createCompanyHomepageRepository(tx);
    const ids = await txRepo.sectionIds(values.section as HomepageSection);
    if (ids.length >= HOMEPAGE_LIMITS.perSection) {
      throw badRequest('homepageSectionFull', { max: HOMEPAGE_LIMITS.perSection });
    }
    return txRepo.insert(values);
  }

  return {
    /** GET /user/get/homepage: every section's items in order. */
    async homepage(): Promise<Homepage> {
      const page: Homepage = { service: [], achievement: [], qualification: [], carousel: [] };
      for (const row of await repo.all()) page[row.section as HomepageSection]?.push(present(row));
      return page;
    },

    /** GET /admin/get/homepage/list: one section in its order, searched by title. */
    async list(query: AdminHomepageQuery) {
      const offset = windowOffset(query.pn, query.p_size);
      const { rows, total, capped } = await repo.page(query.section, query.key_word, offset, query.p_size);
      return { data: rows.map(present), total, capped };
    },

    /** An administrator's new item, last in its section; a carousel slide needs its image. */
    add(admin: AuditActor, fields: AddHomepageItemFields, file?: IncomingFile): Promise<HomepageItem> {
      if (fields.section === 'carousel' && !file) throw badRequest('homepageImageRequired');
      return withImage(file, admin.id, (imageKey) =>
        deps.audit.write(admin, { action: 'homepage.create', targetType: 'homepage' }, async (tx) => {
          const row = await append(tx, { section: fields.section, ...textOf(fields), imageKey });
          return { result: present(row), targetId: row.id, summary: row.title, after: snapshot(row) };
        }),
      );
    },

    /** Texts and link; a new image replaces the old one, `remove_image` drops it (never a slide's). */
    async update(admin: AuditActor, fields: UpdateHomepageItemFields, file?: IncomingFile): Promise<HomepageItem> {
      const current = await repo.find(fields.id);
      if (!current) throw notFound('homepageItemNotFound');
      const removing = !file && fields.remove_image === '1';
      if (removing && current.section === 'carousel') throw badRequest('homepageImageRequired');
      const { item, oldKey } = await withImage(file, admin.id, (newKey) =>
        deps.audit.write(admin, { action: 'homepage.update', targetType: 'homepage' }, async (tx) => {
          const txRepo = createCompanyHomepageRepository(tx);
          const before = await txRepo.find(fields.id);
          if (!before) throw notFound('homepageItemNotFound');
          const imageKey = newKey ?? (removing ? null : before.imageKey);
          const after = await txRepo.update(fields.id, { ...textOf(fields), imageKey });
          if (!after) throw notFound('homepageItemNotFound');
          return {
            result: { item: present(after), oldKey: imageKey === before.imageKey ? null : before.imageKey },
            targetId: after.id,
            summary: after.title,
            before: snapshot(before),
            after: snapshot(after),
          };
        }),
      );
      await dropImage(oldKey);
      return item;
    },

    /** Deletes an item; its image goes once the deletion has committed. */
    async remove(admin: AuditActor, id: number): Promise<void> {
      const removed = await deps.audit.write(
        admin,
        { action: 'homepage.delete', targetType: 'homepage' },
        async (tx) => {
          const row = await createCompanyHomepageRepository(tx).remove(id);
          if (!row) throw notFound('homepageItemNotFound');
          return { result: row, targetId: row.id, summary: row.title, before: snapshot(row) };
        },
      );
      await dropImage(removed.imageKey);
    },

    /** A section's new order: `ids` must list each of its items exactly once. */
    reorder(admin: AuditActor, section: HomepageSection, ids: number[]): Promise<HomepageItem[]> {
      return deps.audit.write(admin, { action: 'homepage.reorder', targetType: 'homepage' }, async (tx) => {
        const txRepo = createCompanyHomepageRepository(tx);
        const current = await txRepo.sectionIds(section);
        const known = new Set(current);
        if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
          throw badRequest('homepageReorderMismatch');
        }
        await txRepo.setPositions(ids);
        const { rows } = await txRepo.page(section, undefined, 0, HOMEPAGE_LIMITS.perSection);
        return {
          result: rows.map(present),
          summary: sectionName(section),
          before: { section, id_list: current },
          after: { section, id_list: ids },
        };
      });
    },

    /** An item whose image (if any) is already in hand, without an audit entry (the demo seed). */
    async seed(fields: AddHomepageItemFields, image?: { data: Buffer; ext: 'png' | 'jpg' | 'webp' }) {
      const imageKey = image ? newStorageKey('homepageImage', 0, image.ext) : null;
      if (image && imageKey) await deps.storage.put(imageKey, image.data);
      return present(await append(db, { section: fields.section, ...textOf(fields), imageKey }));
    },
  };
}

export type CompanyHomepageService = ReturnType<typeof createCompanyHomepageService>;
