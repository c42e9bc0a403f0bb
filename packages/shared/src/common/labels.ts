/** A code with its names in both languages (docs/product/glossary.md#codes). */
export type Coded<V extends string | number> = { readonly value: V; readonly zh: string; readonly en: string };
/** A coded string value (kept for the names the jobs contract used). */
export type Labelled<V extends string> = Coded<V>;

/** The name of a code in a language; the value itself when the list does not know it, '' when there is none. */
export function labelOf<V extends string | number>(
  list: readonly Coded<V>[],
  value: string | number | null | undefined,
  lang: 'zh' | 'en',
): string {
  if (value === null || value === undefined) return '';
  return list.find((item) => item.value === value)?.[lang] ?? String(value);
}

/** Select options in a language, in the list's order. */
export function codeOptions<V extends string | number>(list: readonly Coded<V>[], lang: 'zh' | 'en') {
  return list.map((item) => ({ value: item.value, label: item[lang] }));
}
