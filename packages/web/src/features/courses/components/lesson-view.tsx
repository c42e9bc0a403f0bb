import { LeftOutlined, PlayCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CourseLessonContent } from '../api.ts';
import styles from '../courses.module.css';
import { Duration, useCourseText } from './course-bits.tsx';

/** A video file a browser plays itself (https only: the page's media policy allows no plain http). */
const PLAYABLE = /^https:\/\/[^\s?#]+\.(?:mp4|webm|ogv|ogg|m4v)(?:[?#]\S*)?$/i;

const isPlayableVideo = (url: string) => PLAYABLE.test(url);

function Video({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('courses');
  const link = (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow">
      <PlayCircleOutlined /> {t('study.watch')}
    </a>
  );
  if (!isPlayableVideo(url)) return <div>{link}</div>;
  return (
    <Flex vertical gap={8}>
      {/* biome-ignore lint/a11y/useMediaCaption: the lesson's text stands beside the video; admins add no captions */}
      <video className={styles.video} src={url} controls preload="none" aria-label={t('study.video', { title })} />
      <div>{link}</div>
    </Flex>
  );
}

/** One lesson's content: its text (line breaks kept), its video or a link to it, and the way to the next one. */
export function LessonView({
  lessons,
  index,
  onSelect,
}: {
  lessons: CourseLessonContent[];
  index: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('courses');
  const text = useCourseText();
  const lesson = lessons[index];
  if (!lesson) return null;
  const title = `${t('detail.lesson', { index: index + 1 })} · ${text.title(lesson)}`;
  const body = text.body(lesson);
  return (
    <Card
      title={<span id="course-lesson-title">{title}</span>}
      extra={
        <span className={styles.muted}>
          <Duration minutes={lesson.minutes} />
        </span>
      }
    >
      <section aria-labelledby="course-lesson-title">
        <Flex vertical gap={16}>
          {lesson.video_url && <Video url={lesson.video_url} title={text.title(lesson)} />}
          {body ? (
            <Typography.Paragraph className={styles.lessonBody}>{body}</Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">{t('study.noText')}</Typography.Text>
          )}
          <Flex justify="space-between" gap={8} wrap>
            <Button icon={<LeftOutlined />} disabled={index === 0} onClick={() => onSelect(index - 1)}>
              {t('study.previous')}
            </Button>
            <Button
              type="primary"
              disabled={index >= lessons.length - 1}
              onClick={() => onSelect(index + 1)}
              icon={<RightOutlined />}
              iconPlacement="end"
            >
              {t('study.next')}
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
