import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab's title: "<page> - <site name>" in the current language ("找工作 - 工程人才网",
 * "Find a job - EngiTalent"); the site name alone while `title` is empty. Every page calls it with its
 * translated name (or a job's title); a language switch re-renders the page and so re-titles it.
 */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const site = t('common:brand.name');
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}
