import { CatalogItemView } from '../components/catalog-item-view.tsx';

/** /major/{id}: a major's page (docs/product/catalogue.md#certificate-and-major-pages). */
export function MajorPage() {
  return <CatalogItemView kind="major" />;
}
