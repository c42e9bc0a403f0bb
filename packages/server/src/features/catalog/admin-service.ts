import type { AdminCatalogItem, AdminCatalogQuery, AuditAction, CatalogFields } from '@app/shared';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import type { CatalogKind } from './repository.ts';
import type { CatalogChange, CatalogService } from './service.ts';

export type CatalogAdminDeps = {
  catalog: CatalogService;
  /** Every write commits with its audit entry, in one transaction (ADR 0101). */
  audit: Pick<AuditService, 'write'>;
};

/** The entry a create, update or merge answers (only a delete leaves none). */
function entry(after: AdminCatalogItem | null): AdminCatalogItem {
  if (!after) throw new Error('a catalogue write answered no entry');
  return after;
}

/**
 * The administrators' catalogue management (ADR 0108): the list with usage and every write, each committed with its
 * audit entry. A stored image the write replaced is deleted only after the commit, and a new one is deleted when the
 * write fails.
 */
export function createCatalogAdminService(deps: CatalogAdminDeps) {
  const { catalog, audit } = deps;

  /** Runs an entry's change with its audit entry; answers the entry after it. */
  async function audited(
    admin: AuditActor,
    kind: CatalogKind,
    verb: 'create' | 'update' | 'delete' | 'merge',
    id: number | null,
    change: (c: CatalogService) => Promise<CatalogChange>,
    newImage?: string,
  ) {
    let done: CatalogChange;
    try {
      done = await audit.write(
        { id: admin.id, nickName: admin.nickName },
        { action: `${kind}.${verb}` as AuditAction, targetType: kind },
        async (tx) => {
          const result = await change(catalog.withTx(tx));
          const before = result.before as { name?: string } | null;
          const summary =
            verb === 'merge'
              ? `${before?.name ?? ''} → ${result.after?.name ?? ''}`
              : (result.after?.name ?? before?.name);
          return {
            result,
            targetId: id ?? result.after?.id ?? null,
            summary,
            before: result.before,
            after: result.after,
          };
        },
      );
    } catch (error) {
      await catalog.discardImage(newImage);
      throw error;
    }
    await catalog.discardImage(done.droppedImage);
    return done.after;
  }

  return {
    list: (kind: CatalogKind, query: AdminCatalogQuery) => catalog.adminList(kind, query),

    /** A new entry, placed last; a certificate may come with an image, stored first. */
    async add(admin: AuditActor, kind: CatalogKind, fields: CatalogFields, file?: IncomingFile) {
      const image = await catalog.storeImage(file, admin.id);
      return entry(await audited(admin, kind, 'create', null, (c) => c.add(kind, fields, image), image));
    },

    /** New fields; a certificate's `file` replaces its image, `removeImage` drops it. */
    async update(
      admin: AuditActor,
      kind: CatalogKind,
      id: number,
      fields: CatalogFields,
      image: { file?: IncomingFile | undefined; removeImage?: boolean | undefined } = {},
    ) {
      const stored = await catalog.storeImage(image.file, admin.id);
      const next = stored ?? (image.removeImage ? null : undefined);
      return entry(await audited(admin, kind, 'update', id, (c) => c.update(kind, id, fields, next), stored));
    },

    /** The listed ids take the places they hold now, in the given order. */
    async reorder(admin: AuditActor, kind: CatalogKind, ids: number[]) {
      await audit.write(
        { id: admin.id, nickName: admin.nickName },
        { action: `${kind}.reorder`, targetType: kind },
        async (tx) => {
          const { before, after } = await catalog.withTx(tx).reorder(kind, ids);
          return { result: null, summary: `${ids.length}`, before, after };
        },
      );
    },

    /** Deletes an entry no job and no resume uses (409 naming the counts otherwise). */
    async remove(admin: AuditActor, kind: CatalogKind, id: number) {
      await audited(admin, kind, 'delete', id, (c) => c.remove(kind, id));
    },

    /** Moves the entry's job and resume links to `intoId`, then deletes it; answers `intoId`'s entry. */
    merge: async (admin: AuditActor, kind: CatalogKind, id: number, intoId: number) =>
      entry(await audited(admin, kind, 'merge', id, (c) => c.merge(kind, id, intoId))),
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
