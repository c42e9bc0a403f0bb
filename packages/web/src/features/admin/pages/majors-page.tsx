import { CatalogAdmin } from '../catalog/catalog-admin.tsx';

/** /admin/majors (issue 12 item 4): the majors catalogue; the screen is shared with /admin/certificates. */
export function AdminMajorsPage() {
  return <CatalogAdmin kind="major" />;
}
