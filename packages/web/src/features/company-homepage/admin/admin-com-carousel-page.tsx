import { HomepageSectionAdmin } from './section-admin.tsx';

/** /admin/com/carousel: the company homepage's carousel section (ADR 0105). */
export function AdminComCarouselPage() {
  return <HomepageSectionAdmin section="carousel" />;
}
