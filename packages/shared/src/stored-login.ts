import type { LoginResult } from './auth.ts';
import { STORAGE_KEYS } from './constants.ts';

/**
 * What the web app stores for a login: the local storage keys (`STORAGE_KEYS`) and their values (profile only when
 * set).
 */
export function storedLoginEntries(result: LoginResult): Array<[string, string]> {
  const entries: Array<[string, string]> = [
    [STORAGE_KEYS.token, result.token],
    [STORAGE_KEYS.userId, String(result.id)],
    [STORAGE_KEYS.nickName, result.nick_name],
    [STORAGE_KEYS.expiredAt, String(result.expired_at)],
    [STORAGE_KEYS.role, result.role],
  ];
  if (result.profile) entries.push([STORAGE_KEYS.profile, result.profile]);
  return entries;
}
