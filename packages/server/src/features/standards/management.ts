import type {
  AdminStandard,
  AdminStandardsQuery,
  AuditAction,
  StandardDetail,
  StandardUploadFields,
  UpdateStandardBody,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { documentTokens } from '../../lib/search-tokens.ts';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import { newStorageKey, storeUpload } from '../../lib/storage/uploads.ts';
import type { AuditActor, AuditedChange } from '../audit/index.ts';
import { presentAdminStandard, presentStandardDetail } from './presenter.ts';
import { createStandardsRepository, type NewStandard, type StandardRow } from './repository.ts';
import { standardKeywordCondition } from './search-sql.ts';
import type { StandardsDeps } from './service.ts';

/** What goes into the standards table for these fields. */
const rowOf = (fields: StandardUploadFields, file: { key: string; size: number }, uploaderId: number | null) =>
  ({
    chName: fields.ch_name,
    enName: fields.en_name,
    ver: fields.ver,
    comment: fields.comment,
    description: fields.description ?? '',
    crudeNum: fields.crude_num ?? 0,
    fileKey: file.key,
    fileSize: file.size,
    uploaderId,
    searchTokens: documentTokens(fields.ch_name, fields.en_name, fields.ver, fields.comment),
  }) satisfies NewStandard;

/** What the audit log keeps of a standard before and after a change. */
const auditView = (row: StandardRow) => ({
  ch_name: row.chName,
  en_name: row.enName,
  ver: row.ver,
  comment: row.comment,
  description: row.description,
  crude_num: row.crudeNum,
  file_size: row.fileSize,
});

const summaryOf = (row: StandardRow) => `${row.chName} ${row.ver}`;

/**
 * The administrators' standards (ADR 0099): upload, the list with purchase counts, edits, a new file, removal, each
 * write committed with its audit entry; a file a write let go is deleted only after the commit. And the demo seed's
 * standards.
 */
export function standardsManagement(db: Db, deps: Pick<StandardsDeps, 'storage' | 'audit'>) {
  const repo = createStandardsRepository(db);

  /**
   * Deletes a file no row points to any more. The change that let it go has committed, so a storage failure here
   * leaves an orphan file, never a broken standard; it is not the caller's error.
   */
  async function removeQuietly(key: string) {
    if (!key) return;
    try {
      await deps.storage.delete(key);
    } catch {
      // An orphan file costs disk space only.
    }
  }

  /** Runs `change` in one transaction with its audit entry; answers its result. */
  const audited =
    (admin: AuditActor, action: AuditAction) =>
    <T>(change: (tx: Db) => Promise<AuditedChange<T>>) =>
      deps.audit
        .withTx(db)
        .write({ id: admin.id, nickName: admin.nickName }, { action, targetType: 'standard' }, change);

  /**
   * An edit of the names, description and price on `on` (the audit's transaction): the search tokens follow the names
   * at once; a new price applies to the next purchase (earlier buyers keep theirs).
   */
  async function changeFields(
    on: Db,
    id: number,
    fields: Omit<UpdateStandardBody, 'id'>,
  ): Promise<AuditedChange<AdminStandard>> {
    const r = createStandardsRepository(on);
    const before = await r.findForUpdate(id);
    if (!before) throw notFound('standardNotFound');
    const after = await r.update(id, {
      chName: fields.ch_name,
      enName: fields.en_name,
      ver: fields.ver,
      comment: fields.comment,
      description: fields.description ?? before.description,
      crudeNum: fields.crude_num,
      searchTokens: documentTokens(fields.ch_name, fields.en_name, fields.ver, fields.comment),
    });
    const counts = await r.purchaseCounts([id]);
    return {
      result: presentAdminStandard(after, counts.get(id) ?? 0),
      targetId: id,
      summary: summaryOf(after),
      before: auditView(before),
      after: auditView(after),
    };
  }

  return {
    /**
     * An administrator's upload: the PDF checked by extension and first bytes and stored, then the row and its audit
     * entry in one transaction (the stored file removed again when that fails).
     */
    async upload(admin: AuditActor, fields: StandardUploadFields, file: IncomingFile): Promise<StandardDetail> {
      const key = await storeUpload(deps.storage, file, admin.id);
      try {
        return await audited(
          admin,
          'standard.create',
        )(async (tx) => {
          const row = await createStandardsRepository(tx).insert(rowOf(fields, { key, size: file.size }, admin.id));
          const result = presentStandardDetail(row, false);
          return { result, targetId: row.id, summary: summaryOf(row), after: auditView(row) };
        });
      } catch (error) {
        await deps.storage.delete(key);
        throw error;
      }
    },

    /** GET /admin/get/standard/list: listed standards by keyword, sorted, with their purchase counts. */
    async adminList(query: AdminStandardsQuery): Promise<{ data: AdminStandard[]; total: number; capped: boolean }> {
      const offset = windowOffset(query.pn, query.p_size);
      const { rows, total, capped } = await repo.adminPage({
        where: standardKeywordCondition(query.key_word),
        sort: query.sort ?? 'create_time',
        order: query.order ?? 'desc',
        offset,
        limit: query.p_size,
      });
      const counts = await repo.purchaseCounts(rows.map((row) => row.id));
      return { data: rows.map((row) => presentAdminStandard(row, counts.get(row.id) ?? 0)), total, capped };
    },

    /** An administrator's edit of the names, description and price, with its audit entry. */
    update: (admin: AuditActor, id: number, fields: Omit<UpdateStandardBody, 'id'>): Promise<AdminStandard> =>
      audited(admin, 'standard.update')((tx) => changeFields(tx, id, fields)),

    /**
     * A new PDF for a standard: stored first, swapped in with its audit entry, the old file removed once that
     * committed (the new one when it did not). Buyers keep their purchases and download the new file.
     */
    async replaceFile(admin: AuditActor, id: number, file: IncomingFile): Promise<AdminStandard> {
      const key = await storeUpload(deps.storage, file, admin.id);
      let replaced = '';
      let result: AdminStandard;
      try {
        result = await audited(
          admin,
          'standard.replace_file',
        )(async (tx) => {
          const txRepo = createStandardsRepository(tx);
          const before = await txRepo.findForUpdate(id);
          if (!before) throw notFound('standardNotFound');
          const after = await txRepo.setFile(id, { key, size: file.size });
          const counts = await txRepo.purchaseCounts([id]);
          replaced = before.fileKey;
          return {
            result: presentAdminStandard(after, counts.get(id) ?? 0),
            targetId: id,
            summary: summaryOf(after),
            before: { file_size: before.fileSize },
            after: { file_size: after.fileSize },
          };
        });
      } catch (error) {
        await deps.storage.delete(key);
        throw error;
      }
      await removeQuietly(replaced);
      return result;
    },

    /**
     * Removes a standard (ADR 0099): the row stays for its purchases and ledger rows, leaves the search index and
     * every list; its file is deleted once the removal and its audit entry committed.
     */
    async remove(admin: AuditActor, id: number): Promise<void> {
      let stored = '';
      await audited(
        admin,
        'standard.delete',
      )(async (tx) => {
        const txRepo = createStandardsRepository(tx);
        const before = await txRepo.findForUpdate(id);
        if (!before) throw notFound('standardNotFound');
        await txRepo.remove(id);
        stored = before.fileKey;
        return { result: null, targetId: id, summary: summaryOf(before), before: auditView(before) };
      });
      await removeQuietly(stored);
    },

    /** A standard whose PDF is already in hand (the demo seed). */
    async add(fields: StandardUploadFields, pdf: Buffer): Promise<StandardRow> {
      const key = newStorageKey('standard', 0, 'pdf');
      await deps.storage.put(key, pdf);
      return repo.insert(rowOf(fields, { key, size: pdf.length }, null));
    },
  };
}
