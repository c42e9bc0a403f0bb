import { CatalogItemView } from '../components/catalog-item-view.tsx';

/** /certificate/{id}: a certificate's page (docs/product/catalogue.md#certificate-and-major-pages). */
export function CertificatePage() {
  return <CatalogItemView kind="certificate" />;
}
