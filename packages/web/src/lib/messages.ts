import type { Language } from '@app/shared';
import { formatMessage, isMessageKey, MESSAGES, type MessageKey } from '@app/shared';
import { currentLanguage } from './i18n.ts';

/** The text of a shared MESSAGES key in the current (or the given) language; unknown keys come back as they are. */
export function translateMessage(
  key: MessageKey | string,
  params: Record<string, string | number> = {},
  language: Language = currentLanguage(),
): string {
  if (!isMessageKey(key)) return key;
  return formatMessage(MESSAGES[key][language], params);
}
