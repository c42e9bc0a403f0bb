import { DEFAULT_LANGUAGE } from '@app/shared';
import type { InitOptions } from 'i18next';
import { DEFAULT_NAMESPACE } from '../locales/key-types.ts';
import { readLanguage } from './session.ts';

/** How every i18next instance of the web app starts (the app's, and the standalone login screen's). */
export function i18nOptions(): InitOptions {
  return {
    defaultNS: DEFAULT_NAMESPACE,
    lng: readLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['zh', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  };
}
