import { CatalogAdmin } from '../catalog/catalog-admin.tsx';

/** /admin/certificates (issue 12 item 4): the certificates catalogue, each with an optional image. */
export function AdminCertificatesPage() {
  return <CatalogAdmin kind="cert" />;
}
