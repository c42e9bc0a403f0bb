import type { Language } from '@app/shared';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { namespaces, resources } from '../locales/index.ts';
import { i18nOptions } from './i18n-options.ts';
import { saveLanguage } from './session.ts';

export const antdLocales: Record<Language, Locale> = { zh: zhCN, en: enUS };
const dayjsLocales: Record<Language, string> = { zh: 'zh-cn', en: 'en' };
const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

function applyLanguage(language: Language) {
  dayjs.locale(dayjsLocales[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[language];
}

export const i18n = i18next;

void i18next.use(initReactI18next).init({ resources, ns: namespaces, ...i18nOptions() });
applyLanguage(currentLanguage());
// The site name until a page titles the tab (usePageTitle), which also re-titles it on a language switch:
// writing it here on a switch would land after the page's own title.
if (typeof document !== 'undefined') document.title = i18next.t('common:brand.name');

export function currentLanguage(): Language {
  return i18next.language === 'en' ? 'en' : 'zh';
}

/** Switches the interface language and remembers it under `language`. */
export async function changeLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  await i18next.changeLanguage(language);
  applyLanguage(language);
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return instance.language === 'en' ? 'en' : 'zh';
}
