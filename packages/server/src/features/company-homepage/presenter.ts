import type { HomepageItem, HomepageSection } from '@app/shared';
import type { HomepageRow } from './repository.ts';

/** An item of the company homepage; `fileUrl` gives its stored image's address. */
export const presentHomepageItem = (row: HomepageRow, fileUrl: (key: string) => string): HomepageItem => ({
  id: row.id,
  section: row.section as HomepageSection,
  title: row.title,
  en_title: row.enTitle,
  body: row.body,
  en_body: row.enBody,
  image_url: row.imageKey ? fileUrl(row.imageKey) : null,
  link: row.link,
  position: row.position,
  update_time: row.updatedAt.toISOString(),
});
