import type { Language } from '@app/shared';
import { type LocaleTree, namespaceOf } from './bundle.ts';

export type { LocaleTree };
export type Resources = Record<Language, Record<string, LocaleTree>>;

/**
 * Every `locales/{zh,en}/<namespace>.json`, found at build time: a new area adds its two files (and lists them in
 * key-types.ts, for the compiler).
 * The namespace is the file name without `.json`. The tests read them all from here; the app loads one language's
 * (zh.ts, en.ts, lib/i18n.ts).
 */
const files = import.meta.glob<LocaleTree>('./*/*.json', { eager: true, import: 'default' });

function collectResources(found: Record<string, LocaleTree>): Resources {
  const resources: Resources = { zh: {}, en: {} };
  for (const [path, tree] of Object.entries(found)) {
    const language = /^\.\/(zh|en)\//.exec(path)?.[1] as Language | undefined;
    const namespace = namespaceOf(path);
    if (language && namespace) resources[language][namespace] = tree;
  }
  return resources;
}

export const resources = collectResources(files);
export const namespaces = Object.keys(resources.zh).sort();
