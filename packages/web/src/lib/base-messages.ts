import { BASE_MESSAGES, type BaseMessageKey, formatMessage, type Language } from '@app/shared';

/**
 * A message every screen may show (BASE_MESSAGES: signing in, 'operation failed', 'login expired') in `language`,
 * without the whole catalogue, which grows with every area: the login screen and the light pages' first view load
 * only these (ADR 0070, ADR 0097). Any other key: lib/messages.ts.
 */
export function baseMessage(key: BaseMessageKey, language: Language, params: Record<string, string | number> = {}) {
  return formatMessage(BASE_MESSAGES[key][language], params);
}
