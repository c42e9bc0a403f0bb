import type { LocaleTree } from './bundle.ts';

/**
 * The Chinese interface's locale files but `common` (the entry carries it in both languages): one file, loaded when
 * the interface is Chinese (lib/i18n.ts, ADR 0097).
 */
export const files = import.meta.glob<LocaleTree>(['./zh/*.json', '!./zh/common.json'], {
  eager: true,
  import: 'default',
});
