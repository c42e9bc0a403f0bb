import { COURSE_CATEGORY_LABELS, COURSE_LEVEL_LABELS, labelOf } from '@app/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import type { CourseSummary } from '../api.ts';
import styles from '../courses.module.css';

/** A course's texts in the current language (the Chinese one when the English one is empty). */
export function useCourseText() {
  const language = useLanguage();
  const pick = (zh: string, en: string) => (language === 'en' ? en || zh : zh);
  return {
    language,
    title: (c: Pick<CourseSummary, 'title' | 'en_title'>) => pick(c.title, c.en_title),
    summary: (c: Pick<CourseSummary, 'summary' | 'en_summary'>) => pick(c.summary, c.en_summary),
    body: (lesson: { body: string; en_body: string }) => pick(lesson.body, lesson.en_body),
    name: (link: { name: string; en_name: string }) => pick(link.name, link.en_name),
    category: (value: string) => labelOf(COURSE_CATEGORY_LABELS, value, language),
    level: (value: string) => labelOf(COURSE_LEVEL_LABELS, value, language),
  };
}

/** "1 小时 25 分钟" / "1 h 25 min". */
export function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation('courses');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return <>{t('duration.minutes', { minutes: rest })}</>;
  if (rest === 0) return <>{t('duration.hours', { hours })}</>;
  return <>{t('duration.hoursMinutes', { hours, minutes: rest })}</>;
}

const LEVEL_COLORS: Record<string, string> = { beginner: 'green', intermediate: 'blue', advanced: 'purple' };

export function LevelTag({ level }: { level: string }) {
  const text = useCourseText();
  return <Tag color={LEVEL_COLORS[level]}>{text.level(level)}</Tag>;
}

/**
 * The cover, or a drawn block naming the category when the course has none. The page's first cover (`first`), the
 * largest thing on the first screen, is fetched at once and first; the others when they come near the screen.
 */
export function CourseCover({ course, first = false }: { course: CourseSummary; first?: boolean }) {
  const { t } = useTranslation('courses');
  const text = useCourseText();
  if (!course.cover_url) {
    return (
      <div className={styles.coverBlank} role="img" aria-label={t('card.coverAlt', { title: text.title(course) })}>
        {text.category(course.category)}
      </div>
    );
  }
  return (
    <img
      className={styles.cover}
      src={course.cover_url}
      alt={t('card.coverAlt', { title: text.title(course) })}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}
