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

describe('locale files', () => {
  it('exist for both languages with the same namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.zh).sort());
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const zh = flatten(resources.zh[namespace] ?? {});
    const en = flatten(resources.en[namespace] ?? {});

    it('zh and en have identical keys', () => {
      expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
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
      for (const [key, text] of zh) expect(names(en.get(key)), `${namespace}:${key}`).toEqual(names(text));
    });
  });
});
