import type { Readable } from 'node:stream';
import {
  type AdminStandard,
  type AdminStandardsQuery,
  type AuditAction,
  type BuyStandardResult,
  formatMessage,
  MESSAGES,
  type MyStandard,
  OIL_MESSAGE_TYPES,
  type StandardDetail,
  type StandardSearchBody,
  type StandardsPaging,
  type StandardUploadFields,
  type UpdateStandardBody,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type Actor, authorize } from '../../lib/authorize.ts';
import { pageOffset } from '../../lib/paging.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { documentTokens } from '../../lib/search-tokens.ts';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { newStorageKey, storeUpload } from '../../lib/storage/uploads.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuditActor, AuditedChange, AuditService } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { OilService } from '../oil/index.ts';
import { standardPolicy } from './policy.ts';
import { presentAdminStandard, presentPurchase, presentStandard, presentStandardDetail } from './presenter.ts';
import { createStandardsRepository, type NewStandard, type StandardRow } from './repository.ts';
import { standardKeywordCondition, standardSearchRequest } from './search-sql.ts';

export type StandardsDeps = {
  db: Db;
  storage: Storage;
  /** Pays for purchases (its conditional update and ledger row run in the purchase's transaction). */
  oil: OilService;
  messages: MessagesService;
  /** Every administrator's write commits with its audit entry (ADR 0107). */
  audit: Pick<AuditService, 'withTx'>;
};

/** A standard's file as the download sends it. */
type StandardFile = { stream: Readable; size: number; filename: string; asciiFilename: string };

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

/** "<ch_name> <ver>.pdf" with characters no file system takes replaced. */
const safeName = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
const asciiName = (text: string) => safeName(text.replace(/[^\x20-\x7e]+/g, ' ')).replace(/[";\\]/g, '');

/** The buyer's message of a purchase, in both languages. */
function purchasedText(params: { name: string; price: number; balance: number }) {
  const { zh, en } = MESSAGES.notifyStandardPurchased;
  return { content: formatMessage(zh, params), contentEn: formatMessage(en, params) };
}

/** The standards shop (ADR 0099): search, detail, purchase with oil, download, upload, my purchases. */
export function createStandardsService(deps: StandardsDeps) {
  return transactional(deps.db, (db) => standardsService(db, deps));
}

function standardsService(db: Db, deps: StandardsDeps) {
  const repo = createStandardsRepository(db);

  async function listed(user: Actor, request: Parameters<typeof standardSearchRequest>[0], paging: StandardsPaging) {
    const offset = windowOffset(paging.pn, paging.psize);
    const found = await repo.search(standardSearchRequest(request), offset, paging.psize);
    const [rows, purchased] = await Promise.all([repo.byIds(found.ids), repo.purchasedAmong(user.id, found.ids)]);
    return {
      data: rows.map((row) => presentStandard(row, purchased.has(row.id))),
      total: found.total,
      capped: found.capped,
    };
  }

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

  async function mustFind(id: number): Promise<StandardRow> {
    const row = await repo.find(id);
    if (!row) throw notFound('standardNotFound');
    return row;
  }

  return {
    /** POST /user/search/standard: each field a substring filter, newest first. */
    search: (user: Actor, body: StandardSearchBody) => listed(user, body, body),

    /** POST /user/get/standard/list: every listed standard, newest first. */
    list: (user: Actor, paging: StandardsPaging) => listed(user, {}, paging),

    async detail(user: Actor, id: number): Promise<StandardDetail> {
      const row = await mustFind(id);
      const purchased = await repo.purchasedAmong(user.id, [id]);
      return presentStandardDetail(row, purchased.has(id));
    },

    /**
     * Buys a standard with oil, idempotently: a free or already bought one charges 0 and writes nothing. Otherwise,
     * in one transaction, the unique purchase row, one conditional update of the balance with its ledger row
     * (400 oilInsufficient and nothing written when it is short), and a message to the buyer.
     */
    async buy(user: Actor, id: number): Promise<BuyStandardResult> {
      const standard = await mustFind(id);
      if (standard.crudeNum === 0) return { balance: await deps.oil.balance(user.id), charged: 0 };
      return db.transaction(async (tx) => {
        if (!(await createStandardsRepository(tx).insertPurchase(user.id, id, standard.crudeNum))) {
          return { balance: await deps.oil.withTx(tx).balance(user.id), charged: 0 };
        }
        const balance = await deps.oil.withTx(tx).spend(user.id, standard.crudeNum, { standardId: id });
        await deps.messages.withTx(tx).notify({
          userId: user.id,
          messageType: OIL_MESSAGE_TYPES.purchased,
          eventId: id,
          ...purchasedText({ name: `${standard.chName} ${standard.ver}`, price: standard.crudeNum, balance }),
        });
        return { balance, charged: standard.crudeNum };
      });
    },

    /** The PDF of a free or bought standard (403 standardNotPurchased otherwise); each download is counted. */
    async download(user: Actor, id: number, { counted = true } = {}): Promise<StandardFile> {
      const row = await mustFind(id);
      const purchased = (await repo.purchasedAmong(user.id, [id])).has(id);
      await authorize(user, 'download', { crudeNum: row.crudeNum, purchased }, standardPolicy);
      const object = await deps.storage.get(row.fileKey);
      if (!object) throw notFound('standardFileMissing');
      if (counted) await repo.countDownload(id);
      const base = safeName(`${row.chName} ${row.ver}`) || `standard-${id}`;
      const ascii = asciiName(`${row.enName} ${row.ver}`) || `standard-${id}`;
      return { stream: object.stream, size: object.size, filename: `${base}.pdf`, asciiFilename: `${ascii}.pdf` };
    },

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
     * Removes a standard (ADR 0104): the row stays for its purchases and ledger rows, leaves the search index and
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

    /** GET /user/get/my/standards: what the user bought, newest purchase first. */
    async mine(user: Actor, paging: StandardsPaging): Promise<{ data: MyStandard[]; total: number }> {
      const { rows, total } = await repo.purchases(
        user.id,
        pageOffset({ pn: paging.pn, p_size: paging.psize }),
        paging.psize,
      );
      const data = rows.map(presentPurchase);
      return { data, total };
    },

    /** The zh names of standards (the oil ledger). */
    names: (ids: number[]) => repo.names(ids),

    analyze: () => repo.analyze(),

    /** Listed standards, downloads and purchases (the admin dashboard). */
    stats: () => repo.stats(),
    dailyPurchases: (days: number) => repo.dailyPurchases(days),
  };
}

export type StandardsService = ReturnType<typeof createStandardsService>;
