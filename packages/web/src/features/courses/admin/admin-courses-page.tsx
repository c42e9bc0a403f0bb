import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { COURSE_CATEGORIES, COURSE_CATEGORY_LABELS, codeOptions } from '@app/shared';
import { Alert, Button, Empty, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminHeading,
  AdminSearch,
  ConfirmDeleteButton,
  useServerTable,
} from '../../../components/admin/server-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { LevelTag, useCourseText } from '../components/course-bits.tsx';
import styles from '../courses.module.css';
import {
  ADMIN_COURSE_PAGE_SIZES,
  type AdminCourse,
  FIRST_ADMIN_COURSES,
  useAdminCourses,
  useDeleteCourse,
} from './admin-api.ts';
import { CourseFormModal } from './course-form-modal.tsx';

const ANY = 'any';

/**
 * /admin/courses (docs/product/courses.md#managing-courses): every course, drafts too, by keyword, category and state;
 * add and edit with the cover and lessons, delete behind a confirmation.
 */
export function AdminCoursesPage() {
  const { t } = useTranslation('admin-courses');
  usePageTitle(t('title'));
  const message = useMessageApi();
  const text = useCourseText();
  const table = useServerTable<AdminCourse, never>([], FIRST_ADMIN_COURSES.p_size);
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<(typeof COURSE_CATEGORIES)[number] | undefined>();
  const [published, setPublished] = useState<'0' | '1' | undefined>();
  const [editing, setEditing] = useState<AdminCourse | null>(null);
  const [adding, setAdding] = useState(false);
  const courses = useAdminCourses({
    ...table.paging,
    ...(keyword ? { key_word: keyword } : {}),
    ...(category ? { category } : {}),
    ...(published ? { published } : {}),
  });
  const remove = useDeleteCourse();

  async function confirmRemove(course: AdminCourse) {
    try {
      await remove.mutateAsync(course.id);
      message.success(t('remove.done'));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  const columns: TableColumnsType<AdminCourse> = [
    {
      key: 'cover',
      title: t('columns.cover'),
      width: 120,
      render: (_, course) => (course.cover_url ? <img className={styles.thumb} src={course.cover_url} alt="" /> : null),
    },
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, course) => (
        <div>
          <div>{course.title}</div>
          <div className={styles.muted}>{course.en_title}</div>
        </div>
      ),
    },
    { key: 'category', title: t('columns.category'), render: (_, course) => text.category(course.category) },
    { key: 'level', title: t('columns.level'), render: (_, course) => <LevelTag level={course.level} /> },
    {
      key: 'lessons',
      title: t('columns.lessons'),
      render: (_, course) => t('lessonsCount', { count: course.lesson_count, minutes: course.duration_minutes }),
    },
    { key: 'learners', title: t('columns.learners'), dataIndex: 'learner_count' },
    {
      key: 'state',
      title: t('columns.state'),
      render: (_, course) => (course.published ? <Tag color="green">{t('published')}</Tag> : <Tag>{t('draft')}</Tag>),
    },
    {
      key: 'updateTime',
      title: t('columns.updateTime'),
      render: (_, course) => chinaTime(course.update_time).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, course) => (
        <Space size={4} wrap>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(course)}>
            {t('edit.action')}
          </Button>
          <ConfirmDeleteButton
            title={t('remove.confirm', { name: course.title })}
            description={t('remove.note')}
            label={t('remove.action')}
            okText={t('remove.ok')}
            loading={remove.isPending}
            onConfirm={() => confirmRemove(course)}
          />
        </Space>
      ),
    },
  ];

  const filtered = Boolean(keyword || category || published);
  return (
    <div className={styles.page}>
      <AdminHeading title={t('title')} lead={t('lead')} />
      <div className={styles.toolbar}>
        <Space wrap>
          <AdminSearch
            placeholder={t('searchPlaceholder')}
            onSearch={(value) => {
              setKeyword(value);
              table.firstPage();
            }}
          />
          <Select
            aria-label={t('columns.category')}
            style={{ width: 180 }}
            value={category ?? ANY}
            onChange={(value: string) => {
              setCategory(COURSE_CATEGORIES.find((c) => c === value));
              table.firstPage();
            }}
            options={[{ value: ANY, label: t('anyCategory') }, ...codeOptions(COURSE_CATEGORY_LABELS, text.language)]}
          />
          <Select
            aria-label={t('columns.state')}
            style={{ width: 140 }}
            value={published ?? ANY}
            onChange={(value: string) => {
              setPublished(value === '1' || value === '0' ? value : undefined);
              table.firstPage();
            }}
            options={[
              { value: ANY, label: t('anyState') },
              { value: '1', label: t('published') },
              { value: '0', label: t('draft') },
            ]}
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      </div>
      {courses.isError && <Alert type="error" showIcon title={errorMessage(courses.error, t('loadFailed'))} />}
      <Table<AdminCourse>
        rowKey="id"
        columns={columns}
        dataSource={courses.data?.list ?? []}
        loading={courses.isLoading || (courses.isFetching && courses.isPlaceholderData)}
        scroll={{ x: 1000 }}
        onChange={table.onChange}
        locale={{ emptyText: <Empty description={filtered ? t('emptySearch') : t('empty')} /> }}
        pagination={table.pagination(courses.data, ADMIN_COURSE_PAGE_SIZES, (count, capped) =>
          t(capped ? 'totalCapped' : 'total', { count }),
        )}
      />
      <CourseFormModal
        open={adding || editing !== null}
        course={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
    </div>
  );
}
