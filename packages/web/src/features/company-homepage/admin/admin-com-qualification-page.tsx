import { HomepageSectionAdmin } from './section-admin.tsx';

/** /admin/com/qualification: the company homepage's qualification section (ADR 0105). */
export function AdminComQualificationPage() {
  return <HomepageSectionAdmin section="qualification" />;
}
