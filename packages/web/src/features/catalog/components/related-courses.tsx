import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCourseList } from '../../courses/api.ts';
import { Duration, LevelTag, useCourseText } from '../../courses/components/course-bits.tsx';
import styles from '../catalog-pages.module.css';
import { type CatalogPageKind, relatedCourses } from '../pages-api.ts';

const SHOWN = 6;

/** Published courses linked to a certificate or major (the courses list's cert / major filter), newest first. */
export function RelatedCourses({ kind, id }: { kind: CatalogPageKind; id: number }) {
  const { t } = useTranslation('catalog-pages');
  const text = useCourseText();
  const courses = useCourseList(relatedCourses(kind, id));
  const list = (courses.data?.list ?? []).slice(0, SHOWN);
  return (
    <Card title={t('page.courses')} extra={<Link to="/courses">{t('page.allCourses')}</Link>}>
      {courses.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.noCourses')} />
      ) : (
        <ul className={styles.links}>
          {list.map((course) => (
            <li key={course.id}>
              <Link to={`/course/${course.id}`} className={styles.standard}>
                <span>{text.title(course)}</span>
                <Space size={8}>
                  <LevelTag level={course.level} />
                  <Typography.Text type="secondary">
                    <Duration minutes={course.duration_minutes} />
                  </Typography.Text>
                </Space>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
