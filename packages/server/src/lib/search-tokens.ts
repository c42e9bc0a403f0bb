/**
 * Keyword search tokens (docs/architecture.md#data, ADR 0090). Trigram indexes cannot serve the 1-2 character queries
 * Chinese users type, so searchable text is tokenised here on write into a `text[]` column with a GIN index,
 * and a query is tokenised the same way; a row matches when `tokens @> queryTokens`.
 *
 * - CJK runs give every bigram (桥梁工程 -> 桥梁 梁工 工程) and every single character (so a
 *   1-character query such as 桥 finds 桥梁).
 * - Other letters and digits give lowercase words (Bridge-Engineer 2 -> bridge engineer 2).
 * - Text is NFKC-normalised first, so full-width ＰＭＰ equals PMP.
 */

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const RUNS = new RegExp(`([${CJK}]+)|((?:(?![${CJK}])[\\p{L}\\p{N}])+)`, 'gu');

/** Words longer than this are cut: nobody searches for them whole and they would bloat the index. */
const MAX_WORD = 40;

type Run = { cjk: boolean; text: string };

function runs(text: string): Run[] {
  const found: Run[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(RUNS)) {
    if (match[1]) found.push({ cjk: true, text: match[1] });
    else if (match[2]) found.push({ cjk: false, text: match[2].slice(0, MAX_WORD) });
  }
  return found;
}

function bigrams(chars: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(`${chars[i]}${chars[i + 1]}`);
  return out;
}

/** Tokens stored for a document made of the given texts (deduplicated, sorted for stable rows). */
export function documentTokens(...texts: Array<string | null | undefined>): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const run of runs(text)) {
      if (!run.cjk) {
        tokens.add(run.text);
        continue;
      }
      const chars = Array.from(run.text);
      for (const char of chars) tokens.add(char);
      for (const pair of bigrams(chars)) tokens.add(pair);
    }
  }
  return [...tokens].sort();
}

/**
 * Tokens a document must all contain to match the query: bigrams of every CJK run (a lone CJK
 * character stands for itself) and the lowercase words. Empty when the query has nothing searchable.
 */
export function queryTokens(query: string | null | undefined): string[] {
  if (!query) return [];
  const tokens = new Set<string>();
  for (const run of runs(query)) {
    if (!run.cjk) {
      tokens.add(run.text);
      continue;
    }
    const chars = Array.from(run.text);
    if (chars.length === 1) tokens.add(run.text);
    for (const pair of bigrams(chars)) tokens.add(pair);
  }
  return [...tokens].sort();
}
