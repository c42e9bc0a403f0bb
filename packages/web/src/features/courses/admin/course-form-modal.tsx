import {
  COURSE_CATEGORY_LABELS,
  COURSE_LEVEL_LABELS,
  COURSE_LIMITS,
  CourseFieldsSchema,
  codeOptions,
} from '@app/shared';
import {
  Alert,
  Form,
  type FormInstance,
  type FormProps,
  type FormRule,
  Input,
  InputNumber,
  Modal,
  Select,
  Skeleton,
  Space,
  Switch,
} from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageChoiceField, useImageChoice } from '../../../components/admin/image-choice.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useCatalogName, useCertificateOptions, useMajorOptions } from '../../catalog/api.ts';
import type { CourseLessonContent } from '../api.ts';
import { type AdminCourse, type AdminCourseDetail, useAdminCourse, useSaveCourse } from './admin-api.ts';
import { blankLesson, LessonsField } from './lessons-field.tsx';

type Values = {
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  category?: string;
  level?: string;
  cert_ids: number[];
  major_ids: number[];
  published: boolean;
  sort: number;
  /** The lessons as the form holds them: a video address may be blank. */
  outline: (Omit<CourseLessonContent, 'video_url'> & { video_url?: string | null })[];
};

const rule = (schema: unknown): FormRule[] => [zodRule(schema as Parameters<typeof zodRule>[0])];
const fieldRules = CourseFieldsSchema.shape;

const valuesOf = (course: AdminCourseDetail | null): Values => ({
  title: course?.title ?? '',
  en_title: course?.en_title ?? '',
  summary: course?.summary ?? '',
  en_summary: course?.en_summary ?? '',
  category: course?.category,
  level: course?.level,
  cert_ids: course?.certificates.map((c) => c.id) ?? [],
  major_ids: course?.majors.map((m) => m.id) ?? [],
  published: course?.published ?? true,
  sort: course?.sort ?? 0,
  outline: course?.lessons ?? [blankLesson()],
});

/** The lessons as sent: a blank video address is none. */
const lessonsOf = (values: Values): CourseLessonContent[] =>
  values.outline.map((lesson) => ({ ...lesson, video_url: lesson.video_url?.trim() || null }));

/**
 * A form with a store of its own, made when it mounts (once per opening of the modal), so nothing of a course opened
 * before is left in it; `bind` hands its instance to the modal's save button.
 */
function FreshForm({
  bind,
  children,
  ...props
}: Omit<FormProps<Values>, 'form' | 'children'> & { bind: (form: FormInstance<Values>) => void; children: ReactNode }) {
  const [form] = Form.useForm<Values>();
  useEffect(() => bind(form), [bind, form]);
  return (
    <Form<Values> {...props} form={form}>
      {children}
    </Form>
  );
}

/**
 * Add (course null) or edit a course: zh and en titles and summaries, category, level, certificates, majors, published,
 * pin weight, the lessons (loaded with their content for an edit) and a cover (jpg, png or webp up to 5 MB) with its
 * preview; checked by the server's rules.
 */
export function CourseFormModal({
  open,
  course,
  onClose,
}: {
  open: boolean;
  course: AdminCourse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-courses', 'common']);
  const language = useLanguage();
  const message = useMessageApi();
  const save = useSaveCourse();
  const certificates = useCertificateOptions();
  const majors = useMajorOptions();
  const nameOf = useCatalogName();
  const form = useRef<FormInstance<Values> | null>(null);
  const cover = useImageChoice(open, course?.cover_url);
  const loaded = useAdminCourse(open && course ? course.id : 0);
  const ready = !course || loaded.data !== undefined;

  const bindForm = useRef((instance: FormInstance<Values>) => {
    form.current = instance;
  }).current;

  async function submit(values: Values) {
    try {
      await save.mutateAsync({
        ...values,
        outline: lessonsOf(values),
        category: values.category as AdminCourse['category'],
        level: values.level as AdminCourse['level'],
        ...(course ? { id: course.id } : {}),
        file: cover.file,
        remove_cover: cover.removed,
      });
      message.success(t(course ? 'edit.done' : 'addDone'));
      onClose();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Modal
      title={course ? t('edit.title', { name: course.title }) : t('add')}
      open={open}
      okText={t('edit.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: save.isPending, disabled: !ready }}
      onOk={() => form.current?.submit()}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      {open && course && loaded.isError && (
        <Alert type="error" showIcon title={errorMessage(loaded.error, t('loadOneFailed'))} />
      )}
      {open && !ready && !loaded.isError && <Skeleton active paragraph={{ rows: 8 }} />}
      {open && ready && (
        <FreshForm
          key={course?.id ?? 'new'}
          bind={bindForm}
          name="course"
          layout="vertical"
          initialValues={valuesOf(loaded.data ?? null)}
          onFinish={submit}
        >
          <Form.Item name="title" label={t('fields.title')} rules={rule(fieldRules.title)} required>
            <Input maxLength={COURSE_LIMITS.title} />
          </Form.Item>
          <Form.Item name="en_title" label={t('fields.en_title')} rules={rule(fieldRules.en_title)} required>
            <Input maxLength={COURSE_LIMITS.enTitle} />
          </Form.Item>
          <Form.Item name="summary" label={t('fields.summary')} rules={rule(fieldRules.summary)}>
            <Input.TextArea rows={3} maxLength={COURSE_LIMITS.summary} showCount />
          </Form.Item>
          <Form.Item name="en_summary" label={t('fields.en_summary')} rules={rule(fieldRules.en_summary)}>
            <Input.TextArea rows={3} maxLength={COURSE_LIMITS.summary} showCount />
          </Form.Item>
          <Space wrap size={16}>
            <Form.Item name="category" label={t('fields.category')} rules={rule(fieldRules.category)} required>
              <Select style={{ width: 200 }} options={codeOptions(COURSE_CATEGORY_LABELS, language)} />
            </Form.Item>
            <Form.Item name="level" label={t('fields.level')} rules={rule(fieldRules.level)} required>
              <Select style={{ width: 160 }} options={codeOptions(COURSE_LEVEL_LABELS, language)} />
            </Form.Item>
            <Form.Item name="published" label={t('fields.published')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="sort" label={t('fields.sort')} tooltip={t('fields.sortHint')}>
              <InputNumber min={0} max={COURSE_LIMITS.sort} precision={0} />
            </Form.Item>
          </Space>
          {(
            [
              ['cert_ids', certificates],
              ['major_ids', majors],
            ] as const
          ).map(([name, options]) => (
            <Form.Item key={name} name={name} label={t(`fields.${name}`)}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                maxCount={COURSE_LIMITS.links}
                loading={options.isLoading}
                options={(options.data ?? []).map((option) => ({ value: option.id, label: nameOf(option) }))}
              />
            </Form.Item>
          ))}
          <LessonsField />
          <Form.Item label={t('fields.cover')} extra={t('fields.coverHint')}>
            <ImageChoiceField
              choice={cover}
              kind="courseCover"
              width={240}
              labels={{
                preview: t('fields.coverPreview'),
                choose: t('fields.chooseCover'),
                replace: t('fields.replaceCover'),
                remove: t('fields.removeCover'),
              }}
            />
          </Form.Item>
        </FreshForm>
      )}
    </Modal>
  );
}
