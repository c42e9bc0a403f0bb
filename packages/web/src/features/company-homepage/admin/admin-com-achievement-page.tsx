import { HomepageSectionAdmin } from './section-admin.tsx';

/** /admin/com/achievement: the company homepage's achievement section (ADR 0105). */
export function AdminComAchievementPage() {
  return <HomepageSectionAdmin section="achievement" />;
}
