import { formatMessage, MESSAGES, type MessageKey } from '@app/shared';

/** A notification's text in both languages from one catalogue message. */
export function bilingual(key: MessageKey, params: Record<string, string | number>) {
  return { content: formatMessage(MESSAGES[key].zh, params), contentEn: formatMessage(MESSAGES[key].en, params) };
}
