import { useTranslation } from 'react-i18next';

/** A catalogue category's name in the current language; a category the app does not know shows as entered. */
export function useCategoryLabel() {
  const { t } = useTranslation('catalog-pages');
  return (category: string) => t(`categories.${category}`, { defaultValue: category });
}
