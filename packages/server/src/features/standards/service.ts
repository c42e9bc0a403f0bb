import type { Readable } from 'node:stream';
import {
  type BuyStandardResult,
  formatMessage,
  MESSAGES,
  type MyStandard,
  OIL_MESSAGE_TYPES,
  type Standard,
  type StandardDetail,
  type StandardSearchBody,
  type StandardsPaging,
  type StandardUploadFields,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { type Actor, authorize } from '../../lib/authorize.ts';
import { insideWindow } from '../../lib/search/index.ts';
import { documentTokens } from '../../lib/search-tokens.ts';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { newStorageKey, storeUpload } from '../../lib/storage/uploads.ts';
import { transactional } from '../../lib/transactional.ts';
import type { MessagesService } from '../messages/index.ts';
import type { OilService } from '../oil/index.ts';
import { standardPolicy } from './policy.ts';
import { createStandardsRepository, type NewStandard, type StandardRow } from './repository.ts';
import { standardSearchRequest } from './search-sql.ts';

export type StandardsDeps = {
  db: Db;
  storage: Storage;
  /** Pays for purchases (its conditional update and ledger row run in the purchase's transaction). */
  oil: OilService;
  messages: MessagesService;
};

/** A standard's file as the download sends it. */
export type StandardFile = { stream: Readable; size: number; filename: string; asciiFilename: string };

function toStandard(row: StandardRow, purchased: boolean): Standard {
  return {
    id: row.id,
    ch_name: row.chName,
    en_name: row.enName,
    ver: row.ver,
    comment: row.comment,
    download_times: row.downloadTimes,
    crude_num: row.crudeNum,
    purchased: purchased || row.crudeNum === 0,
    file_size: row.fileSize,
    create_time: row.createdAt.toISOString(),
  };
}

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

/** The standards shop (issue 11): search, detail, purchase with oil, download, upload, my purchases. */
export function createStandardsService(deps: StandardsDeps) {
  return transactional(deps.db, (db) => standardsService(db, deps));
}

function standardsService(db: Db, deps: StandardsDeps) {
  const repo = createStandardsRepository(db);

  async function listed(user: Actor, request: Parameters<typeof standardSearchRequest>[0], paging: StandardsPaging) {
    const offset = (paging.pn - 1) * paging.psize;
    if (!insideWindow(offset)) throw badRequest('searchPageBeyondWindow');
    const found = await repo.search(standardSearchRequest(request), offset, paging.psize);
    const [rows, purchased] = await Promise.all([repo.byIds(found.ids), repo.purchasedAmong(user.id, found.ids)]);
    return {
      data: rows.map((row) => toStandard(row, purchased.has(row.id))),
      total: found.total,
      capped: found.capped,
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
      return { ...toStandard(row, purchased.has(id)), description: row.description };
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

    /** An administrator's upload: the PDF checked by extension and first bytes, stored, then listed. */
    async upload(admin: Actor, fields: StandardUploadFields, file: IncomingFile): Promise<StandardDetail> {
      const key = await storeUpload(deps.storage, file, admin.id);
      try {
        const row = await repo.insert(rowOf(fields, { key, size: file.size }, admin.id));
        return { ...toStandard(row, false), description: row.description };
      } catch (error) {
        await deps.storage.delete(key);
        throw error;
      }
    },

    /** A standard whose PDF is already in hand (the demo seed). */
    async add(fields: StandardUploadFields, pdf: Buffer): Promise<StandardRow> {
      const key = newStorageKey('standard', 0, 'pdf');
      await deps.storage.put(key, pdf);
      return repo.insert(rowOf(fields, { key, size: pdf.length }, null));
    },

    /** GET /user/get/my/standards: what the user bought, newest purchase first. */
    async mine(user: Actor, paging: StandardsPaging): Promise<{ data: MyStandard[]; total: number }> {
      const { rows, total } = await repo.purchases(user.id, (paging.pn - 1) * paging.psize, paging.psize);
      const data = rows.map((r) => ({ ...toStandard(r.standard, true), purchase_time: r.purchasedAt.toISOString() }));
      return { data, total };
    },

    /** The zh names of standards (the oil ledger). */
    names: (ids: number[]) => repo.names(ids),

    analyze: () => repo.analyze(),
  };
}

export type StandardsService = ReturnType<typeof createStandardsService>;
