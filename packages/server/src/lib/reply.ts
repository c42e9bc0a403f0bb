/** Builds the success envelope (docs/product/api-conventions.md#envelope). */
export function ok<T>(data: T) {
  return { code: 0 as const, msg: 'ok', data };
}

/** A page; `capped` marks a search total that stopped at SEARCH_TOTAL_CAP. */
export function okPage<T>(data: T[], total: number, capped?: boolean) {
  return { code: 0 as const, msg: 'ok', data, total, ...(capped ? { total_capped: true } : {}) };
}
