import type { Readable } from 'node:stream';
import {
  type BuyStandardResult,
  formatMessage,
  MESSAGES,
  type MyStandard,
  OIL_MESSAGE_TYPES,
  type StandardDetail,
  type StandardSearchBody,
  type StandardsPaging,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type Actor, authorize } from '../../lib/authorize.ts';
import { pageOffset } from '../../lib/paging.ts';
import { windowOffset } from '../../lib/search/index.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuditService } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { OilService } from '../oil/index.ts';
import { standardsManagement } from './management.ts';
import { standardPolicy } from './policy.ts';
import { presentPurchase, presentStandard, presentStandardDetail } from './presenter.ts';
import { createStandardsRepository, type StandardRow } from './repository.ts';
import { standardSearchRequest } from './search-sql.ts';

export type StandardsDeps = {
  db: Db;
  storage: Storage;
  /** Pays for purchases (its conditional update and ledger row run in the purchase's transaction). */
  oil: OilService;
  messages: MessagesService;
  /** Every administrator's write commits with its audit entry (ADR 0101). */
  audit: Pick<AuditService, 'withTx'>;
};

/** A standard's file as the download sends it. */
type StandardFile = { stream: Readable; size: number; filename: string; asciiFilename: string };

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

/**
 * The standards shop (ADR 0099): search, detail, purchase with oil, download, my purchases; and its management by
 * administrators (management.ts).
 */
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

  async function mustFind(id: number): Promise<StandardRow> {
    const row = await repo.find(id);
    if (!row) throw notFound('standardNotFound');
    return row;
  }

  return {
    ...standardsManagement(db, deps),

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
