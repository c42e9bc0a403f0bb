import { ArrowLeftOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { idParam } from '../../../lib/url-filters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type CourseDetail, useCourse, useStartCourse } from '../api.ts';
import { CourseCover, Duration, LevelTag, useCourseText } from '../components/course-bits.tsx';
import { LessonView } from '../components/lesson-view.tsx';
import styles from '../courses.module.css';

function Links({ items, to }: { items: CourseDetail['certificates']; to: 'certificate' | 'major' }) {
  const { t } = useTranslation('courses');
  const text = useCourseText();
  if (items.length === 0) return <span className={styles.muted}>{t('detail.noLinks')}</span>;
  return (
    <Flex gap={6} wrap>
      {items.map((item) => (
        <Tag key={item.id} color="blue">
          <Link to={`/${to}/${item.id}`}>{text.name(item)}</Link>
        </Tag>
      ))}
    </Flex>
  );
}

function Body({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const text = useCourseText();
  const message = useMessageApi();
  const start = useStartCourse(course.id);
  const [open, setOpen] = useState<number | null>(null);
  const other = (zh: string, en: string) => (text.language === 'en' ? zh : en);
  const lessons = start.data?.lessons;

  /** Starts the course (the server counts a learner once) when its content is not here yet, then opens `index`. */
  async function openLesson(index: number) {
    if (!lessons) {
      try {
        await start.mutateAsync();
      } catch (error) {
        message.error(errorMessage(error, t('study.startFailed')));
        return;
      }
    }
    setOpen(index);
  }

  return (
    <div className={styles.detail}>
      <Flex vertical gap={16}>
        <Card cover={<CourseCover course={course} first />}>
          <Typography.Title level={2} className={styles.title}>
            {text.title(course)}
          </Typography.Title>
          <Typography.Text type="secondary">{other(course.title, course.en_title)}</Typography.Text>
          <Typography.Title level={4}>{t('detail.summary')}</Typography.Title>
          <Typography.Paragraph className={styles.lessonBody}>{text.summary(course)}</Typography.Paragraph>
          <Flex align="center" gap={12} wrap>
            <Button
              type="primary"
              size="large"
              icon={<ReadOutlined />}
              loading={start.isPending}
              disabled={course.lessons.length === 0}
              onClick={() => openLesson(open ?? 0)}
            >
              {t(course.learning ? 'study.continue' : 'study.start')}
            </Button>
            <span className={styles.muted}>{t('study.learners', { count: course.learner_count })}</span>
          </Flex>
        </Card>
        {lessons && open !== null && <LessonView lessons={lessons} index={open} onSelect={setOpen} />}
        <Card title={t('detail.outline')}>
          <ol className={styles.lessons}>
            {course.lessons.map((lesson, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lessons are known by their place in the course
              <li key={index}>
                <button
                  type="button"
                  className={styles.lesson}
                  aria-current={open === index ? 'step' : undefined}
                  disabled={start.isPending}
                  onClick={() => openLesson(index)}
                >
                  <span>
                    {t('detail.lesson', { index: index + 1 })} · {text.title(lesson)}
                  </span>
                  <span className={styles.lessonMinutes}>
                    <Duration minutes={lesson.minutes} />
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </Card>
      </Flex>
      <Flex vertical gap={16}>
        <Card title={t('detail.facts')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('detail.category')}>{text.category(course.category)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.level')}>
              <LevelTag level={course.level} />
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.duration')}>
              <Duration minutes={course.duration_minutes} />
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.lessons')}>{course.lesson_count}</Descriptions.Item>
            <Descriptions.Item label={t('detail.learners')}>{course.learner_count}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={t('detail.certificates')}>
          <Links items={course.certificates} to="certificate" />
        </Card>
        <Card title={t('detail.majors')}>
          <Links items={course.majors} to="major" />
        </Card>
      </Flex>
    </div>
  );
}

/**
 * /course/{id}: cover, summary, the lessons, related certificates and majors. Starting the course (the button or a
 * lesson) makes the user one of its learners and opens the lesson's text and video (docs/product/courses.md).
 */
export function CourseDetailPage() {
  const { t } = useTranslation(['courses', 'common', 'layout']);
  const text = useCourseText();
  const id = idParam(useParams().id);
  const valid = id > 0;
  const course = useCourse(id);
  usePageTitle(course.data ? text.title(course.data) : t('layout:pages.courseDetail'));
  const back = (
    <Link to="/courses">
      <ArrowLeftOutlined /> {t('detail.back')}
    </Link>
  );
  const missing = !valid || (course.error instanceof ApiError && [400, 404].includes(course.error.status));

  return (
    <Flex vertical gap={16} className={styles.page}>
      <div>{back}</div>
      {missing ? (
        <Result status="404" title={t('detail.notFound')} />
      ) : course.isError ? (
        <Result
          status="warning"
          title={t('detail.loadFailed')}
          extra={
            <Button type="primary" onClick={() => course.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : course.data ? (
        <Body key={course.data.id} course={course.data} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      )}
    </Flex>
  );
}
