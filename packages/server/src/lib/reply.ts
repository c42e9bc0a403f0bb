/** Builds the success envelope of DESIGN §2. */
export function ok<T>(data: T) {
  return { code: 0 as const, msg: 'ok', data };
}

export function okPage<T>(data: T[], total: number) {
  return { code: 0 as const, msg: 'ok', data, total };
}
