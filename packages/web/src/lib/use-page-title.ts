import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerRender } from './server-render.ts';

/**
 * The browser tab's title: "<page> - <site name>" in the current language ("找工作 - 工程人才网",
 * "Find a job - EngiTalent"); the site name alone while `title` is empty. Every page calls it with its
 * translated name (or a job's title); a language switch re-renders the page and so re-titles it.
 */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const site = t('brand.name');
  const server = useServerRender();
  // A document drawn on the server carries the title the page will set (effects do not run there).
  if (server) server.title = title ? `${title} - ${site}` : site;
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}
