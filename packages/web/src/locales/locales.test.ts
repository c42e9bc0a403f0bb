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

describe('locale files', () => {
  it('exist for both languages with the same namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.zh).sort());
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const zh = flatten(resources.zh[namespace] ?? {});
    const en = flatten(resources.en[namespace] ?? {});

    it('zh and en have identical keys (an English plural counting as its key)', () => {
      expect([...new Set([...en.keys()].map(base))].sort()).toEqual([...zh.keys()].sort());
    });

    it('gives every English plural both forms, with the count in each', () => {
      for (const key of en.keys()) {
        if (!PLURAL.test(key)) continue;
        expect(en.has(`${base(key)}_one`) && en.has(`${base(key)}_other`), `${namespace}:${key}`).toBe(true);
        expect(String(en.get(key)), `${namespace}:${key}`).toContain('{{count}}');
        expect(en.has(base(key)), `${namespace}:${key} and its plain key`).toBe(false);
      }
    });

    it('has no empty or non-string texts', () => {
      for (const [language, texts] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        for (const [key, text] of texts) {
          expect(typeof text === 'string' && text.trim() !== '', `${language}:${namespace}:${key}`).toBe(true);
        }
      }
    });

    it('uses the same {{placeholders}} in both languages', () => {
      const names = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      for (const [key, text] of en) expect(names(text), `${namespace}:${key}`).toEqual(names(zh.get(base(key))));
    });
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
    expect(instance.getFixedT('zh')('jobs:list.total', { count: 1 })).toBe('共 1 个职位');
  });

  it('never put a plural noun after the number 1', () => {
    const plurals = namespaces.flatMap((namespace) =>
      [...flatten(resources.en[namespace] ?? {}).keys()]
        .filter((key) => key.endsWith('_one'))
        .map((key) => `${namespace}:${base(key)}`),
    );
    expect(plurals.length).toBeGreaterThan(10);
    for (const key of plurals) {
      const one = instance.t(key, { count: 1, max: 9, minutes: 5, required: 3 });
      expect(one, key).toMatch(/^1 /);
      expect(one.split(' ')[1], key).not.toMatch(/(s|yrs)$/);
    }
  });
});
