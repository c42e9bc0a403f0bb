import type { AdminCatalogItem, CatalogPageItem } from '@app/shared';
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

/** An entry of the administrators' list, with its order and how many live jobs and resumes use it. */
export function presentAdminEntry(
  row: CatalogRow,
  usage: { jobs: number; resumes: number },
  fileUrl: (key: string) => string,
): AdminCatalogItem {
  return {
    ...presentEntry(row, fileUrl),
    sort: row.sort,
    job_count: usage.jobs,
    resume_count: usage.resumes,
    update_time: row.updatedAt.toISOString(),
  };
}
