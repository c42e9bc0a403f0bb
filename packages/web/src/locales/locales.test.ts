import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type LocaleTree, namespaces, resources } from './index.ts';

function flatten(tree: LocaleTree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

/**
 * English counts take i18next's plural forms (`key_one`, `key_other`, chosen by `count`); Chinese has one form,
 * the key itself. Both name the same text.
 */
const PLURAL = /_(one|other)$/;
const base = (key: string) => key.replace(PLURAL, '');

/** Every text of both languages as `namespace:path.to.key`, with the Chinese text an English one translates. */
function allTexts() {
  return namespaces.flatMap((namespace) => {
    const zh = flatten(resources.zh[namespace] ?? {});
    const en = flatten(resources.en[namespace] ?? {});
    return [
      ...[...zh].map(([key, text]) => ({ language: 'zh', key: `${namespace}:${key}`, text, chinese: text })),
      ...[...en].map(([key, text]) => ({
        language: 'en',
        key: `${namespace}:${key}`,
        text,
        chinese: zh.get(base(key)),
      })),
    ];
  });
}

// Both languages having the same keys (an English plural standing for its Chinese key) is checked when compiling
// (key-types.ts); these check the texts.
describe('locale files', () => {
  const texts = allTexts();

  it('exist for both languages with the same namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.zh).sort());
  });

  it('have no empty or non-string texts', () => {
    const empty = texts.filter(({ text }) => typeof text !== 'string' || text.trim() === '');
    expect(empty.map(({ language, key }) => `${language}:${key}`)).toEqual([]);
  });

  it('use the same {{placeholders}} in both languages', () => {
    const names = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const differing = texts.filter(({ text, chinese }) => names(text).join() !== names(chinese).join());
    expect(differing.map(({ key, text, chinese }) => `${key}: "${text}" / "${chinese}"`)).toEqual([]);
  });

  it('put the count in every English plural form', () => {
    const plurals = texts.filter(({ language, key }) => language === 'en' && PLURAL.test(key));
    expect(plurals.length).toBeGreaterThan(10);
    expect(plurals.filter(({ text }) => !String(text).includes('{{count}}')).map(({ key }) => key)).toEqual([]);
  });
});

describe('English counts', () => {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: 'zh',
    supportedLngs: ['zh', 'en'],
    interpolation: { escapeValue: false },
    initAsync: false,
  });

  it('say "1 job" and "2 jobs", in Chinese the one form', () => {
    expect(instance.t('jobs:list.total', { count: 1 })).toBe('1 job');
    expect(instance.t('jobs:list.total', { count: 2 })).toBe('2 jobs');
    expect(instance.t('jobs:list.total', { count: 0 })).toBe('0 jobs');
    expect(instance.t('forum:card.comments', { count: 1 })).toBe('1 comment');
    expect(instance.t('resumes:viewer.experience', { count: 1 })).toBe('1 yr experience');
    expect(instance.t('jobs:list.total', { count: 1, lng: 'zh' })).toBe('共 1 个职位');
  });

  it('never put a plural noun after the number 1', () => {
    // The keys are read from the files at run time, not written out: `t` takes them as plain strings.
    const translate = instance.t as (key: string, options: Record<string, number>) => string;
    const plurals = namespaces.flatMap((namespace) =>
      [...flatten(resources.en[namespace] ?? {}).keys()]
        .filter((key) => key.endsWith('_one'))
        .map((key) => `${namespace}:${base(key)}`),
    );
    expect(plurals.length).toBeGreaterThan(10);
    for (const key of plurals) {
      const one = translate(key, { count: 1, max: 9, minutes: 5, required: 3 });
      expect(one, key).toMatch(/^1 /);
      expect(one.split(' ')[1], key).not.toMatch(/(s|yrs)$/);
    }
  });
});
