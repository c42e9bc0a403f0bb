import { CatalogAdmin } from './catalog-admin.tsx';

/** /admin/certificates (ADR 0108): the certificates catalogue, each with an optional image. */
export function AdminCertificatesPage() {
  return <CatalogAdmin kind="cert" />;
}
