import { HomepageSectionAdmin } from '../../homepage/components/section-admin.tsx';

/** /admin/com/qualification: the company homepage's qualification section (issue 12 item 7). */
export function AdminComQualificationPage() {
  return <HomepageSectionAdmin section="qualification" />;
}
