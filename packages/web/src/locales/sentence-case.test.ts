import { describe, expect, it } from 'vitest';
import { type LocaleTree, namespaces, resources } from './index.ts';

/** Words that keep their capitals: the brand, products, a screen's name quoted in a sentence (My account), the examples' proper nouns. */
const PROPER = new Set(
  'EngiTalent My WeChat WebP China Construction Eighth Bureau Century Avenue Pudong Shanghai Class Registered Constructor Chinese English'.split(
    ' ',
  ),
);

function texts(tree: LocaleTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? texts(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );
}

/** Capitalised words that neither start a sentence (or a "Menu > Item" step) nor are acronyms or proper names. */
function titleCased(text: string): string[] {
  const words = [...text.replace(/\{\{\w+\}\}/g, 'x').matchAll(/(^|[.?!>:;·]\s+|\s|\()([A-Z][A-Za-z]*)/g)];
  return words
    .filter((m) => m.index !== 0 && !/[.?!>:;·]\s+$/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '')
    .filter((word) => !PROPER.has(word) && !/^[A-Z0-9]+$/.test(word));
}

describe('English wording', () => {
  it('is in sentence case throughout', () => {
    const offenders = namespaces.flatMap((namespace) =>
      texts(resources.en[namespace] ?? {})
        .filter(([, text]) => titleCased(text).length > 0)
        .map(([key, text]) => `${namespace}:${key} "${text}"`),
    );
    expect(offenders).toEqual([]);
  });

  it('tells the two admin carousels apart and names resume view requests', () => {
    const layout = resources.en.layout as { admin: Record<string, string>; user: Record<string, string> };
    expect([layout.admin.carousel, layout.admin.comCarousel]).toEqual([
      'Site home carousel',
      'Company homepage carousel',
    ]);
    expect(layout.user.resumePermissions).toBe('Resume view requests');
  });
});
