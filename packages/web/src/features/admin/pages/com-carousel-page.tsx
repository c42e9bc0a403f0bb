import { PlaceholderPage } from '../../../components/empty-state.tsx';

/** Placeholder until this area is built: replace this file with the real screen (keep the export name). */
export function AdminComCarouselPage() {
  return <PlaceholderPage nameKey="layout:admin.comCarousel" />;
}
