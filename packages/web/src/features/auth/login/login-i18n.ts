import type { Language } from '@app/shared';
import { createInstance, type i18n as I18n } from 'i18next';
import { i18nOptions } from '../../../lib/i18n-options.ts';
import { saveLanguage } from '../../../lib/session.ts';
import enAuth from '../../../locales/en/auth.json';
import enCommon from '../../../locales/en/common.json';
import zhAuth from '../../../locales/zh/auth.json';
import zhCommon from '../../../locales/zh/common.json';

const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

/**
 * The login screen's own i18next instance on a first visit: the two namespaces it reads, not the
 * whole app's (lib/i18n.ts also brings antd's and dayjs' locales).
 */
export function createLoginI18n(): I18n {
  const instance = createInstance({
    resources: { zh: { auth: zhAuth, common: zhCommon }, en: { auth: enAuth, common: enCommon } },
    ns: ['auth', 'common'],
    ...i18nOptions(),
  });
  void instance.init();
  showLanguage(instance);
  return instance;
}

function showLanguage(instance: I18n) {
  if (typeof document === 'undefined') return;
  const language = languageOf(instance);
  document.documentElement.lang = HTML_LANG[language];
  document.title = instance.t('common:brand.name');
}

export function languageOf(instance: I18n): Language {
  return instance.language === 'en' ? 'en' : 'zh';
}

/** Switches the screen's language and remembers it under `language`, as the app's switch does. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  saveLanguage(language);
  await instance.changeLanguage(language);
  showLanguage(instance);
}

/** A shared MESSAGES key in `language` (what lib/messages.ts does, without the app's i18n). */
export { baseMessage as messageText } from '../../../lib/base-messages.ts';
