import { CatalogItemView } from '../components/catalog-item-view.tsx';

/** /certificate/{id}: a certificate's page (issue 14 item 3). */
export function CertificatePage() {
  return <CatalogItemView kind="certificate" />;
}
