import type { Language } from '@app/shared';

export type LocaleTree = { [key: string]: string | LocaleTree };
export type Resources = Record<Language, Record<string, LocaleTree>>;

/**
 * Every `locales/{zh,en}/<namespace>.json`, found at build time: a new area only adds its two files.
 * The namespace is the file name without `.json`.
 */
const files = import.meta.glob<LocaleTree>('./*/*.json', { eager: true, import: 'default' });

export function collectResources(found: Record<string, LocaleTree>): Resources {
  const resources: Resources = { zh: {}, en: {} };
  for (const [path, tree] of Object.entries(found)) {
    const match = /^\.\/(zh|en)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, Language, string];
    resources[language][namespace] = tree;
  }
  return resources;
}

export const resources = collectResources(files);
export const namespaces = Object.keys(resources.zh).sort();
