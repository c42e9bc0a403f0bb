import type { CatalogPageItem } from '@app/shared';
import type { CatalogRow } from './repository.ts';

/** A major or certificate as every answer shows it; `fileUrl` signs the certificate image's address. */
export function presentEntry(row: CatalogRow, fileUrl: (key: string) => string): CatalogPageItem {
  return {
    id: row.id,
    name: row.name,
    en_name: row.enName,
    category: row.category,
    description: row.description,
    en_description: row.enDescription,
    image_url: row.image ? fileUrl(row.image) : null,
  };
}
