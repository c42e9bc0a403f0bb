import type { LocaleTree } from './bundle.ts';

/**
 * The English interface's locale files but `common` (the entry carries it in both languages): one file, loaded when
 * the interface is English (lib/i18n.ts, ADR 0097).
 */
export const files = import.meta.glob<LocaleTree>(['./en/*.json', '!./en/common.json'], {
  eager: true,
  import: 'default',
});
