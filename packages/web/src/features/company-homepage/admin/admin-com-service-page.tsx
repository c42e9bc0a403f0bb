import { HomepageSectionAdmin } from './section-admin.tsx';

/** /admin/com/service: the company homepage's service section (ADR 0105). */
export function AdminComServicePage() {
  return <HomepageSectionAdmin section="service" />;
}
