import { CATALOG_CATEGORY_LABELS, labelOf } from '@app/shared';
import { useLanguage } from '../../../lib/i18n.ts';

/** A catalogue category's name in the current language; a category the list does not know shows as stored. */
export function useCategoryLabel() {
  const language = useLanguage();
  return (category: string) => labelOf(CATALOG_CATEGORY_LABELS, category, language);
}
