import { LANGUAGES, type Language } from '@app/shared';

/** Tags looked at, and characters read, of an Accept-Language header: enough for any browser's, bounded for others. */
const MAX_TAGS = 20;
const MAX_CHARS = 500;

/**
 * The site language an Accept-Language header prefers most (`en-GB;q=0.9, zh;q=0.8` -> en), or undefined when it
 * names neither Chinese nor English.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language | undefined {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).slice(0, MAX_CHARS);
  let best: { language: Language; q: number } | undefined;
  for (const part of text.split(',').slice(0, MAX_TAGS)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] as Language;
    if (!LANGUAGES.includes(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language;
}
