import type { AdminStandard, MyStandard, Standard, StandardDetail } from '@app/shared';
import type { StandardRow } from './repository.ts';

/** A standard as the shop shows it; a free one counts as bought. */
export function presentStandard(row: StandardRow, purchased: boolean): Standard {
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

/** A standard's page: the shop's view and its description. */
export const presentStandardDetail = (row: StandardRow, purchased: boolean): StandardDetail => ({
  ...presentStandard(row, purchased),
  description: row.description,
});

/** A standard in the administrators' list, with its purchase count. */
export function presentAdminStandard(row: StandardRow, purchaseCount: number): AdminStandard {
  const { purchased: _, ...standard } = presentStandard(row, false);
  return { ...standard, description: row.description, purchase_count: purchaseCount };
}

/** One of the user's purchases, newest first in their list. */
export const presentPurchase = (row: { standard: StandardRow; purchasedAt: Date }): MyStandard => ({
  ...presentStandard(row.standard, true),
  purchase_time: row.purchasedAt.toISOString(),
});
