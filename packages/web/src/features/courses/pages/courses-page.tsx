import {
  COURSE_CATEGORIES,
  COURSE_LEVEL_LABELS,
  COURSE_LIMITS,
  COURSE_PAGE_SIZES,
  COURSE_SORT_LABELS,
  codeOptions,
} from '@app/shared';
import { Alert, Button, Card, Empty, Flex, Input, Pagination, Select, Spin, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type CourseSummary, useCourseList } from '../api.ts';
import { CourseCover, Duration, LevelTag, useCourseText } from '../components/course-bits.tsx';
import styles from '../courses.module.css';
import { readCourseSearch } from '../search-params.ts';

const ALL = 'all';

function CourseCard({ course, first }: { course: CourseSummary; first: boolean }) {
  const { t } = useTranslation('courses');
  const text = useCourseText();
  return (
    // The title is the link, named by what it shows; it covers the whole card for a pointer (styles.cardLink).
    <Card hoverable className={styles.card} cover={<CourseCover course={course} first={first} />} size="small">
      <h3 className={styles.cardTitle}>
        <Link to={`/course/${course.id}`} className={styles.cardLink}>
          {text.title(course)}
        </Link>
      </h3>
      <p className={styles.summary}>{text.summary(course)}</p>
      <Flex gap={4} wrap align="center">
        <Tag>{text.category(course.category)}</Tag>
        <LevelTag level={course.level} />
        <span className={styles.meta}>
          <Duration minutes={course.duration_minutes} /> · {t('card.lessons', { count: course.lesson_count })} ·{' '}
          {t('card.learners', { count: course.learner_count })}
        </span>
      </Flex>
    </Card>
  );
}

/**
 * /courses: published courses in a grid of cards (cover, duration, lessons, level), by category
 * (tabs), level, keyword and order (newest, most learners, shortest), 10/20/30/50 a page. The filters live in the URL.
 */
export function CoursesPage() {
  const { t } = useTranslation(['courses', 'common']);
  usePageTitle(t('list.title'));
  const text = useCourseText();
  const { params, setParams, update } = useUrlFilters<'category' | 'level' | 'sort' | 'key_word'>();
  const current = readCourseSearch(params);
  const list = useCourseList(current);
  const filtered = Boolean(current.category || current.level || current.key_word);
  const courses = list.data?.list ?? [];

  return (
    <Flex vertical gap={16} className={styles.page}>
      <header>
        <Typography.Title level={2} className={styles.title}>
          {t('list.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('list.lead')}</Typography.Text>
      </header>
      <Tabs
        activeKey={current.category ?? ALL}
        onChange={(key) => update({ category: key === ALL ? undefined : key })}
        items={[ALL, ...COURSE_CATEGORIES].map((key) => ({
          key,
          label: key === ALL ? t('list.allCategories') : text.category(key),
        }))}
      />
      <div className={styles.filters}>
        <Select
          aria-label={t('list.level')}
          style={{ width: 160 }}
          value={current.level ?? ALL}
          onChange={(value: string) => update({ level: value === ALL ? undefined : value })}
          options={[{ value: ALL, label: t('list.anyLevel') }, ...codeOptions(COURSE_LEVEL_LABELS, text.language)]}
        />
        <Select
          aria-label={t('list.sort')}
          style={{ width: 160 }}
          value={current.sort ?? 'newest'}
          onChange={(value: string) => update({ sort: value === 'newest' ? undefined : value })}
          options={codeOptions(COURSE_SORT_LABELS, text.language)}
        />
        <Input.Search
          key={current.key_word ?? ''}
          allowClear
          style={{ maxWidth: 320 }}
          defaultValue={current.key_word}
          maxLength={COURSE_LIMITS.keyword}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onSearch={(value) => update({ key_word: value.trim() || undefined })}
        />
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          action={<Button onClick={() => list.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : list.isLoading ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : courses.length === 0 ? (
        <Empty description={filtered ? t('list.emptyFiltered') : t('list.empty')} />
      ) : (
        <div className={styles.grid}>
          {courses.map((course, index) => (
            <CourseCard key={course.id} course={course} first={index === 0} />
          ))}
        </div>
      )}
      <Flex justify="flex-end">
        <Pagination
          current={current.pn}
          pageSize={current.p_size}
          total={list.data?.total ?? 0}
          showSizeChanger
          pageSizeOptions={COURSE_PAGE_SIZES.options.map(String)}
          showTotal={(count) => t(list.data?.capped ? 'list.totalCapped' : 'list.total', { count })}
          onChange={(page, size) => {
            const next = new URLSearchParams(params);
            next.set('pn', String(size === current.p_size ? page : 1));
            next.set('p_size', String(size));
            setParams(next);
          }}
        />
      </Flex>
    </Flex>
  );
}
