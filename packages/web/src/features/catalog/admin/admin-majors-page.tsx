import { CatalogAdmin } from './catalog-admin.tsx';

/** /admin/majors (ADR 0108): the majors catalogue; the screen is shared with /admin/certificates. */
export function AdminMajorsPage() {
  return <CatalogAdmin kind="major" />;
}
