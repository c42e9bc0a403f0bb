import { HomepageSectionAdmin } from '../../homepage/components/section-admin.tsx';

/** /admin/com/achievement: the company homepage's achievement section (issue 12 item 7). */
export function AdminComAchievementPage() {
  return <HomepageSectionAdmin section="achievement" />;
}
