import { CatalogItemView } from '../components/catalog-item-view.tsx';

/** /major/{id}: a major's page (issue 14 item 3). */
export function MajorPage() {
  return <CatalogItemView kind="major" />;
}
