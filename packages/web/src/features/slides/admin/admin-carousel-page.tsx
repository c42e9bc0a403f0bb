import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { SLIDE_LIMITS, type Slide } from '@app/shared';
import { Alert, Button, Empty, Space, Table, type TableColumnsType } from 'antd';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/admin/admin.module.css';
import { swapWithNeighbour } from '../../../components/admin/list-order.ts';
import { AdminHeading, ConfirmDeleteButton } from '../../../components/admin/server-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAddSlide, useAdminSlides, useDeleteSlide, useReorderSlides, useUpdateSlide } from './admin-api.ts';
import { SlideFormModal } from './slide-form-modal.tsx';
import slideStyles from './slides.module.css';

type Editing = { slide: Slide | null } | null;

/**
 * /admin/carousel: the home carousel's slides in their order, with thumbnails; add or edit one in a
 * dialog (titles in both languages, link, image with preview), move it up or down, delete it after confirming. The
 * home page shows every change at once.
 */
export function AdminCarouselPage() {
  const { t } = useTranslation(['admin-slides', 'layout']);
  usePageTitle(t('layout:admin.carousel'));
  const language = useLanguage();
  const slides = useAdminSlides();
  const add = useAddSlide();
  const update = useUpdateSlide();
  const remove = useDeleteSlide();
  const reorder = useReorderSlides();
  const [editing, setEditing] = useState<Editing>(null);
  const list = slides.data ?? [];
  const full = list.length >= SLIDE_LIMITS.max;
  const titleOf = (slide: Slide) => (language === 'en' ? slide.en_title || slide.title : slide.title);

  const run = async (work: Promise<unknown>, done: ParseKeys<'admin-slides'>) => {
    try {
      await work;
      toast.success(t(done));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const move = (index: number, direction: -1 | 1) =>
    run(
      reorder.mutateAsync(
        swapWithNeighbour(
          list.map((s) => s.id),
          index,
          direction,
        ),
      ),
      'reordered',
    );

  const columns: TableColumnsType<Slide> = [
    { key: 'position', title: t('columns.position'), width: 72, render: (_, _slide, index) => index + 1 },
    {
      key: 'image',
      title: t('columns.image'),
      width: 152,
      render: (_, slide) => <img src={slide.url} alt={titleOf(slide)} className={slideStyles.thumb} />,
    },
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, slide) => (
        <div>
          <div>{slide.title}</div>
          {slide.en_title && <div className={styles.muted}>{slide.en_title}</div>}
        </div>
      ),
    },
    {
      key: 'link',
      title: t('columns.link'),
      render: (_, slide) =>
        slide.link ? (
          <a href={slide.link} target="_blank" rel="noreferrer" className={slideStyles.link}>
            {slide.link}
          </a>
        ) : (
          <span className={styles.muted}>{t('noLink')}</span>
        ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 240,
      render: (_, slide, index) => (
        <Space size={4} wrap>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('moveUp', { title: slide.title })}
            title={t('moveUpShort')}
            disabled={index === 0 || reorder.isPending}
            onClick={() => void move(index, -1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('moveDown', { title: slide.title })}
            title={t('moveDownShort')}
            disabled={index === list.length - 1 || reorder.isPending}
            onClick={() => void move(index, 1)}
          />
          <Button size="small" onClick={() => setEditing({ slide })}>
            {t('edit')}
          </Button>
          <ConfirmDeleteButton
            title={t('confirmDelete', { title: titleOf(slide) })}
            description={t('confirmDeleteHint')}
            label={t('delete')}
            onConfirm={() => run(remove.mutateAsync(slide.id), 'deleted')}
          />
        </Space>
      ),
    },
  ];

  const editedSlide = editing?.slide ?? null;
  return (
    <div className={styles.page}>
      <AdminHeading title={t('layout:admin.carousel')} lead={t('lead', { max: SLIDE_LIMITS.max })} />
      <div className={styles.toolbar}>
        <span className={styles.muted}>{t('count', { count: list.length, max: SLIDE_LIMITS.max })}</span>
        <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setEditing({ slide: null })}>
          {t('add')}
        </Button>
      </div>
      {full && <Alert type="info" showIcon title={t('full', { max: SLIDE_LIMITS.max })} />}
      {slides.isError && <Alert type="error" showIcon title={errorMessage(slides.error)} />}
      <Table<Slide>
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={slides.isLoading}
        scroll={{ x: 820 }}
        pagination={false}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
      />
      <SlideFormModal
        open={editing !== null}
        slide={editedSlide}
        saving={add.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(input) =>
          editedSlide ? update.mutateAsync({ ...input, id: editedSlide.id }) : add.mutateAsync(input)
        }
      />
    </div>
  );
}
