import { HomepageSectionAdmin } from '../../homepage/components/section-admin.tsx';

/** /admin/com/carousel: the company homepage's carousel section (issue 12 item 7). */
export function AdminComCarouselPage() {
  return <HomepageSectionAdmin section="carousel" />;
}
