import { HomepageSectionAdmin } from '../../homepage/components/section-admin.tsx';

/** /admin/com/service: the company homepage's service section (issue 12 item 7). */
export function AdminComServicePage() {
  return <HomepageSectionAdmin section="service" />;
}
