import { ArrowDownOutlined, ArrowUpOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { COURSE_LIMITS, CourseLessonInputSchema } from '@app/shared';
import { Button, Card, Form, type FormRule, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zod-rule.ts';
import styles from '../courses.module.css';

const rule = (schema: unknown): FormRule[] => [zodRule(schema as Parameters<typeof zodRule>[0])];
const lessonRules = CourseLessonInputSchema.shape;

/** A new lesson's values. */
export const blankLesson = () => ({ title: '', en_title: '', minutes: 45, body: '', en_body: '', video_url: '' });

/**
 * The course form's lessons (Form.List `outline`): each with its titles, minutes, text in both languages and an
 * optional video address; added, removed and moved up or down. The order here is the order users see.
 */
export function LessonsField() {
  const { t } = useTranslation('admin-courses');
  return (
    <Form.Item label={t('fields.lessons')} extra={t('fields.lessonsHint', { max: COURSE_LIMITS.lessons })} required>
      <Form.List name="outline">
        {(lessons, { add, remove, move }) => (
          <Space orientation="vertical" size={12} className={styles.lessonEditor}>
            {lessons.map(({ key, name }, index) => (
              <Card
                key={key}
                size="small"
                role="group"
                aria-label={t('fields.lessonHeading', { index: index + 1 })}
                title={t('fields.lessonHeading', { index: index + 1 })}
                extra={
                  <Space size={0}>
                    <Button
                      type="text"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('fields.moveUp', { index: index + 1 })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      type="text"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('fields.moveDown', { index: index + 1 })}
                      disabled={index === lessons.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    {lessons.length > 1 && (
                      <Button
                        type="text"
                        danger
                        icon={<MinusCircleOutlined />}
                        aria-label={t('fields.removeLesson', { index: index + 1 })}
                        onClick={() => remove(name)}
                      />
                    )}
                  </Space>
                }
              >
                <Space align="baseline" wrap>
                  <Form.Item name={[name, 'title']} rules={rule(lessonRules.title)}>
                    <Input
                      placeholder={t('fields.lessonTitle')}
                      aria-label={t('fields.lessonTitle')}
                      maxLength={COURSE_LIMITS.lessonTitle}
                    />
                  </Form.Item>
                  <Form.Item name={[name, 'en_title']} rules={rule(lessonRules.en_title)}>
                    <Input
                      placeholder={t('fields.lessonEnTitle')}
                      aria-label={t('fields.lessonEnTitle')}
                      maxLength={COURSE_LIMITS.lessonEnTitle}
                    />
                  </Form.Item>
                  <Form.Item name={[name, 'minutes']} rules={rule(lessonRules.minutes)}>
                    <InputNumber
                      min={1}
                      max={COURSE_LIMITS.lessonMinutes}
                      precision={0}
                      suffix={t('fields.lessonMinutes')}
                      aria-label={t('fields.lessonMinutes')}
                    />
                  </Form.Item>
                </Space>
                <Form.Item name={[name, 'body']} rules={rule(lessonRules.body)}>
                  <Input.TextArea
                    rows={3}
                    placeholder={t('fields.lessonBody')}
                    aria-label={t('fields.lessonBody')}
                    maxLength={COURSE_LIMITS.lessonBody}
                    showCount
                  />
                </Form.Item>
                <Form.Item name={[name, 'en_body']} rules={rule(lessonRules.en_body)}>
                  <Input.TextArea
                    rows={3}
                    placeholder={t('fields.lessonEnBody')}
                    aria-label={t('fields.lessonEnBody')}
                    maxLength={COURSE_LIMITS.lessonBody}
                    showCount
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'video_url']}
                  rules={rule(lessonRules.video_url)}
                  extra={t('fields.lessonVideoHint')}
                >
                  <Input
                    placeholder={t('fields.lessonVideo')}
                    aria-label={t('fields.lessonVideo')}
                    maxLength={COURSE_LIMITS.videoUrl}
                  />
                </Form.Item>
              </Card>
            ))}
            {lessons.length < COURSE_LIMITS.lessons && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(blankLesson())}>
                {t('fields.addLesson')}
              </Button>
            )}
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}
