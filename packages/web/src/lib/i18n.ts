import type { Language } from '@app/shared';
import type { Locale } from 'antd/es/locale';
import antdEn from 'antd/es/locale/en_US';
import antdZh from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type LocaleTree, namespaceOf } from '../locales/bundle.ts';
import commonEn from '../locales/en/common.json';
import commonZh from '../locales/zh/common.json';
import { i18nOptions } from './i18n-options.ts';
import { saveLanguage } from './session.ts';

/**
 * antd's texts, but the pager's page size choice: antd names it 页码 ("page number") in Chinese and "Page Size" in
 * English, while it is the number of items each page shows.
 */
export const antdLocales: Record<Language, Locale> = {
  zh: { ...antdZh, Pagination: { ...antdZh.Pagination, page_size: '每页条数' } },
  en: { ...antdEn, Pagination: { ...antdEn.Pagination, page_size: 'Items per page' } },
};
const dayjsLocales: Record<Language, string> = { zh: 'zh-cn', en: 'en' };
const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

function applyLanguage(language: Language) {
  dayjs.locale(dayjsLocales[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[language];
}

export const i18n = i18next;

const bundles: Record<Language, () => Promise<{ files: Record<string, LocaleTree> }>> = {
  zh: () => import('../locales/zh.ts'),
  en: () => import('../locales/en.ts'),
};
const loaded = new Set<Language>();

/**
 * Adds a language's namespaces, fetched once (one file each; the prerender gate preloads the stored language's).
 * `common` is in the entry for both languages: a client-side error carries its text in both (ApiError).
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { files } = await bundles[language]();
  for (const [path, tree] of Object.entries(files)) {
    const namespace = namespaceOf(path);
    if (namespace) i18next.addResourceBundle(language, namespace, tree, true, true);
  }
  loaded.add(language);
}

void i18next
  .use(initReactI18next)
  .init({ resources: { zh: { common: commonZh }, en: { common: commonEn } }, ns: ['common'], ...i18nOptions() });
// Every module that translates waits for the interface's language (a top-level await: the app renders after it).
await loadLanguage(currentLanguage());
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
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  applyLanguage(language);
}

/**
 * The server's renders (app/server-render.tsx, ADR 0097) draw each document in its own language, both loaded: renders
 * take turns, so the language set as one starts is the one it reads.
 */
export function renderLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  if (i18next.language !== language) throw new Error(`renderLanguage: ${language} is not loaded`);
  dayjs.locale(dayjsLocales[language]);
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return instance.language === 'en' ? 'en' : 'zh';
}

/**
 * An i18next instance of its own for one part of the page (the bid page's resume dialog and its PDF export), in
 * `language` once that language is loaded. It shares the site's texts but not its language: rendered under an
 * I18nextProvider, that part (and useLanguage there) reads `language` while the rest of the site, and the language
 * stored for it, stay as they were.
 */
export function useScopedI18n(language: Language): I18n {
  const [scoped] = useState(() => i18next.cloneInstance({ lng: loaded.has(language) ? language : currentLanguage() }));
  useEffect(() => {
    let live = true;
    void loadLanguage(language).then(() => {
      if (live && scoped.language !== language) void scoped.changeLanguage(language);
    });
    return () => {
      live = false;
    };
  }, [scoped, language]);
  return scoped;
}
